/**
 * Submitting and judging: a submission and its judge job are inserted in one transaction;
 * workers claim jobs by long poll, extend their lease, and report a verdict that is recorded
 * once, together with the submission's result. Expired leases go back to the queue; after the
 * last attempt the submission gets the system-error verdict.
 */
import crypto from 'node:crypto';
import { ClaimedJob, JOB_KINDS, summarizeResult, type JobKind, type JobSummary, type ReportBody } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { claimJob, extendLease, findJob, finishJob, LEASE_MS, releaseJobs, type JobRow } from '../repos/jobs.ts';
import { insertSubmissionWithJob, markQueued, recordSystemError } from '../repos/submissions.ts';
import { countWorkerJob } from '../repos/workers.ts';
import type { JobFinishedHandler } from './job-finished.ts';
import { enforceRateLimit } from './accounts.ts';

/** How often a waiting claim looks again for jobs queued by another server process. */
const CLAIM_POLL_MS = 500;

/**
 * Queues a judgement of `code`. Learners are held to the configured submission limit (rate_limits.submit);
 * admins are not: proving a bank or a fix submits many solutions at once.
 */
export async function submitSolution(
  ctx: AppContext,
  user: { id: number; is_admin: boolean },
  problemId: number,
  code: string,
): Promise<number> {
  if (!user.is_admin) await enforceRateLimit(ctx.db, 'submit', String(user.id));
  const id = await insertSubmissionWithJob(ctx.db, { userId: user.id, problemId, code });
  if (id === undefined) throw new AppError('PROBLEM_NOT_FOUND');
  ctx.jobEvents.emit('queued');
  return id;
}

async function failSubmissionsOf(tx: Queryable, jobs: JobRow[]) {
  for (const job of jobs) {
    if (job.submission_id === null) continue;
    if (job.status === 'failed') await recordSystemError(tx, job.submission_id, '系统错误：判题多次失败，请稍后重新提交');
    else await markQueued(tx, job.submission_id);
  }
}

/** Puts jobs whose lease expired back in the queue (or fails them after the last attempt). */
export async function requeueExpired(ctx: AppContext): Promise<number> {
  const released = await ctx.db.transaction(async (tx) => {
    const jobs = await releaseJobs(tx, { expired: true });
    await failSubmissionsOf(tx, jobs);
    return jobs;
  });
  if (released.some((j) => j.status === 'queued')) ctx.jobEvents.emit('queued');
  return released.length;
}

function claimOnce(ctx: AppContext, kinds: string[], worker: string) {
  return claimJob(ctx.db, kinds, worker, crypto.randomBytes(16).toString('hex'));
}

/** Claims a queued job; when there is none, jobs whose lease expired are put back first and it tries again. */
async function tryClaim(ctx: AppContext, kinds: string[], worker: string) {
  const job = await claimOnce(ctx, kinds, worker);
  if (job) return job;
  return (await requeueExpired(ctx)) > 0 ? claimOnce(ctx, kinds, worker) : undefined;
}

/**
 * A claimed job as the protocol sends it, its payload checked against its kind's schema (a payload
 * that does not parse is a bug in whoever queued it, and fails here rather than on a worker).
 */
function claimed(job: JobRow): ClaimedJob {
  return ClaimedJob.parse({ id: job.id, kind: job.kind, payload: job.payload, lease_token: job.lease_token, lease_ms: LEASE_MS });
}

/** Claims a job, waiting up to `waitMs` for one to be queued; `signal` ends the wait early. */
export async function claimNextJob(ctx: AppContext, kinds: string[], worker: string, waitMs: number, signal: AbortSignal) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const job = await tryClaim(ctx, kinds, worker);
    if (job) return claimed(job);
    const left = deadline - Date.now();
    if (left <= 0 || signal.aborted || ctx.shutdown.signal.aborted) return null;
    await pause(ctx, 'queued', Math.min(left, CLAIM_POLL_MS), signal);
    // Shutting down: answer "no job" without touching a database that is being closed.
    if (signal.aborted || ctx.shutdown.signal.aborted) return null;
  }
}

/** Waits for an in-process event, a timeout, or an abort (the caller's or the server's shutdown). */
function pause(ctx: AppContext, event: string, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      ctx.jobEvents.off(event, done);
      signal?.removeEventListener('abort', done);
      ctx.shutdown.signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    ctx.jobEvents.on(event, done);
    signal?.addEventListener('abort', done);
    ctx.shutdown.signal.addEventListener('abort', done);
  });
}

/** How often a waiting caller looks at the job table, for results reported to another server process. */
const RESULT_POLL_MS = 250;

/** How a job ended: its kind's summary of the result, or the error of its last failed attempt. */
export type JobOutcome<K extends JobKind> = { status: 'done'; result: JobSummary<K> } | { status: 'failed'; error: string };

/**
 * Waits until a job of `kind` is done or failed and returns how it ended — the result typed by the
 * kind — or undefined at the deadline (or when there is no such job of that kind). It reads the job
 * table, so it works whichever server process received the worker's report; a report to this
 * process wakes it at once. For calls that answer with a result (pack validation, later the IDE).
 */
export async function waitForJob<K extends JobKind>(
  ctx: AppContext,
  jobId: number,
  kind: K,
  timeoutMs: number,
): Promise<JobOutcome<K> | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await findJob(ctx.db, jobId);
    if (!job || job.kind !== kind) return undefined;
    if (job.status === 'done') return { status: 'done', result: JOB_KINDS[kind].summary.parse(job.result) as JobSummary<K> };
    if (job.status === 'failed') return { status: 'failed', error: job.error ?? '判题机出错' };
    const left = deadline - Date.now();
    if (left <= 0 || ctx.shutdown.signal.aborted) return undefined;
    await pause(ctx, 'finished', Math.min(left, RESULT_POLL_MS));
  }
}

export async function heartbeat(ctx: AppContext, jobId: number, leaseToken: string): Promise<void> {
  if (!(await extendLease(ctx.db, jobId, leaseToken))) throw new AppError('LEASE_LOST');
}

/**
 * Records a worker's result once: marks the job done with its kind's summary and runs the kind's
 * "job finished" handler, in one transaction. A repeated report of a finished job is acknowledged
 * again; a report of another kind than the job's is refused (JOB_KIND_MISMATCH), as is one whose
 * lease no longer holds the job (LEASE_LOST).
 */
export async function reportResult(ctx: AppContext, jobId: number, report: ReportBody): Promise<void> {
  const handler = ctx.jobHandlers[report.kind] as JobFinishedHandler<typeof report.kind>;
  const finished = await ctx.db.transaction(async (tx) => {
    const job = await finishJob(tx, jobId, report.lease_token, report.kind, summarizeResult(report.kind, report.result));
    if (job) {
      await handler(tx, job, report.result);
      await countWorkerJob(tx, job.id);
    }
    return job;
  });
  if (!finished) {
    const current = await findJob(ctx.db, jobId);
    if (current && current.kind !== report.kind) throw new AppError('JOB_KIND_MISMATCH');
    if (current?.status === 'done') return;
    throw new AppError('LEASE_LOST');
  }
  ctx.jobEvents.emit('finished', jobId);
}

export async function reportFailure(ctx: AppContext, jobId: number, leaseToken: string, error: string): Promise<void> {
  const released = await ctx.db.transaction(async (tx) => {
    const jobs = await releaseJobs(tx, { id: jobId, leaseToken, error });
    if (jobs.length === 0) {
      const current = await findJob(tx, jobId);
      if (current?.status === 'done' || current?.status === 'failed') return jobs;
      throw new AppError('LEASE_LOST');
    }
    await failSubmissionsOf(tx, jobs);
    return jobs;
  });
  if (released.some((j) => j.status === 'queued')) ctx.jobEvents.emit('queued');
}
