/**
 * Putting work in the queue: `enqueue` inserts a job of a registered kind and wakes the claims
 * waiting in this process (engine.ts, claimNextJob), so a worker long-polling here takes it at
 * once; claims in other server processes find it at their next poll (≤ 0.5 s). Every path that
 * makes a job claimable — a new job, a submission's judgement, a lease that expired, a failure
 * given back, an admin's requeue — ends in wakeClaimers, the only place that signals it.
 */
import type { JobKind, JobPayload } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { currentRequestId } from '../http/request-scope.ts';
import { enqueueJob } from '../repos/jobs.ts';

/**
 * What to queue: a payload, checked against its kind's schema (enqueueJob), or a statement that
 * builds the payload from rows in the database and returns the job's id (an IDE run's project:
 * its megabytes never cross into JavaScript, see enqueueIdeRun). `userId`: whose turn the job
 * takes in the queue (none: the system's, e.g. a pack's validation).
 */
export type JobRequest<K extends JobKind> =
  { kind: K; payload: JobPayload<K>; userId?: number } | { kind: K; userId?: number; insert: (tx: Queryable) => Promise<number> };

/**
 * Inserts the job of `request` with `db` (a transaction's handle, or the database), naming the
 * request being served (http/request-scope.ts); returns its id. Wakes nobody.
 */
export function insertJob<K extends JobKind>(db: Queryable, request: JobRequest<K>): Promise<number> {
  if ('insert' in request) return request.insert(db);
  return enqueueJob(db, {
    kind: request.kind,
    payload: request.payload,
    ...(request.userId === undefined ? {} : { userId: request.userId }),
    requestId: currentRequestId(),
  });
}

/** Tells the claims waiting in this process that a job may be claimable now. */
export function wakeClaimers(ctx: AppContext): void {
  ctx.jobEvents.emit('queued');
}

/** Queues a job and wakes the waiting claims; returns its id. */
export async function enqueue<K extends JobKind>(ctx: AppContext, request: JobRequest<K>): Promise<number> {
  const id = await insertJob(ctx.db, request);
  wakeClaimers(ctx);
  return id;
}
