/**
 * A job whose caller waits for its result: the IDE's compile and simulate, the converter's
 * convert and check, a pack's validation. runAndWait queues it (enqueue.ts), waits for its
 * outcome (engine.ts, waitForJob) and, when no worker finished it in time, withdraws it if still
 * queued — so it cannot run later for nobody. The registry decides the rest: an interactive kind
 * (JobKindDefinition.interactive — a user waits at the screen) runs at most one per user at a
 * time, a second refused (RUN_IN_PROGRESS), not queued; its row is deleted after its retention.
 */
import { JOB_KINDS, type JobKind } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { activeInteractiveRun, cancelQueuedJob } from '../repos/jobs.ts';
import { lockUser } from '../repos/users.ts';
import { waitForJob, type JobOutcome } from './engine.ts';
import { insertJob, wakeClaimers, type JobRequest } from './enqueue.ts';

/**
 * How long an interactive call waits for a worker to claim its run, beyond the run's own limit.
 * Why 30 s: learners' runs are claimed before validations and users take turns, so a wait this
 * long means every worker is busy with other learners.
 */
const QUEUE_WAIT_MS = 30_000;

/** The job was not finished within the caller's time and was withdrawn (if no worker had claimed it). */
interface TimedOut {
  status: 'timeout';
}

/** The error a withdrawn job keeps, as the admin's list of failed jobs shows it. */
const WITHDRAWN = '等待判题机超时，已撤销';

/**
 * Queues the job of `request`, waits up to `withinMs` for its outcome, and withdraws it when it did
 * not come. An interactive kind needs the user (`request.userId`): RUN_IN_PROGRESS when that user
 * already has one queued or running.
 */
export async function runAndWait<K extends JobKind>(
  ctx: AppContext,
  request: JobRequest<K>,
  withinMs: number,
): Promise<JobOutcome<K> | TimedOut> {
  const jobId = JOB_KINDS[request.kind].interactive
    ? await ctx.db.transaction(async (tx) => {
        const userId = request.userId;
        if (userId === undefined) throw new Error(`an interactive job (${request.kind}) needs the user who waits for it`);
        // The user's row lock makes "none running, so queue one" atomic against a second call racing it.
        await lockUser(tx, userId);
        if ((await activeInteractiveRun(tx, userId)) !== undefined) throw new AppError('RUN_IN_PROGRESS');
        return insertJob(tx, request);
      })
    : await insertJob(ctx.db, request);
  wakeClaimers(ctx);
  const outcome = await waitForJob(ctx, jobId, request.kind, withinMs);
  if (outcome) return outcome;
  await cancelQueuedJob(ctx.db, jobId, WITHDRAWN);
  return { status: 'timeout' };
}

/**
 * An interactive run for a user at the screen: `runMs` is the run's own limit, QUEUE_WAIT_MS is
 * added for the queue; WORKERS_BUSY when no worker finished it in that time.
 */
export async function runForUser<K extends JobKind>(ctx: AppContext, request: JobRequest<K>, runMs: number): Promise<JobOutcome<K>> {
  const outcome = await runAndWait(ctx, request, runMs + QUEUE_WAIT_MS);
  if (outcome.status === 'timeout') throw new AppError('WORKERS_BUSY');
  return outcome;
}
