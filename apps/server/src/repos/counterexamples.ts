/**
 * submission_counterexamples (migration 22): the formal counterexample searched for a judged
 * submission — the follow-up job queued with its pending row in one statement, the search's result
 * written by the job's "job finished" handler, read back for the submission's detail and, for the
 * passed submissions a search proved wrong (weak testbenches), for the admins' judge queue view.
 */
import { JOB_KINDS, type CounterexampleResult, type CounterexampleStatus } from '@veridojo/contracts';
import { runPrepared, type PreparedStatement, type Queryable } from '../db/database.ts';

/** The verdicts a search follows: a wrong answer (for the learner) and a pass (a check of the testbench, for admins). */
export type SearchedVerdict = 'wrong_answer' | 'accepted';

const QUEUE_SEARCH: PreparedStatement = {
  name: 'queue_counterexample_search',
  // A bank problem's generated testbench (its judge specification has an interface, hence a
  // reference and the clock/reset facts), never searched twice; a pass only when it is the user's
  // first pass of the problem (one check of the testbench per learner and problem is enough).
  sql: `WITH s AS (
          SELECT s.id, s.user_id, s.code, rv.judge_spec
            FROM submissions s JOIN problem_revisions rv ON rv.id = s.revision_id
           WHERE s.id = $1::int AND s.verdict = $2::text AND rv.judge_spec ? 'interface'
             AND NOT EXISTS (SELECT 1 FROM submission_counterexamples c WHERE c.submission_id = s.id)
             AND ($2::text <> 'accepted' OR NOT EXISTS (
                   SELECT 1 FROM submissions o WHERE o.user_id = s.user_id AND o.problem_id = s.problem_id AND o.verdict = 'accepted' AND o.id < s.id))
        ), j AS (
          INSERT INTO jobs (kind, payload, user_id, priority, request_id)
          SELECT 'counterexample', jsonb_build_object('submission_id', s.id, 'code', s.code, 'spec', s.judge_spec), s.user_id, $3::int, $4::text
            FROM s RETURNING id
        )
        INSERT INTO submission_counterexamples (submission_id, job_id, verdict) SELECT $1::int, j.id, $2::text FROM j RETURNING job_id`,
};

/**
 * Queues the counterexample search of a judged submission with its pending row, in one statement
 * whose payload the database builds from the rows (the code and the revision's specification never
 * cross into JavaScript). Returns the job's id, or null when the submission is not searched.
 */
export async function queueCounterexampleSearch(
  db: Queryable,
  submissionId: number,
  verdict: SearchedVerdict,
  requestId: string | null,
): Promise<number | null> {
  const [row] = await runPrepared<{ job_id: number }>(db, QUEUE_SEARCH, [
    String(submissionId),
    verdict,
    String(JOB_KINDS.counterexample.priority),
    requestId,
  ]);
  return row?.job_id ?? null;
}

/** The search's result, with its job (the "job finished" handler's transaction). */
export async function finishCounterexample(db: Queryable, jobId: number, result: CounterexampleResult): Promise<void> {
  await db.query(
    `UPDATE submission_counterexamples SET status = $2, cycles = $3, result = $4::jsonb, finished_at = now() WHERE job_id = $1 AND status = 'pending'`,
    [jobId, result.status, result.cycles, JSON.stringify(result)],
  );
}

export interface CounterexampleRow {
  /** The submission's problem has a generated testbench: its wrong answers are searched. */
  searchable: boolean;
  /** The verdict the search followed (null: no search queued for the submission). */
  verdict: SearchedVerdict | null;
  /** The row's status; a pending one whose job failed or is gone reads as `unknown`. */
  status: CounterexampleStatus | 'pending' | null;
  result: CounterexampleResult | null;
}

/** The counterexample of a submission (all null when none was queued), or undefined for no such submission. */
export async function counterexampleOf(db: Queryable, submissionId: number): Promise<CounterexampleRow | undefined> {
  const [row] = await db.query<CounterexampleRow>(
    `SELECT rv.judge_spec ? 'interface' AS searchable, c.verdict,
            CASE WHEN c.status = 'pending' AND (j.id IS NULL OR j.status = 'failed') THEN 'unknown' ELSE c.status END AS status, c.result
       FROM submissions s JOIN problem_revisions rv ON rv.id = s.revision_id
       LEFT JOIN submission_counterexamples c ON c.submission_id = s.id LEFT JOIN jobs j ON j.id = c.job_id
      WHERE s.id = $1`,
    [submissionId],
  );
  return row;
}

/** A passed submission the search proved different from the reference: the problem's testbench missed it. */
export interface WeakTestbenchRow {
  submission_id: number;
  problem_id: number;
  slug: string;
  title: string;
  username: string;
  result: CounterexampleResult;
  found_at: Date;
}

/** The latest weak testbenches found (the admins' judge queue view), newest first. */
export async function weakTestbenches(db: Queryable, limit: number): Promise<WeakTestbenchRow[]> {
  return db.query<WeakTestbenchRow>(
    `SELECT c.submission_id, s.problem_id, p.slug, p.title, u.username, c.result, c.finished_at AS found_at
       FROM submission_counterexamples c
       JOIN submissions s ON s.id = c.submission_id JOIN problems p ON p.id = s.problem_id JOIN users u ON u.id = s.user_id
      WHERE c.verdict = 'accepted' AND c.status = 'found'
      ORDER BY c.finished_at DESC LIMIT $1`,
    [limit],
  );
}
