/**
 * Submitting a solution (spec §7 Problems): the submission and its judge job are inserted in one
 * statement (repos/submissions.ts), then the queue's claims are woken; the worker's verdict is
 * recorded into the submission by the judge kind's "job finished" handler (queue/job-finished.ts).
 */
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { wakeClaimers } from '../queue/enqueue.ts';
import { currentRequestId } from '../http/request-scope.ts';
import { insertSubmissionWithJob } from '../repos/submissions.ts';
import { enforceRateLimit } from './accounts.ts';

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
  if (!user.is_admin) await enforceRateLimit(ctx, 'submit', String(user.id));
  const id = await insertSubmissionWithJob(ctx.db, { userId: user.id, problemId, code, requestId: currentRequestId() });
  if (id === undefined) throw new AppError('PROBLEM_NOT_FOUND');
  wakeClaimers(ctx);
  return id;
}
