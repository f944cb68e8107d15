/**
 * Login sessions. The cookie carries a random token; the table stores only its SHA-256,
 * so a copy of the database cannot be replayed as cookies. Sessions live in the database
 * so that several server processes share them; each process keeps the users of recent ones in
 * memory (http/session-cache.ts), told of changes by the triggers' AUTH_CHANNEL notices.
 */
import crypto from 'node:crypto';
import type { Database, PreparedStatement, Queryable } from '../db/database.ts';
import type { SessionUser } from '../http/session-cache.ts';
import type { UserRow } from './users.ts';

/** Why 30 days: long enough that learners are not logged out between study sessions. */
export const SESSION_DAYS = 30;

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Queryable, userId: number, token: string): Promise<void> {
  await db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [
    hashToken(token),
    userId,
    SESSION_DAYS,
  ]);
}

const USER_FOR_SESSION: PreparedStatement = {
  name: 'user_for_session',
  sql: `SELECT u.id, u.username, u.email, u.password_hash, u.is_admin, u.is_teacher, u.membership_type, u.vip_expiry_date, u.created_at,
               s.expires_at AS session_expires_at
          FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.expires_at > now()`,
};

/**
 * The user behind a session (by its token's hash) and when the session expires, in one prepared
 * query, planned once: check_auth and every protected call need it (through http/session-cache.ts).
 */
export async function sessionUser(db: Database, tokenHash: string): Promise<SessionUser | undefined> {
  const [row] = await db.execute<UserRow & { session_expires_at: Date }>(USER_FOR_SESSION, [tokenHash]);
  if (!row) return undefined;
  const { session_expires_at: expiresAt, ...user } = row;
  return { user, expiresAt };
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
}
