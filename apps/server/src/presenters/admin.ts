/** What the admin panel sees of users, problems, audit entries and the queue. */
import { effectiveMembership, type AdminUser } from '@veridojo/contracts';
import type { AuditRow } from '../repos/admin-audit.ts';
import type { AdminUserRow } from '../repos/users.ts';

export function presentAdminUser(row: AdminUserRow, now: Date): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    is_admin: row.is_admin,
    is_teacher: row.is_teacher,
    is_vip: effectiveMembership(row, now) !== 'normal',
    membership_type: row.membership_type,
    vip_expiry_date: row.vip_expiry_date ? row.vip_expiry_date.toISOString() : null,
    created_at: row.created_at.toISOString(),
    version: row.version,
  };
}

export function presentAudit(row: AuditRow) {
  return {
    id: row.id,
    admin: row.admin_name,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    address: row.address,
    created_at: row.created_at.toISOString(),
  };
}
