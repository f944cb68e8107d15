/**
 * What the server does when a job of each kind finishes: one handler per kind of the contract's
 * job registry (packages/contracts/src/jobs.ts), all in this one table. A handler runs in the
 * transaction that marks the job done, so the job and what it changes are recorded together or
 * not at all — or, for a kind on every submission's path (a judgement), is a statement of its own
 * that marks the job done and writes what it changes at once: one round trip, no transaction. The
 * server refuses to start when a kind has no handler (checkJobHandlers).
 */
import { missingJobKinds, type JobKind, type JobResult, type JobSummary } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';
import type { FinishedJobRow, JobRow } from '../repos/jobs.ts';
import { finishCounterexample } from '../repos/counterexamples.ts';
import { finishSimilarityCheck } from '../repos/similarity.ts';
import { finishJudgement, verdictRecord } from '../repos/submissions.ts';

/** Work in the transaction that marks the job done (finishJob). */
type JobFinishedWork<K extends JobKind> = (tx: Queryable, job: JobRow, result: JobResult<K>) => Promise<void>;

/** The job to finish: held by `leaseToken`, done with the kind's summary. */
export interface Finishing<K extends JobKind> {
  id: number;
  leaseToken: string;
  summary: JobSummary<K>;
}

/**
 * One statement that marks the job done (as finishJob) and writes what it changes; returns the
 * job, or undefined when the lease no longer holds it or the job is of another kind (nothing written).
 */
interface JobFinishingStatement<K extends JobKind> {
  finish(db: Queryable, job: Finishing<K>, result: JobResult<K>): Promise<FinishedJobRow | undefined>;
}

export type JobFinishedHandler<K extends JobKind> = JobFinishedWork<K> | JobFinishingStatement<K>;
export type JobFinishedHandlers = { [K in JobKind]: JobFinishedHandler<K> };

export const JOB_FINISHED: JobFinishedHandlers = {
  /** The verdict, log, details and waveform go into the submission, the problem's counters follow: with the job, one statement. */
  judge: { finish: (db, job, result) => finishJudgement(db, job, verdictRecord(result)) },
  /** Nothing beyond the job row: the import waiting in waitForJob reads the summary kept there. */
  async validate() {},
  /** Nothing to store: the IDE's compile call waiting in waitForJob answers from the job row (the whole result). */
  async compile() {},
  /**
   * Likewise for a simulation: its log lives only in the job row's summary, its waveform only in
   * the row's attachment (uploaded by the worker before its report: queue/attachments.ts), both read by the call.
   */
  async simulate() {},
  /** Likewise for a conversion or a syntax check: the converter's call answers from the job row. */
  async convert() {},
  /**
   * Likewise for a synthesis: the call waiting for it answers from the job row and its attachment
   * (the netlist); a submission's report is stored by that call (commands/synthesis.ts), not here.
   */
  async synth() {},
  /** A similarity check's pairs go into its check's row (similarity_checks), with the job. */
  async similarity(tx, job, result) {
    await finishSimilarityCheck(tx, job.id, result);
  },
  /** A counterexample search's result goes into its submission's row (submission_counterexamples), with the job. */
  async counterexample(tx, job, result) {
    await finishCounterexample(tx, job.id, result);
  },
};

/** Throws, naming them, when kinds of the registry have no handler in `table`: the server must not start then. */
export function checkJobHandlers(table: Partial<Record<string, unknown>>): void {
  const missing = missingJobKinds(table);
  if (missing.length > 0) throw new Error(`任务类型没有“任务完成”处理程序，服务器无法启动：${missing.join(', ')}`);
}
