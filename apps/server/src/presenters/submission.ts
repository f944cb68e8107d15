/**
 * What a learner sees of a submission: status, verdict with its Chinese label, mismatch details;
 * and (the detail call) its formal counterexample when the judgement was a wrong answer.
 */
import { VERDICT_LABELS, type CounterexampleResult, type SubmissionCounterexample } from '@veridojo/contracts';
import type { CounterexampleRow } from '../repos/counterexamples.ts';
import type { SubmissionRow } from '../repos/submissions.ts';

/**
 * Why 30 s: the search is queued right after the verdict is recorded (queue/follow-ups.ts), within
 * milliseconds; a reader that comes in between sees it pending rather than absent. Past this, a wrong
 * answer without a row was judged before searches existed (or its queueing failed): nothing to show.
 */
const QUEUEING_GRACE_MS = 30_000;

/** Whether a submission's verdict has a counterexample to show its learner: a wrong answer's only. */
export function showsCounterexample(row: Pick<SubmissionRow, 'verdict'>): boolean {
  return row.verdict === 'wrong_answer';
}

/**
 * A submission's counterexample as its learner may see it: only a wrong answer's (a pass's search
 * checks the testbench, for admins); never an unknown one (a solver timeout says nothing); pending
 * while the search runs. Never the reference's code: the steps hold port values only.
 */
export function presentCounterexample(
  row: SubmissionRow,
  found: CounterexampleRow | undefined,
  now: Date,
): SubmissionCounterexample | null {
  if (!showsCounterexample(row) || !found?.searchable) return null;
  const pending: SubmissionCounterexample = {
    status: 'pending',
    sequential: false,
    depth: 0,
    cycles: null,
    inputs: [],
    outputs: [],
    steps: [],
    differing: [],
    message: '正在用形式化方法搜索最短反例…',
  };
  if (found.status === null) {
    const recent = row.finished_at !== null && now.getTime() - row.finished_at.getTime() < QUEUEING_GRACE_MS;
    return recent ? pending : null;
  }
  if (found.verdict !== 'wrong_answer' || found.status === 'unknown') return null;
  if (found.status === 'pending' || found.result === null) return pending;
  return shownCounterexample(found.result);
}

/** A finished search as the table shows it (the learner's wrong answer; an admin's weak testbench). */
export function shownCounterexample(r: CounterexampleResult): SubmissionCounterexample {
  return {
    status: r.status === 'unknown' ? 'none' : r.status,
    sequential: r.sequential,
    depth: r.depth,
    cycles: r.cycles,
    inputs: r.inputs,
    outputs: r.outputs,
    steps: r.steps,
    differing: r.differing,
    message: r.message,
  };
}

export function presentSubmission(row: SubmissionRow) {
  return {
    submission_id: row.id,
    problem_id: row.problem_id,
    status: row.status,
    error_code: row.status === 'failed' ? row.verdict : null,
    verdict: row.verdict,
    verdict_label: row.verdict ? VERDICT_LABELS[row.verdict] : null,
    mismatches: row.mismatches,
    samples: row.samples,
    details: row.details,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
  };
}
