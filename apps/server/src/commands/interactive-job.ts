/**
 * A job a user waits for at the screen — the IDE's compile and simulate, the converter's convert
 * and check: at most one per user at a time (a second is refused, not queued), queued and
 * answered with the worker's result once it reports (waitForJob), or withdrawn when no worker
 * claims it in time. Nothing of such a run is kept beyond its job row (deleted after an hour).
 */
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { activeInteractiveRun, cancelQueuedJob } from '../repos/jobs.ts';
import type { UserRow } from '../repos/users.ts';
import { waitForJob, type JobOutcome } from './judging.ts';

export type InteractiveKind = 'compile' | 'simulate' | 'convert';

/**
 * How long a call waits for a worker to claim its run, beyond the run's own limit. Why 30 s:
 * learners' runs are claimed before validations and users take turns, so a wait this long means
 * every worker is busy with other learners; the queued run is then withdrawn, so it cannot run
 * later for nobody.
 */
export const QUEUE_WAIT_MS = 30_000;

/**
 * Queues the user's run of `kind` with `enqueue` (which inserts the job of that kind for the user
 * and returns its id: enqueueJob with a payload, or enqueueIdeRun building it from the project)
 * unless one is already queued or running, then waits for its outcome.
 */
export async function runInteractiveJob<K extends InteractiveKind>(
  ctx: AppContext,
  user: UserRow,
  kind: K,
  enqueue: (tx: Queryable) => Promise<number>,
  runMs: number,
): Promise<JobOutcome<K>> {
  // The user's row lock makes "none running, so queue one" atomic against a second call racing it.
  const jobId = await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    if ((await activeInteractiveRun(tx, user.id)) !== undefined) throw new AppError('RUN_IN_PROGRESS');
    return enqueue(tx);
  });
  ctx.jobEvents.emit('queued');
  const outcome = await waitForJob(ctx, jobId, kind, runMs + QUEUE_WAIT_MS);
  if (!outcome) {
    await cancelQueuedJob(ctx.db, jobId, '等待判题机超时，已撤销');
    throw new AppError('WORKERS_BUSY');
  }
  return outcome;
}
