/**
 * One-time e-mail codes for password reset. Only a hash of the code is stored.
 * A row is written for every request, known address or not, so the cooldown and the
 * answers are the same for both.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export interface EmailCodeRow {
  id: number;
  email: string;
  user_id: number | null;
  code_hash: string;
  failed_attempts: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  age_seconds: number;
  expired: boolean;
}

export function hashCode(email: string, code: string): string {
  return crypto.createHash('sha256').update(`${email.toLowerCase()}\n${code}`).digest('hex');
}

export function newCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export async function latestCode(db: Queryable, email: string): Promise<EmailCodeRow | undefined> {
  const [row] = await db.query<EmailCodeRow>(
    `SELECT id, email, user_id, code_hash, failed_attempts, created_at, expires_at, used_at,
            extract(epoch FROM (now() - created_at))::float8 AS age_seconds,
            expires_at <= now() AS expired
       FROM email_codes WHERE email = lower($1) AND purpose = 'reset_password'
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [email],
  );
  return row;
}

export async function insertCode(
  db: Queryable,
  entry: { email: string; userId: number | null; code: string; validSeconds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO email_codes (email, user_id, purpose, code_hash, expires_at)
     VALUES (lower($1), $2, 'reset_password', $3, now() + make_interval(secs => $4))`,
    [entry.email, entry.userId, hashCode(entry.email, entry.code), entry.validSeconds],
  );
}

export async function countFailedAttempt(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE email_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1', [id]);
}

export async function markCodeUsed(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE email_codes SET used_at = now() WHERE id = $1', [id]);
}

export async function deleteOldCodes(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM email_codes WHERE created_at < now() - interval '1 day'`);
}
