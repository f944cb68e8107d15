/**
 * Fixed-window rate limits kept in the database, so every server process counts the same hits.
 * One upsert per check: it starts a new window when the old one has passed.
 */
import { runPrepared, type PreparedStatement, type Queryable } from '../db/database.ts';

export interface RateLimitRule {
  /** Bucket prefix, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const HIT: PreparedStatement = {
  name: 'hit_rate_limit',
  sql: `INSERT INTO rate_limits AS r (bucket, window_start, hits) VALUES ($1, now(), 1)
        ON CONFLICT (bucket) DO UPDATE SET
          hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN 1 ELSE r.hits + 1 END,
          window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN now() ELSE r.window_start END
        RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2::int) - now())))::int AS retry_after,
                  window_start::text AS window`,
};

/** One counted hit: the count in the current window, seconds until it reopens, and which window it was. */
export interface Hit {
  hits: number;
  retryAfter: number;
  /** The window's start as the database prints it, so a take-back can name exactly this window. */
  window: string;
}

/** Counts a hit in the subject's current window (starting a new one when the old has passed). */
export async function countHit(db: Queryable, rule: RateLimitRule, subject: string): Promise<Hit> {
  const [row] = await runPrepared<{ hits: number; retry_after: number; window: string }>(db, HIT, [
    `${rule.name}:${subject}`,
    String(rule.windowSeconds),
  ]);
  return { hits: row!.hits, retryAfter: Math.max(1, row!.retry_after), window: row!.window };
}

/** Returns 0 when the hit is allowed, else the seconds until the window reopens. */
export async function hitRateLimit(db: Queryable, rule: RateLimitRule, subject: string): Promise<number> {
  const hit = await countHit(db, rule, subject);
  return hit.hits <= rule.limit ? 0 : hit.retryAfter;
}

const TAKE_BACK: PreparedStatement = {
  name: 'take_back_rate_limit_hit',
  sql: `UPDATE rate_limits SET hits = hits - 1 WHERE bucket = $1 AND window_start::text = $2 AND hits > 0`,
};

/**
 * Un-counts a hit made by countHit, for limits that count only some outcomes (login failures are
 * counted before the password is checked, so parallel guesses see each other, and taken back when it
 * was right). Only the same window is touched: a hit of a window that has since passed is gone anyway.
 */
export async function takeBackHit(db: Queryable, rule: RateLimitRule, subject: string, hit: Hit): Promise<void> {
  await runPrepared(db, TAKE_BACK, [`${rule.name}:${subject}`, hit.window]);
}

/** Forgets the subject's count (a successful login forgets its address's failures on the account). */
export async function clearRateLimit(db: Queryable, rule: RateLimitRule, subject: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE bucket = $1', [`${rule.name}:${subject}`]);
}

export async function deleteStaleRateLimits(db: Queryable, olderThanSeconds: number): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1)`, [olderThanSeconds]);
}
