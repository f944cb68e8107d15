/**
 * The queue's engine, for every kind of the registry: workers claim jobs by long poll (fair across
 * users, repos/jobs.ts), extend their lease, and report a result that is recorded once, with the
 * kind's "job finished" handler (job-finished.ts) in the same transaction; callers wait for a
 * job's outcome (waitForJob; run-and-wait.ts queues and waits). Expired leases go back to the
 * queue; after the last attempt the job fails, and a judgement's submission gets the system-error
 * verdict.
 */
import crypto from 'node:crypto';
import { JOB_KINDS, summarizeResult, type JobKind, type JobSummary, type ReportBody } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { claimJob, extendLease, finishJob, jobResult, jobState, releaseJobs, type ClaimedRow, type JobRow } from '../repos/jobs.ts';
import { markQueued, recordSystemError } from '../repos/submissions.ts';
import { followUp } from './follow-ups.ts';
import type { JobFinishedHandler } from './job-finished.ts';
import { wakeClaimers } from './enqueue.ts';

/** How often a waiting claim looks again for jobs queued by another server process. */
const CLAIM_POLL_MS = 500;

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
  if (released.some((j) => j.status === 'queued')) wakeClaimers(ctx);
  return released.length;
}

function claimOnce(ctx: AppContext, kinds: string[], worker: string) {
  return claimJob(ctx.db, kinds, worker, crypto.randomBytes(16).toString('hex'), ctx.settings.jobLeaseMs);
}

/** Claims a queued job; when there is none, jobs whose lease expired are put back first and it tries again. */
async function tryClaim(ctx: AppContext, kinds: string[], worker: string) {
  const job = await claimOnce(ctx, kinds, worker);
  if (job) return job;
  return (await requeueExpired(ctx)) > 0 ? claimOnce(ctx, kinds, worker) : undefined;
}

/**
 * The claim's answer (the contract's ClaimResponse) as JSON text, with the job's payload spliced in
 * as the JSON it was stored as: neither parsed nor serialised again on the way through, which for
 * a 4 MiB IDE project was ~50 ms of the event loop per claim. The payload was checked against its
 * kind's schema when it was queued (enqueueJob; a judgement's is built from a checked revision).
 */
export function claimAnswerJson(job: ClaimedRow | null, leaseMs: number): string {
  if (!job) return JSON.stringify({ status: 'success', job: null });
  const head = JSON.stringify({ id: job.id, kind: job.kind, lease_token: job.lease_token, lease_ms: leaseMs, request_id: job.request_id });
  return `{"status":"success","job":${head.slice(0, -1)},"payload":${job.payload_json}}}`;
}

/** Claims a job, waiting up to `waitMs` for one to be queued; `signal` ends the wait early. */
export async function claimNextJob(
  ctx: AppContext,
  kinds: string[],
  worker: string,
  waitMs: number,
  signal: AbortSignal,
): Promise<ClaimedRow | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const job = await tryClaim(ctx, kinds, worker);
    if (job) return job;
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

/**
 * How a job ended: its kind's summary of the result and the key of the result's attachment (for
 * attachmentChunks; null when it has none), or the error of its last failed attempt.
 */
export type JobOutcome<K extends JobKind> =
  { status: 'done'; result: JobSummary<K>; attachment: string | null; runMs: number | null } | { status: 'failed'; error: string };

/**
 * Waits until a job of `kind` is done or failed and returns how it ended — the result typed by the
 * kind — or undefined at the deadline (or when there is no such job of that kind). It polls the
 * job's state only (jobState), reads the result once when it is done, and leaves the attachment to
 * the caller to stream; it reads the job table, so it works whichever server process received the
 * worker's report, and a report to this process wakes it at once. For calls that answer with a
 * result (pack validation, the IDE's runs, the converter).
 */
export async function waitForJob<K extends JobKind>(
  ctx: AppContext,
  jobId: number,
  kind: K,
  timeoutMs: number,
): Promise<JobOutcome<K> | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobState(ctx.db, jobId);
    if (!job || job.kind !== kind) return undefined;
    if (job.status === 'done') {
      const result = JOB_KINDS[kind].summary.parse(await jobResult(ctx.db, jobId)) as JobSummary<K>;
      return { status: 'done', result, attachment: job.attachment, runMs: job.run_ms };
    }
    if (job.status === 'failed') return { status: 'failed', error: job.error ?? '判题机出错' };
    const left = deadline - Date.now();
    if (left <= 0 || ctx.shutdown.signal.aborted) return undefined;
    await pause(ctx, 'finished', Math.min(left, RESULT_POLL_MS));
  }
}

export async function heartbeat(ctx: AppContext, jobId: number, leaseToken: string): Promise<void> {
  if (!(await extendLease(ctx.db, jobId, leaseToken, ctx.settings.jobLeaseMs))) throw new AppError('LEASE_LOST');
}

/**
 * Records a worker's result once: marks the job done with its kind's summary (the attachment the
 * worker uploaded before, if any, stays named by the row: attachments.ts) and runs the kind's "job
 * finished" handler, in one transaction — or the kind's one finishing statement (job-finished.ts).
 * A repeated report of a finished job is acknowledged again; a report of another kind than the
 * job's is refused (JOB_KIND_MISMATCH), as is one whose lease no longer holds the job (LEASE_LOST).
 */
export async function reportResult(ctx: AppContext, jobId: number, report: ReportBody): Promise<void> {
  const handler = ctx.jobHandlers[report.kind] as JobFinishedHandler<typeof report.kind>;
  const finishing = { id: jobId, leaseToken: report.lease_token, summary: summarizeResult(report.kind, report.result) };
  const finished =
    typeof handler === 'function'
      ? await ctx.db.transaction(async (tx) => {
          const job = await finishJob(tx, jobId, report.lease_token, report.kind, finishing.summary);
          if (job) await handler(tx, job, report.result);
          return job;
        })
      : await handler.finish(ctx.db, finishing, report.result);
  if (!finished) {
    const current = await jobState(ctx.db, jobId);
    if (current && current.kind !== report.kind) throw new AppError('JOB_KIND_MISMATCH');
    if (current?.status === 'done') return;
    throw new AppError('LEASE_LOST');
  }
  ctx.jobEvents.emit('finished', jobId);
  ctx.metrics.jobFinished(report.kind, outcomeOf(report), finished.run_seconds);
  // After the result is committed and announced: a verdict never waits for its follow-up.
  await followUp(ctx, report.kind, finished, report.result);
}

/** A report's outcome for the metrics: a judgement's (or validation's) verdict, an IDE run's or a conversion's status; a similarity check's `done`. */
function outcomeOf(report: ReportBody): string {
  if ('verdict' in report.result) return report.result.verdict;
  return 'status' in report.result ? report.result.status : 'done';
}

export async function reportFailure(ctx: AppContext, jobId: number, leaseToken: string, error: string): Promise<void> {
  const released = await ctx.db.transaction(async (tx) => {
    const jobs = await releaseJobs(tx, { id: jobId, leaseToken, error });
    if (jobs.length === 0) {
      const current = await jobState(tx, jobId);
      if (current?.status === 'done' || current?.status === 'failed') return jobs;
      throw new AppError('LEASE_LOST');
    }
    await failSubmissionsOf(tx, jobs);
    return jobs;
  });
  if (released.some((j) => j.status === 'queued')) wakeClaimers(ctx);
}
