/**
 * The users table: small functions that take a Queryable (a database or a transaction).
 * A user name is found by its key (usernameKey from contracts), never by SQL case functions.
 */
import { usernameKey, type MembershipType } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  password_hash: string;
  is_admin: boolean;
  membership_type: MembershipType;
  vip_expiry_date: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, username, email, password_hash, is_admin, membership_type, vip_expiry_date, created_at';

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
    `UPDATE users SET username = $2, username_key = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, username, usernameKey(username)],
  );
  return row;
}

export async function updatePasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
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
