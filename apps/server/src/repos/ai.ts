/**
 * AI assistance's tables: cached analyses per submission, daily usage per user (reserved before a
 * provider call and given back when it fails, so a failure never costs the allowance and two
 * parallel calls cannot both take the last one), and the chat of each login session.
 */
import type { Queryable } from '../db/database.ts';

/** Beijing's calendar day (UTC+8, no daylight saving): the allowances renew at its midnight. */
const TODAY = `(now() + interval '8 hours')::date`;

export async function cachedAnalysis(db: Queryable, submissionId: number): Promise<string | undefined> {
  const [row] = await db.query<{ analysis: string }>('SELECT analysis FROM ai_analyses WHERE submission_id = $1', [submissionId]);
  return row?.analysis;
}

export async function cacheAnalysis(db: Queryable, submissionId: number, analysis: string): Promise<void> {
  await db.query('INSERT INTO ai_analyses (submission_id, analysis) VALUES ($1, $2) ON CONFLICT (submission_id) DO NOTHING', [
    submissionId,
    analysis,
  ]);
}

type UsageKind = 'analysis' | 'chat';

/**
 * One use taken, and the Beijing day it was taken from. Giving it back or adding its tokens goes to
 * that day's row: a provider call that starts before midnight and fails after it must give back the
 * use it took, not one of the next day's (found by CI, which ran at 16:00 UTC).
 */
export interface UseReservation {
  day: string;
}

/** Takes one of today's `limit` uses of `kind`; null when none is left. One statement, one day. */
export async function reserveUse(db: Queryable, userId: number, kind: UsageKind, limit: number): Promise<UseReservation | null> {
  if (limit <= 0) return null;
  const [row] = await db.query<{ day: string }>(
    `INSERT INTO ai_usage (user_id, day, kind, count) VALUES ($1, ${TODAY}, $2, 1)
     ON CONFLICT (user_id, day, kind) DO UPDATE SET count = ai_usage.count + 1 WHERE ai_usage.count < $3
     RETURNING day::text AS day`,
    [userId, kind, limit],
  );
  return row ? { day: row.day } : null;
}

/** Gives a reserved use back (the provider failed). */
export async function releaseUse(db: Queryable, userId: number, kind: UsageKind, use: UseReservation): Promise<void> {
  await db.query(`UPDATE ai_usage SET count = count - 1 WHERE user_id = $1 AND day = $3::date AND kind = $2 AND count > 0`, [
    userId,
    kind,
    use.day,
  ]);
}

/** Records the provider's tokens for a use. */
export async function addTokens(db: Queryable, userId: number, kind: UsageKind, use: UseReservation, tokens: number): Promise<void> {
  await db.query(`UPDATE ai_usage SET tokens = tokens + $4 WHERE user_id = $1 AND day = $3::date AND kind = $2`, [
    userId,
    kind,
    use.day,
    tokens,
  ]);
}

/** Why 20 messages: ten questions and answers of context; older turns cost tokens and rarely matter. */
const CHAT_HISTORY = 20;

export async function chatHistory(
  db: Queryable,
  userId: number,
  sessionHash: string,
): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
  const rows = await db.query<{ role: 'user' | 'assistant'; content: string }>(
    `SELECT role, content FROM (SELECT id, role, content FROM ai_chat_messages WHERE user_id = $1 AND session_hash = $2 ORDER BY id DESC LIMIT $3) t ORDER BY id`,
    [userId, sessionHash, CHAT_HISTORY],
  );
  return rows;
}

export async function appendChat(db: Queryable, userId: number, sessionHash: string, question: string, answer: string): Promise<void> {
  await db.query(
    `INSERT INTO ai_chat_messages (user_id, session_hash, role, content) VALUES ($1, $2, 'user', $3), ($1, $2, 'assistant', $4)`,
    [userId, sessionHash, question, answer],
  );
}

export async function clearChat(db: Queryable, userId: number, sessionHash: string): Promise<void> {
  await db.query('DELETE FROM ai_chat_messages WHERE user_id = $1 AND session_hash = $2', [userId, sessionHash]);
}

/** Chats of sessions that ended (logged out, expired, or the user deleted): the conversation ends with its session. */
export async function deleteEndedChats(db: Queryable): Promise<void> {
  await db.query('DELETE FROM ai_chat_messages m WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.token_hash = m.session_hash)');
}
