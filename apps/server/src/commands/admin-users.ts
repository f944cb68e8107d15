/**
 * The admin panel's user management (spec §4 Admin membership, issue rules; the teacher role of issue 33):
 * - an edit may name the version it was made on; a newer version means another admin changed the
 *   user meanwhile, and the edit is refused (USER_CHANGED) rather than silently undoing theirs;
 * - the row as the list shows it may be sent back whole (spec §7 "with the user fields"): each
 *   read-only field must equal what the list shows of the user, before this edit or after it
 *   (is_vip follows the edited tier), else the edit is refused naming the field;
 * - an admin cannot remove their own admin flag nor delete themselves, and the last admin can
 *   never lose the flag (the admins are locked while counted, so two demotions cannot race);
 * - vip (or premium) without an expiry gets 30 days from now; normal clears the expiry;
 * - a deletion anonymises the row (repos/users.ts anonymiseUser) and ends the user's sessions.
 * Every change is written to the audit log in its own transaction.
 */
import { ADMIN_TEXT, ADMIN_USER_READ_ONLY, ADMIN_VIP_DEFAULT_DAYS, type AdminUser, type AdminUserUpdate } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { presentAdminUser } from '../presenters/admin.ts';
import { recordAudit } from '../repos/admin-audit.ts';
import { anonymiseUser, lockAdmins, lockUserForAdmin, updateUserByAdmin, type AdminUserRow, type UserRow } from '../repos/users.ts';

export interface AdminActor {
  user: UserRow;
  address: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** The fields an audit entry shows of a user. */
function audited(row: AdminUserRow) {
  return {
    is_admin: row.is_admin,
    is_teacher: row.is_teacher,
    membership_type: row.membership_type,
    vip_expiry_date: row.vip_expiry_date ? row.vip_expiry_date.toISOString() : null,
  };
}

/** Whether a read-only field sent equals what the list shows (instants compared as instants). */
function sameShown(key: keyof typeof ADMIN_USER_READ_ONLY, sent: unknown, shown: AdminUser): boolean {
  if (key === 'created_at') return typeof sent === 'string' && Date.parse(sent) === Date.parse(shown.created_at);
  return sent === shown[key];
}

/** Refuses a read-only field sent with a value the list never showed for this user (around this edit). */
function checkReadOnly(change: AdminUserUpdate, before: AdminUser, after: AdminUser): void {
  for (const key of Object.keys(ADMIN_USER_READ_ONLY) as (keyof typeof ADMIN_USER_READ_ONLY)[]) {
    const sent = change[key];
    if (sent === undefined || sameShown(key, sent, before) || sameShown(key, sent, after)) continue;
    throw new AppError(
      'USER_FIELD_READ_ONLY',
      `${ADMIN_USER_READ_ONLY[key]}不能在管理面板修改（发送的值与当前的不同）：这里只能修改管理员权限、教师权限、会员类型和会员到期时间`,
    );
  }
}

export async function updateUser(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  change: AdminUserUpdate,
): Promise<{ user: AdminUser; message: string }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    // The caller was an admin when the call began; another admin may have demoted them since.
    if (!admins.includes(actor.user.id)) throw new AppError('FORBIDDEN');
    const current = await lockUserForAdmin(tx, id);
    if (!current) throw new AppError('USER_NOT_FOUND');
    if (change.version !== undefined && current.version !== change.version) throw new AppError('USER_CHANGED');
    const isAdmin = change.is_admin ?? current.is_admin;
    if (current.is_admin && !isAdmin) {
      if (id === actor.user.id) throw new AppError('CANNOT_DEMOTE_SELF');
      if (admins.length <= 1) throw new AppError('LAST_ADMIN');
    }
    const isTeacher = change.is_teacher ?? current.is_teacher;
    const membership = change.membership_type ?? current.membership_type;
    let expiry: Date | null =
      change.vip_expiry_date === undefined
        ? current.vip_expiry_date
        : change.vip_expiry_date === null
          ? null
          : new Date(change.vip_expiry_date);
    if (membership === 'normal') expiry = null;
    else if (expiry === null) expiry = new Date(ctx.now().getTime() + ADMIN_VIP_DEFAULT_DAYS * DAY_MS);
    const now = ctx.now();
    const planned = { ...current, is_admin: isAdmin, is_teacher: isTeacher, membership_type: membership, vip_expiry_date: expiry };
    checkReadOnly(change, presentAdminUser(current, now), presentAdminUser(planned, now));
    const updated = await updateUserByAdmin(tx, id, {
      is_admin: isAdmin,
      is_teacher: isTeacher,
      membership_type: membership,
      vip_expiry_date: expiry,
    });
    await recordAudit(tx, {
      admin: actor.user,
      action: 'update_user',
      target: `user:${id} ${current.username}`,
      before: audited(current),
      after: audited(updated),
      address: actor.address,
    });
    // The toast says what changed: a whole row sent back names is_admin and membership_type unchanged.
    const onlyExpiry =
      isAdmin === current.is_admin &&
      isTeacher === current.is_teacher &&
      membership === current.membership_type &&
      change.vip_expiry_date !== undefined;
    return { user: presentAdminUser(updated, now), message: onlyExpiry ? ADMIN_TEXT.vipExpiryUpdated : ADMIN_TEXT.userUpdated };
  });
  ctx.sessions.userChanged(id);
  return outcome;
}

export async function deleteUser(ctx: AppContext, actor: AdminActor, id: number): Promise<void> {
  if (id === actor.user.id) throw new AppError('CANNOT_DELETE_SELF');
  await ctx.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    if (!admins.includes(actor.user.id)) throw new AppError('FORBIDDEN');
    const current = await lockUserForAdmin(tx, id);
    if (!current) throw new AppError('USER_NOT_FOUND');
    if (current.is_admin && admins.length <= 1) throw new AppError('LAST_ADMIN');
    await anonymiseUser(tx, id);
    await recordAudit(tx, {
      admin: actor.user,
      action: 'delete_user',
      target: `user:${id} ${current.username}`,
      before: { username: current.username, email: current.email, ...audited(current) },
      address: actor.address,
    });
  });
  ctx.sessions.userChanged(id);
}
