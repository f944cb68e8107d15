/**
 * The judge queue as an operator sees it: the workers (each claim is a worker's sign of life,
 * since an idle worker long-polls the claim call), the depth of the queue per job kind, the
 * oldest waiting job and the recent failures, and the requeue of a failed job of a requeueable kind.
 */
import { isRequeueable } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';

/**
 * Why 5 s: the queue tab shows how long ago each worker was seen in seconds, and a worker that
 * stopped is noticed after its 20 s long poll anyway; writing the row at every claim was a database
 * write on each judged submission's path.
 */
const SEEN_REFRESH_MS = 5000;
/** Per database: each worker's last recorded sign of life (its version and kinds with it) and when. */
const lastSeen = new WeakMap<Queryable, Map<string, { what: string; at: number }>>();

/**
 * Records a worker's claim call: its version, the kinds it serves and the time — at most once per
 * SEEN_REFRESH_MS for the same worker, version and kinds (a changed version or kinds at once).
 */
export async function seeWorker(
  db: Queryable,
  worker: { name: string; version: string; kinds: string[] },
  now = Date.now(),
): Promise<void> {
  const seen = lastSeen.get(db) ?? new Map<string, { what: string; at: number }>();
  lastSeen.set(db, seen);
  const what = JSON.stringify([worker.version, worker.kinds]);
  const last = seen.get(worker.name);
  if (last && last.what === what && now - last.at < SEEN_REFRESH_MS) return;
  await db.query(
    `INSERT INTO workers (name, version, kinds, last_seen_at) VALUES ($1, $2, $3::jsonb, now())
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, kinds = EXCLUDED.kinds, last_seen_at = now()`,
    [worker.name, worker.version, JSON.stringify(worker.kinds)],
  );
  // Only once written: a write that failed (the database restarting) must not skip the next claims'
  // writes, or a new worker judges without its row and its finished jobs are counted nowhere.
  seen.set(worker.name, { what, at: now });
}

interface WorkerRow {
  name: string;
  version: string;
  kinds: string[];
  last_seen_at: Date;
  jobs_done: number;
  seconds_since: number;
}

/** Workers seen in the last day, most recent first (older ones are long gone). */
export async function listWorkers(db: Queryable): Promise<WorkerRow[]> {
  return db.query<WorkerRow>(
    `SELECT name, version, kinds, last_seen_at, jobs_done, extract(epoch FROM now() - last_seen_at)::int AS seconds_since
       FROM workers WHERE last_seen_at > now() - interval '1 day' ORDER BY last_seen_at DESC LIMIT 100`,
  );
}

export async function queueDepth(db: Queryable): Promise<{ kind: string; queued: number; running: number }[]> {
  return db.query(
    `SELECT kind, count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'running')::int AS running
       FROM jobs WHERE status IN ('queued', 'running') GROUP BY kind ORDER BY kind`,
  );
}

export async function oldestWaiting(
  db: Queryable,
): Promise<{ id: number; kind: string; created_at: Date; waiting_seconds: number } | undefined> {
  const [row] = await db.query<{ id: number; kind: string; created_at: Date; waiting_seconds: number }>(
    `SELECT id, kind, created_at, extract(epoch FROM now() - created_at)::int AS waiting_seconds
       FROM jobs WHERE status = 'queued' ORDER BY id LIMIT 1`,
  );
  return row;
}

interface FailedJobRow {
  id: number;
  kind: string;
  error: string | null;
  attempts: number;
  submission_id: number | null;
  username: string | null;
  finished_at: Date | null;
}

/** The 50 most recent failed jobs. */
export async function recentFailures(db: Queryable): Promise<FailedJobRow[]> {
  return db.query<FailedJobRow>(
    `SELECT j.id, j.kind, j.error, j.attempts, j.submission_id, u.username, j.finished_at
       FROM jobs j LEFT JOIN users u ON u.id = j.user_id
      WHERE j.status = 'failed' ORDER BY j.finished_at DESC NULLS LAST, j.id DESC LIMIT 50`,
  );
}

/**
 * Puts a failed job of a requeueable kind (JobKindDefinition.requeueable: judgements) back in the
 * queue with fresh attempts, and its submission, if any, back to queued. Returns the job's kind and whether it was requeued (undefined: no such job).
 */
export async function requeueFailedJob(db: Queryable, id: number): Promise<{ requeued: boolean; kind: string } | undefined> {
  const [job] = await db.query<{ kind: string; status: string; submission_id: number | null }>(
    'SELECT kind, status, submission_id FROM jobs WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!job) return undefined;
  if (job.status !== 'failed' || !isRequeueable(job.kind)) return { requeued: false, kind: job.kind };
  await db.query(
    `UPDATE jobs SET status = 'queued', attempts = 0, error = NULL, worker = NULL, lease_token = NULL, lease_expires_at = NULL,
            started_at = NULL, finished_at = NULL WHERE id = $1`,
    [id],
  );
  if (job.submission_id !== null)
    await db.query(
      `UPDATE submissions SET status = 'queued', verdict = NULL, log = NULL, finished_at = NULL
        WHERE id = $1 AND status = 'failed' AND verdict = 'system_error'`,
      [job.submission_id],
    );
  return { requeued: true, kind: job.kind };
}

/**
 * The queue for the operator's metrics, in two statements: per kind the jobs queued and running
 * and how long the oldest queued one has waited; and the workers that claimed within `aliveSeconds`.
 */
export async function queueByKind(
  db: Queryable,
  aliveSeconds: number,
): Promise<{ kinds: { kind: string; queued: number; running: number; oldest_wait_seconds: number }[]; workersAlive: number }> {
  const kinds = await db.query<{ kind: string; queued: number; running: number; oldest_wait_seconds: number }>(
    `SELECT kind, count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'running')::int AS running,
            coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'queued')), 0)::float8 AS oldest_wait_seconds
       FROM jobs WHERE status IN ('queued', 'running') GROUP BY kind`,
  );
  return { kinds, workersAlive: await countAliveWorkers(db, aliveSeconds) };
}

/** Workers that claimed within the last `aliveSeconds`. */
export async function countAliveWorkers(db: Queryable, aliveSeconds: number): Promise<number> {
  const [alive] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM workers WHERE last_seen_at > now() - make_interval(secs => $1)`,
    [aliveSeconds],
  );
  return alive?.n ?? 0;
}
