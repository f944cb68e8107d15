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
        RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2::int) - now())))::int AS retry_after`,
};

/** Returns 0 when the hit is allowed, else the seconds until the window reopens. */
export async function hitRateLimit(db: Queryable, rule: RateLimitRule, subject: string): Promise<number> {
  const [row] = await runPrepared<{ hits: number; retry_after: number }>(db, HIT, [`${rule.name}:${subject}`, String(rule.windowSeconds)]);
  if (!row || row.hits <= rule.limit) return 0;
  return Math.max(1, row.retry_after);
}

export async function deleteStaleRateLimits(db: Queryable, olderThanSeconds: number): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1)`, [olderThanSeconds]);
}
