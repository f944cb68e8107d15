/**
 * The judge queue as the admin panel sees it (spec §7 Admin): workers and whether they are alive,
 * the depth per job kind, the oldest waiting job, the latest failures and the weak testbenches the
 * counterexample search found (issue 32) — and the one change an admin may make there, putting a
 * failed judgement back in the queue, recorded in the audit log in the same transaction.
 */
import { isRequeueable, WEAK_TESTBENCHES_SHOWN, WORKER_ALIVE_SECONDS, type JobKind, type QueueResponse } from '@veridojo/contracts';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { wakeClaimers } from '../queue/enqueue.ts';
import { shownCounterexample } from '../presenters/submission.ts';
import { recordAudit } from '../repos/admin-audit.ts';
import { weakTestbenches } from '../repos/counterexamples.ts';
import { listWorkers, oldestWaiting, queueDepth, recentFailures, requeueFailedJob } from '../repos/workers.ts';
import type { AdminActor } from './admin-users.ts';

export async function judgeQueue(ctx: AppContext): Promise<Omit<z.infer<typeof QueueResponse>, 'status'>> {
  const [workers, depth, oldest, failed, weak] = await Promise.all([
    listWorkers(ctx.db),
    queueDepth(ctx.db),
    oldestWaiting(ctx.db),
    recentFailures(ctx.db),
    weakTestbenches(ctx.db, WEAK_TESTBENCHES_SHOWN),
  ]);
  return {
    workers: workers.map((w) => ({
      name: w.name,
      version: w.version,
      kinds: w.kinds,
      last_seen_at: w.last_seen_at.toISOString(),
      alive: w.seconds_since <= WORKER_ALIVE_SECONDS,
      jobs_done: w.jobs_done,
    })),
    depth: depth.map((d) => ({ kind: d.kind as JobKind, queued: d.queued, running: d.running })),
    oldest_waiting: oldest
      ? {
          id: oldest.id,
          kind: oldest.kind as JobKind,
          created_at: oldest.created_at.toISOString(),
          waiting_seconds: oldest.waiting_seconds,
        }
      : null,
    failed: failed.map((f) => ({
      id: f.id,
      kind: f.kind as JobKind,
      error: f.error ?? '',
      attempts: f.attempts,
      submission_id: f.submission_id,
      username: f.username,
      finished_at: f.finished_at ? f.finished_at.toISOString() : null,
      requeueable: isRequeueable(f.kind),
    })),
    weak_testbenches: weak.map((w) => ({
      submission_id: w.submission_id,
      problem_id: w.problem_id,
      slug: w.slug,
      title: w.title,
      username: w.username,
      found_at: w.found_at.toISOString(),
      counterexample: shownCounterexample(w.result),
    })),
  };
}

/** Puts failed judgement `id` back in the queue; JOB_NOT_FOUND or JOB_NOT_REQUEUEABLE otherwise. */
export async function requeueJudgement(ctx: AppContext, actor: AdminActor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const outcome = await requeueFailedJob(tx, id);
    if (!outcome) throw new AppError('JOB_NOT_FOUND');
    if (!outcome.requeued) throw new AppError('JOB_NOT_REQUEUEABLE');
    await recordAudit(tx, { admin: actor.user, action: 'requeue_job', target: `job:${id}`, address: actor.address });
  });
  wakeClaimers(ctx);
}
