/**
 * What the server queues after a job of a kind is recorded — outside the statement or transaction
 * that records it, so the recorded result (a verdict) is committed and announced first and never
 * waits for its follow-up. Today one: a bank submission's judgement is followed by the formal
 * counterexample search (issue 32, decision 0007) — for a wrong answer, to show the learner the
 * shortest input sequence that proves it; for a user's first pass of the problem, to check the
 * problem's testbench (a difference found is a weak testbench, for admins only).
 */
import type { JobKind, JobResult, Verdict } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { currentRequestId } from '../http/request-scope.ts';
import { queueCounterexampleSearch, type SearchedVerdict } from '../repos/counterexamples.ts';
import type { FinishedJobRow } from '../repos/jobs.ts';
import { wakeClaimers } from './enqueue.ts';

type FollowUp<K extends JobKind> = (ctx: AppContext, job: FinishedJobRow, result: JobResult<K>) => Promise<void>;

/** The verdicts a counterexample search follows (repos/counterexamples.ts says which submissions of them). */
const SEARCHED: ReadonlySet<Verdict> = new Set<SearchedVerdict>(['wrong_answer', 'accepted']);

export const FOLLOW_UPS: { [K in JobKind]?: FollowUp<K> } = {
  async judge(ctx, job, result) {
    if (job.submission_id === null || !SEARCHED.has(result.verdict)) return;
    // A pass is searched only when it is the user's first (the finishing statement says so): no statement for the others.
    if (result.verdict === 'accepted' && job.first_pass !== true) return;
    const queued = await queueCounterexampleSearch(ctx.db, job.submission_id, result.verdict as SearchedVerdict, currentRequestId());
    if (queued !== null) wakeClaimers(ctx);
  },
};

/**
 * Runs the follow-up of a recorded job, if its kind has one. A failure is logged, never thrown: the
 * result it follows is recorded, and the worker's report must not be retried for it.
 */
export async function followUp<K extends JobKind>(ctx: AppContext, kind: K, job: FinishedJobRow, result: JobResult<K>): Promise<void> {
  const work = FOLLOW_UPS[kind] as FollowUp<K> | undefined;
  if (!work) return;
  try {
    await work(ctx, job, result);
  } catch (error) {
    ctx.log.error({ err: error, job: job.id, kind }, 'follow-up job not queued');
  }
}
