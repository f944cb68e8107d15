/**
 * The users table: small functions that take a Queryable (a database or a transaction).
 * A user name is found by its key (usernameKey from contracts), never by SQL case functions.
 */
import { usernameKey, type MembershipType } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';
import { likePattern, pagedQuery, type PageWindow } from '../db/paged.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  password_hash: string;
  is_admin: boolean;
  is_teacher: boolean;
  membership_type: MembershipType;
  vip_expiry_date: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, username, email, password_hash, is_admin, is_teacher, membership_type, vip_expiry_date, created_at';

/**
 * Locks the user's row until the transaction ends: serialises one user's changes that must see
 * each other (a project's edits; "none running, so queue one" for an interactive run).
 */
export async function lockUser(tx: Queryable, id: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

/** The account a typed user name denotes: the same key as the unique index and the login limits. */
export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE username_key = $1`, [usernameKey(username)]);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
  return row;
}

export async function insertUser(
  db: Queryable,
  user: { username: string; email: string | null; passwordHash: string; isAdmin?: boolean },
): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (username, username_key, email, password_hash, is_admin) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [user.username, usernameKey(user.username), user.email, user.passwordHash, user.isAdmin ?? false],
  );
  return row!;
}

export async function updateUsername(db: Queryable, id: number, username: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `UPDATE users SET username = $2, username_key = $3, version = version + 1, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, username, usernameKey(username)],
  );
  return row;
}

export async function updatePasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}

/** An arbitrary constant naming the first admin's creation among advisory locks. */
const ADMIN_CREATION_LOCK = 72_410_002;

/**
 * Holds the first-admin lock until the transaction ends: server processes starting together on one
 * database then create one admin between them — the others find it — instead of each seeing none.
 */
export async function lockAdminCreation(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_CREATION_LOCK]);
}

export async function anyAdminExists(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE is_admin LIMIT 1');
  return rows.length > 0;
}

/** Postgres reports a unique-index violation as SQLSTATE 23505 with the index name in `constraint`. */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return undefined;
  if (typeof e.constraint === 'string') return e.constraint;
  return typeof e.message === 'string' ? e.message : 'unique';
}

/* ---- The admin panel's view of users ---- */

export interface AdminUserRow extends Omit<UserRow, 'password_hash'> {
  version: number;
}

const ADMIN_COLUMNS = 'id, username, email, is_admin, is_teacher, membership_type, vip_expiry_date, created_at, version';

/** Columns the admin list may be sorted by, each with its SQL (ids break ties, so pages never overlap). */
const SORTS = {
  id: 'id',
  username: 'username_key',
  email: 'lower(email)',
  created_at: 'created_at',
  vip_expiry_date: 'vip_expiry_date',
} as const;

/**
 * One page of the users who exist (deleted ones are anonymised rows, not listed), searched by
 * part of the user name or e-mail; the total for the pager comes from the same filter.
 */
export async function listUsersPage(
  db: Queryable,
  q: { search: string; sort: keyof typeof SORTS; order: 'asc' | 'desc'; window: PageWindow },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const direction = q.order === 'desc' ? 'DESC' : 'ASC';
  return pagedQuery<AdminUserRow>(db, {
    select: ADMIN_COLUMNS,
    from: 'users',
    where: `deleted_at IS NULL AND ($1 = '' OR username_key LIKE $2 OR lower(coalesce(email, '')) LIKE $2)`,
    params: [q.search, likePattern(q.search)],
    orderBy: `${SORTS[q.sort]} ${direction} NULLS LAST, id ${direction}`,
    window: q.window,
  });
}

/** A user who exists, locked for an admin's change. */
export async function lockUserForAdmin(db: Queryable, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.query<AdminUserRow>(`SELECT ${ADMIN_COLUMNS} FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [id]);
  return row;
}

/** The ids of the admins, locked: the last-admin rule counts them while no other change can race it. */
export async function lockAdmins(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE is_admin AND deleted_at IS NULL ORDER BY id FOR UPDATE');
  return rows.map((r) => r.id);
}

export async function updateUserByAdmin(
  db: Queryable,
  id: number,
  fields: { is_admin: boolean; is_teacher: boolean; membership_type: MembershipType; vip_expiry_date: Date | null },
): Promise<AdminUserRow> {
  const [row] = await db.query<AdminUserRow>(
    `UPDATE users SET is_admin = $2, is_teacher = $3, membership_type = $4, vip_expiry_date = $5, version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING ${ADMIN_COLUMNS}`,
    [id, fields.is_admin, fields.is_teacher, fields.membership_type, fields.vip_expiry_date],
  );
  return row!;
}

/**
 * Deletes a user as the panel does: the row stays, anonymised — a name no one can register
 * (`#` is outside the user-name rule), no e-mail, a password hash nothing verifies against, no
 * rights — so the user's submissions, the problems' counters and the VIP orders (money, kept for
 * the books) stay whole while nothing identifies or logs in as the person. Their sessions, drafts,
 * IDE files and AI chats go; a pending order is cancelled (a payment arriving later is recorded for a refund).
 */
export async function anonymiseUser(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE users SET username = '已删除用户#' || id, username_key = 'deleted:' || id, email = NULL, password_hash = '!',
            is_admin = false, is_teacher = false, membership_type = 'normal', vip_expiry_date = NULL, deleted_at = now(),
            version = version + 1, updated_at = now()
      WHERE id = $1`,
    [id],
  );
  await db.query('DELETE FROM sessions WHERE user_id = $1', [id]);
  await db.query('DELETE FROM drafts WHERE user_id = $1', [id]);
  await db.query('DELETE FROM ide_files WHERE user_id = $1', [id]);
  await db.query('DELETE FROM ai_chat_messages WHERE user_id = $1', [id]);
  await db.query(`UPDATE vip_orders SET status = 'cancelled', closed_at = now() WHERE user_id = $1 AND status = 'pending'`, [id]);
}

/** Users in id order after `afterId`, for the member export's batches (keyset: each batch one index range). */
export async function usersAfter(db: Queryable, afterId: number, limit: number): Promise<AdminUserRow[]> {
  return db.query<AdminUserRow>(`SELECT ${ADMIN_COLUMNS} FROM users WHERE id > $1 AND deleted_at IS NULL ORDER BY id LIMIT $2`, [
    afterId,
    limit,
  ]);
}
