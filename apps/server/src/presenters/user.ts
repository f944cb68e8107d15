/** What a user sees of an account: never the password hash; membership as in force now. */
import { effectiveMembership, type User } from '@veridojo/contracts';
import type { UserRow } from '../repos/users.ts';

export function presentUser(row: UserRow, now: Date): User {
  const membership = effectiveMembership(row, now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    is_admin: row.is_admin,
    is_teacher: row.is_teacher,
    is_vip: membership !== 'normal',
    membership_type: membership,
    vip_expiry_date: row.vip_expiry_date ? row.vip_expiry_date.toISOString() : null,
  };
}
