/**
 * The job table is the durable queue. Users take turns (see CLAIM). A job is claimed with FOR UPDATE SKIP LOCKED under a
 * lease that the worker extends with heartbeats; an expired lease puts the job back (or, after
 * the last attempt, fails it); a result is recorded once, by the holder of the lease.
 */
import { INTERACTIVE_JOB_KINDS, JOB_KIND_NAMES, JOB_KINDS, type JobKind, type JobPayload } from '@veridojo/contracts';
import { runPrepared, type PreparedStatement, type Queryable } from '../db/database.ts';
import { deleteOldAttachments } from './job-attachments.ts';
import { SUBMISSION_CHANNEL } from './channels.ts';

/** Why 3: one retry for a worker that died, one for a machine that was restarted; more is a poison job. */
const MAX_ATTEMPTS = 3;

/** A job as the queue's statements return it: never its payload or result, which may be megabytes. */
export interface JobRow {
  id: number;
  kind: JobKind;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  submission_id: number | null;
  lease_token: string | null;
}

/** A job as a finishing statement returns it: with its run time, for the metrics. */
export interface FinishedJobRow extends JobRow {
  /** Seconds from its (first) claim to its report (as JobState.run_ms), null for a job never claimed. */
  run_seconds: number | null;
  /** A judgement's: its verdict was the submitter's first pass of the problem (repos/submissions.ts FINISH_JUDGEMENT). */
  first_pass?: boolean;
}

/** A claimed job: its payload as the JSON text stored, which the claim's answer carries as it is, and the request that queued it. */
export interface ClaimedRow extends JobRow {
  payload_json: string;
  request_id: string | null;
}

const ROW = 'id, kind, status, attempts, submission_id, lease_token';

/**
 * Queues a job of a registered kind, at the kind's priority; `userId` is whose turn it takes in
 * the queue (none: the system's, e.g. pack validation). The payload is checked against its kind's
 * schema here, once: a claim hands the stored JSON to the worker as it is (claimJob).
 */
export async function enqueueJob<K extends JobKind>(
  db: Queryable,
  job: { kind: K; payload: JobPayload<K>; submissionId?: number; userId?: number; requestId?: string | null },
): Promise<number> {
  const payload: unknown = JOB_KINDS[job.kind].payload.parse(job.payload);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO jobs (kind, payload, submission_id, priority, user_id, request_id) VALUES ($1, $2::jsonb, $3, $4, $5, $6) RETURNING id`,
    [job.kind, JSON.stringify(payload), job.submissionId ?? null, JOB_KINDS[job.kind].priority, job.userId ?? null, job.requestId ?? null],
  );
  return row!.id;
}

/**
 * Queues an IDE run (compile, simulate or synth) whose payload the database builds from the user's
 * project rows — the files at `paths` (path → content), the top module and the timeout — so the
 * project's megabytes never cross into JavaScript and back: JSON.stringify of a 4 MiB project and
 * PGlite parsing it as a parameter held the event loop 120-240 ms per run here, this statement
 * 25-50 ms. The rows are read as they are now: a file saved since the caller read them went
 * through the save's own checks (line limit, quotas).
 */
export async function enqueueIdeRun(
  db: Queryable,
  run: {
    kind: 'compile' | 'simulate' | 'synth';
    userId: number;
    paths: string[];
    topModule: string;
    timeoutMs: number;
    /** Simulate: the folder ('' for the root) whose .txt files, by path relative to it, become the run's data files. */
    dataFolder?: string;
    /** The request that queues it (http/request-scope.ts). */
    requestId?: string | null;
  },
): Promise<number> {
  const prefix = run.dataFolder === undefined ? null : run.dataFolder === '' ? '' : `${run.dataFolder}/`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO jobs (kind, payload, priority, user_id, request_id)
     SELECT $1, jsonb_build_object('files', coalesce(jsonb_object_agg(path, content), '{}'::jsonb), 'top_module', $4::text, 'timeout_ms', $5::int)
              || CASE WHEN $7::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('data_files',
                   (SELECT coalesce(jsonb_object_agg(substr(d.path, length($7::text) + 1), d.content), '{}'::jsonb)
                      FROM ide_files d
                     WHERE d.user_id = $2 AND d.type = 'file' AND lower(d.path) LIKE '%.txt' AND left(d.path, length($7::text)) = $7::text)) END,
            $6, $2, $8::text
       FROM ide_files WHERE user_id = $2 AND type = 'file' AND path = ANY($3::text[])
     RETURNING id`,
    [run.kind, run.userId, run.paths, run.topModule, run.timeoutMs, JOB_KINDS[run.kind].priority, prefix, run.requestId ?? null],
  );
  return row!.id;
}

/*
 * Fair claiming. Among queued jobs of the highest priority, users take turns: first the user with
 * the fewest jobs running now, then the one whose last claim is oldest (never claimed: first), and
 * within one user the oldest job (FIFO). So a burst from one user delays another user's job by about
 * one job per worker, not by the whole burst. Jobs without a user (pack validation) are one user, the
 * system (owner 0).
 * Cost: the statement never reads the whole queue. `owners` walks the distinct owners of queued jobs
 * through the index jobs_queued_owner (one probe per owner), `candidates` takes each owner's first
 * four jobs from the same index, and only those are put in turn order and locked, the first free
 * one, by primary key (OFFSET 0 keeps that lookup an index probe per candidate: PGlite never
 * gathers table statistics, and a plain join here was planned as a scan of the whole queue).
 * Why 4 candidates per owner: on PostgreSQL racing claimers skip each other's locked rows (SKIP
 * LOCKED, so they still never share a job); with four per owner a claimer finds nothing only when
 * four others race for the same owner's jobs at that instant, and then it looks again at its next
 * poll (≤ 0.5 s). PGlite runs one statement at a time and never skips.
 */
const CLAIM: PreparedStatement = {
  name: 'claim_job',
  sql: `WITH RECURSIVE owners AS (
          (SELECT coalesce(user_id, 0) AS owner FROM jobs WHERE status = 'queued' ORDER BY 1 LIMIT 1)
          UNION ALL
          SELECT (SELECT coalesce(j.user_id, 0) FROM jobs j
                   WHERE j.status = 'queued' AND coalesce(j.user_id, 0) > o.owner ORDER BY 1 LIMIT 1)
            FROM owners o WHERE o.owner IS NOT NULL
        ), candidates AS (
          SELECT c.id, c.priority, o.owner FROM owners o
           CROSS JOIN LATERAL (SELECT j.id, j.priority FROM jobs j
                                WHERE j.status = 'queued' AND coalesce(j.user_id, 0) = o.owner AND j.kind = ANY(string_to_array($4, ','))
                                ORDER BY j.priority DESC, j.id LIMIT 4) c
           WHERE o.owner IS NOT NULL
        ), busy AS (
          SELECT coalesce(user_id, 0) AS owner, count(*) AS running FROM jobs WHERE status = 'running' GROUP BY 1
        ), turns AS (
          SELECT c.id, row_number() OVER (ORDER BY c.priority DESC, coalesce(b.running, 0), t.last_claimed_at NULLS FIRST, c.id) AS turn
            FROM candidates c LEFT JOIN busy b ON b.owner = c.owner LEFT JOIN queue_turns t ON t.owner = c.owner
        ), claimed AS (
          UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_token = $1, worker = $2,
                 lease_expires_at = now() + make_interval(secs => $3::int), started_at = coalesce(started_at, now())
           WHERE id = (SELECT j.id FROM turns
                         CROSS JOIN LATERAL (SELECT j.id FROM jobs j WHERE j.id = turns.id AND j.status = 'queued' OFFSET 0) j
                        ORDER BY turns.turn
                        FOR UPDATE OF j SKIP LOCKED LIMIT 1)
           RETURNING id, kind, payload, status, attempts, submission_id, lease_token, request_id, coalesce(user_id, 0) AS owner
        ), turn AS (
          INSERT INTO queue_turns (owner, last_claimed_at) SELECT owner, clock_timestamp() FROM claimed
          ON CONFLICT (owner) DO UPDATE SET last_claimed_at = excluded.last_claimed_at
        ), running AS (
          UPDATE submissions s SET status = 'running' FROM claimed WHERE s.id = claimed.submission_id AND s.status = 'queued' RETURNING s.id
        ), announced AS (
          SELECT count(pg_notify('${SUBMISSION_CHANNEL}', id::text)) AS n FROM running
        )
        SELECT id, kind, payload::text AS payload_json, status, attempts, submission_id, lease_token, request_id FROM claimed, announced`,
};

/**
 * Claims the next queued job of the given kinds (fair across users, see above) under a lease,
 * marks its submission running and the user's turn taken, in one prepared statement (atomic
 * without a transaction: one round trip on the hot path). The payload comes back as JSON text:
 * a 4 MiB IDE project parsed here and serialised again for the answer cost the event loop ~50 ms
 * per claim for nothing.
 */
/** Claims a job under a lease of `leaseMs` (the JOB_LEASE_MS setting: settings.ts says why 30 s). */
export async function claimJob(
  db: Queryable,
  kinds: string[],
  worker: string,
  leaseToken: string,
  leaseMs: number,
): Promise<ClaimedRow | undefined> {
  const [row] = await runPrepared<ClaimedRow>(db, CLAIM, [leaseToken, worker, String(leaseMs / 1000), kinds.join(',')]);
  return row;
}

/** Extends the lease `leaseToken` holds by `leaseMs` from now (a heartbeat). */
export async function extendLease(db: Queryable, id: number, leaseToken: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET lease_expires_at = now() + make_interval(secs => $3)
      WHERE id = $1 AND status = 'running' AND lease_token = $2 RETURNING id`,
    [id, leaseToken, leaseMs / 1000],
  );
  return rows.length > 0;
}

/**
 * The kind of a running job that `leaseToken` holds and whose lease has not run out, or undefined
 * (another worker's lease, expired, not running, no such job).
 */
export async function leasedJobKind(db: Queryable, id: number, leaseToken: string): Promise<JobKind | undefined> {
  const [row] = await db.query<{ kind: JobKind }>(
    `SELECT kind FROM jobs WHERE id = $1 AND status = 'running' AND lease_token = $2 AND lease_expires_at > now()`,
    [id, leaseToken],
  );
  return row?.kind;
}

/**
 * Names `key` (repos/job-attachments.ts) as the attachment of the job's result, if `leaseToken`
 * still holds the running job and its lease has not run out. Returns the key it replaces (a
 * repeated upload's; null when none), or undefined when the lease no longer holds the job.
 */
export async function attachToJob(db: Queryable, id: number, leaseToken: string, key: string): Promise<string | null | undefined> {
  const [row] = await db.query<{ previous: string | null }>(
    `WITH previous AS (SELECT id, attachment FROM jobs WHERE id = $1 FOR UPDATE)
     UPDATE jobs j SET attachment = $3 FROM previous p
      WHERE j.id = p.id AND j.status = 'running' AND j.lease_token = $2 AND j.lease_expires_at > now()
      RETURNING p.attachment AS previous`,
    [id, leaseToken, key],
  );
  return row ? row.previous : undefined;
}

/**
 * The part of a statement that finishes a job — $1 its id, $2 the lease token that must still
 * hold it, $3 its kind, $4 the summary's JSON (finishParams); an attachment uploaded before stays named by the row (attachToJob) — and counts
 * it for the worker that ran it: `done` holds the job's row (with its worker) when it was finished.
 * A kind's own finishing statement (queue/job-finished.ts) writes what the job changed beside it.
 */
export const FINISH_JOB_CTES = `done AS (
          UPDATE jobs SET status = 'done', result = $4::jsonb, finished_at = now(), lease_token = NULL, lease_expires_at = NULL
           WHERE id = $1::int AND status = 'running' AND lease_token = $2 AND kind = $3
           RETURNING ${ROW}, worker, extract(epoch FROM finished_at - started_at)::float8 AS run_seconds
        ), counted AS (
          UPDATE workers w SET jobs_done = w.jobs_done + 1 FROM done WHERE w.name = done.worker
        )`;

/**
 * What the finished job's statement returns: the job's row with its run time (FINISH_JOB_CTES's
 * `done`: a FinishedJobRow) — with `extra` columns (`, expression AS name`…) and more of the
 * statement's CTEs `joined`, for a kind's own finishing statement.
 */
export function finishedJob(extra = '', joined: string[] = []): string {
  return `SELECT ${ROW}, run_seconds${extra} FROM ${['done', ...joined].join(', ')}`;
}

const FINISH: PreparedStatement = { name: 'finish_job', sql: `WITH ${FINISH_JOB_CTES} ${finishedJob()}` };

/** The parameters $1–$4 of FINISH_JOB_CTES. */
export function finishParams(id: number, leaseToken: string, kind: JobKind, summary: unknown): (string | null)[] {
  // A judged design may print NUL; jsonb cannot hold it.
  const json = JSON.stringify(summary, (_key, value: unknown) => (typeof value === 'string' ? value.replaceAll('\0', '\uFFFD') : value));
  return [String(id), leaseToken, kind, json];
}

/**
 * Marks the job done with the kind's summary of its result (an attachment uploaded before stays
 * named by the row: attachToJob), if `leaseToken` still holds it and it is of `kind`, and counts it
 * for the worker that ran it (the queue tab's jobs done), in one statement. Returns the
 * job, or undefined when not (lease lost, another kind, no such job). The caller runs the kind's
 * "job finished" handler in the same transaction.
 */
export async function finishJob(
  db: Queryable,
  id: number,
  leaseToken: string,
  kind: JobKind,
  summary: unknown,
): Promise<FinishedJobRow | undefined> {
  const [row] = await runPrepared<FinishedJobRow>(db, FINISH, finishParams(id, leaseToken, kind, summary));
  return row;
}

/** Where a job stands, without its payload or result: what a waiting call polls. */
interface JobState {
  kind: JobKind;
  status: JobRow['status'];
  error: string | null;
  /** The key of the result's attachment (repos/job-attachments.ts), once done with one. */
  attachment: string | null;
  /** Once done: ms from its (first) claim to its report — the jail's start, compile and run, as the worker held it. */
  run_ms: number | null;
}

const JOB_STATE: PreparedStatement = {
  name: 'job_state',
  sql: `SELECT kind, status, error, attachment, (extract(epoch FROM finished_at - started_at) * 1000)::int AS run_ms
          FROM jobs WHERE id = $1::int`,
};

/**
 * A job's state. Waiting calls poll this several times a second: reading the whole row instead
 * (a 4 MiB project's payload each time) was most of what twelve waiting users cost the server.
 */
export async function jobState(db: Queryable, id: number): Promise<JobState | undefined> {
  const [row] = await runPrepared<JobState>(db, JOB_STATE, [String(id)]);
  return row;
}

/** A finished job's summary of its result, read once when the job is done. */
export async function jobResult(db: Queryable, id: number): Promise<unknown> {
  const [row] = await db.query<{ result: unknown }>('SELECT result FROM jobs WHERE id = $1', [id]);
  return row?.result ?? null;
}

/** A job's row without its payload (tests and diagnostics). */
export async function findJob(
  db: Queryable,
  id: number,
): Promise<(JobRow & { result: unknown; error: string | null; attachment: string | null }) | undefined> {
  const [row] = await db.query<JobRow & { result: unknown; error: string | null; attachment: string | null }>(
    `SELECT ${ROW}, result, error, attachment FROM jobs WHERE id = $1`,
    [id],
  );
  return row;
}

/**
 * Gives a job back: to the queue while attempts remain, else failed. `where` selects either
 * one job held by a lease token (a worker reporting failure) or every job whose lease expired.
 * An attachment uploaded by the attempt is no longer the job's (the next attempt uploads its own;
 * its chunks age out with deleteOldAttachments).
 */
export async function releaseJobs(
  db: Queryable,
  target: { id: number; leaseToken: string; error: string } | { expired: true },
): Promise<JobRow[]> {
  const [condition, params] =
    'expired' in target
      ? [`status = 'running' AND lease_expires_at < now()`, [] as unknown[]]
      : [`id = $2 AND status = 'running' AND lease_token = $3`, [target.id, target.leaseToken]];
  const error = 'expired' in target ? '租约过期：判题机没有按时续租' : target.error;
  return db.query<JobRow>(
    `UPDATE jobs SET status = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'queued' END,
            lease_token = NULL, lease_expires_at = NULL, worker = NULL, error = $1, attachment = NULL,
            finished_at = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN now() ELSE NULL END
      WHERE ${condition}
      RETURNING ${ROW}`,
    [error, ...params],
  );
}

/**
 * The interactive kinds as an SQL list literal (`'compile', 'simulate', 'convert'`), from the
 * registry: a literal, not a parameter, so that PostgreSQL matches the partial index
 * jobs_active_interactive_runs, whose predicate names the same kinds (job-kinds.test.ts compares them).
 * Kind names are plain identifiers of the registry, never input.
 */
const INTERACTIVE_SQL = INTERACTIVE_JOB_KINDS.map((name) => `'${name}'`).join(', ');

/**
 * Deletes finished jobs of every kind with a retention (JobKindDefinition.retentionSeconds: the
 * interactive runs) older than it, or than `keepSeconds` when given, and attachments as old
 * (theirs, and any a lost report left behind); returns how many jobs.
 */
export async function deleteExpiredJobs(db: Queryable, keepSeconds?: number): Promise<number> {
  let deleted = 0;
  let oldest = 0;
  for (const name of JOB_KIND_NAMES) {
    const retention = keepSeconds ?? JOB_KINDS[name].retentionSeconds;
    if (JOB_KINDS[name].retentionSeconds === null || retention === null) continue;
    // Only kinds with attachments say how long attachments live: a similarity check's day-long
    // row has none, and counting it kept an IDE run's waveform a day instead of an hour.
    if ('attachment' in JOB_KINDS[name]) oldest = Math.max(oldest, retention);
    const rows = await db.query(
      `DELETE FROM jobs WHERE kind = $1 AND status IN ('done', 'failed')
          AND COALESCE(finished_at, created_at) < now() - make_interval(secs => $2) RETURNING id`,
      [name, retention],
    );
    deleted += rows.length;
  }
  // Attachments belong to jobs with a retention only; with none of those in the registry there is nothing to age out.
  if (keepSeconds !== undefined || oldest > 0) await deleteOldAttachments(db, oldest);
  return deleted;
}

/** The user's queued or running interactive run (JobKindDefinition.interactive), if any: one at a time. */
export async function activeInteractiveRun(db: Queryable, userId: number): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM jobs WHERE user_id = $1 AND status IN ('queued', 'running') AND kind IN (${INTERACTIVE_SQL}) LIMIT 1`,
    [userId],
  );
  return row?.id;
}

/**
 * The kinds the database's CHECK constraint on jobs.kind admits, and the kinds the partial index
 * of active interactive runs names, read from the catalog: the registry must match both (tested
 * in job-kinds.test.ts; adding a kind takes a migration that widens them).
 */
export async function databaseJobKinds(db: Queryable): Promise<{ allowed: string[]; interactiveIndex: string[] }> {
  const [check] = await db.query<{ def: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
      WHERE c.conrelid = 'jobs'::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%kind%'`,
  );
  const [index] = await db.query<{ def: string }>(`SELECT pg_get_indexdef('jobs_active_interactive_runs'::regclass) AS def`);
  const quoted = (text: string | undefined) => [...(text ?? '').matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]!);
  const kindsOnly = (names: string[]) => names.filter((name) => !['queued', 'running', 'done', 'failed'].includes(name));
  return { allowed: quoted(check?.def), interactiveIndex: kindsOnly(quoted(index?.def)) };
}

/** Marks a job failed with `error` if no worker has claimed it yet; true when it did. */
export async function cancelQueuedJob(db: Queryable, id: number, error: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET status = 'failed', error = $2, finished_at = now() WHERE id = $1 AND status = 'queued' RETURNING id`,
    [id, error],
  );
  return rows.length > 0;
}
