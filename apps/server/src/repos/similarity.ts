/**
 * The similarity checks of assignments' problems (issue 33): the `similarity` job's payload built
 * by the database (each class student's latest passing submission of the problem, the problem's
 * template and reference — codes never cross into JavaScript on the way to the queue), the check's
 * row with the pairs its job found, the pairs' submissions for the side-by-side, and the teacher's
 * "reviewed" marks (by pair of students, kept across checks).
 */
import { JOB_KINDS, SIMILARITY_MAX_SUBMISSIONS, type SimilarityCheckState, type SimilarityResult } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';

/**
 * Queues a similarity job for a problem of an assignment; returns the job's id. The payload is
 * built here from the rows: for each current student of the assignment's class, the latest
 * accepted submission of the problem (at most SIMILARITY_MAX_SUBMISSIONS, the roster's cap), and
 * the problem's template and its current revision's reference (a testbench-writing problem's
 * design) — what the check takes out of every fingerprint.
 */
export async function insertSimilarityJob(
  db: Queryable,
  job: { assignmentId: number; problemId: number; userId: number; requestId: string | null },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO jobs (kind, payload, priority, user_id, request_id)
     SELECT 'similarity', jsonb_build_object(
              'submissions', coalesce((
                SELECT jsonb_agg(jsonb_build_object('submission_id', latest.id, 'code', latest.code) ORDER BY latest.id)
                  FROM (SELECT DISTINCT ON (s.user_id) s.id, s.code
                          FROM submissions s
                          JOIN class_members m ON m.user_id = s.user_id
                          JOIN assignments a ON a.class_id = m.class_id
                         WHERE a.id = $1 AND s.problem_id = $2 AND s.verdict = 'accepted'
                         ORDER BY s.user_id, s.id DESC
                         LIMIT $6) latest), '[]'::jsonb),
              'excluded', jsonb_build_array(p.template,
                coalesce(r.judge_spec->>'reference', r.judge_spec->'testbench_task'->>'design', ''))),
            $3, $4, $5
       FROM problems p LEFT JOIN problem_revisions r ON r.id = p.current_revision_id
      WHERE p.id = $2
     RETURNING id`,
    [job.assignmentId, job.problemId, JOB_KINDS.similarity.priority, job.userId, job.requestId, SIMILARITY_MAX_SUBMISSIONS],
  );
  return row!.id;
}

export async function insertSimilarityCheck(
  db: Queryable,
  check: { assignmentId: number; problemId: number; jobId: number; startedBy: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO similarity_checks (assignment_id, problem_id, job_id, started_by) VALUES ($1, $2, $3, $4) RETURNING id`,
    [check.assignmentId, check.problemId, check.jobId, check.startedBy],
  );
  return row!.id;
}

/** The "job finished" work of a similarity job: its pairs into its check's row. */
export async function finishSimilarityCheck(db: Queryable, jobId: number, result: SimilarityResult): Promise<void> {
  await db.query(
    `UPDATE similarity_checks SET state = 'done', compared = $2, threshold = $3, pairs = $4::jsonb, more_pairs = $5, finished_at = now()
      WHERE job_id = $1`,
    [jobId, result.compared, result.threshold, JSON.stringify(result.pairs), result.more_pairs],
  );
}

export interface SimilarityCheckRow {
  id: number;
  state: SimilarityCheckState;
  compared: number | null;
  threshold: number | null;
  pairs: { a: number; b: number; score: number }[] | null;
  more_pairs: number;
  created_at: Date;
  finished_at: Date | null;
}

/**
 * The latest check of a problem of an assignment. Its state: done from its own row; else its
 * job's — queued or running — and failed when the job failed or is gone (a job's failure has no
 * handler of its kind: the check learns it here).
 */
export async function latestSimilarityCheck(
  db: Queryable,
  assignmentId: number,
  problemId: number,
): Promise<SimilarityCheckRow | undefined> {
  const [row] = await db.query<SimilarityCheckRow>(
    `SELECT c.id, CASE WHEN c.state = 'done' THEN 'done' WHEN j.status IN ('queued', 'running') THEN j.status ELSE 'failed' END AS state,
            c.compared, c.threshold, c.pairs, c.more_pairs, c.created_at, c.finished_at
       FROM similarity_checks c LEFT JOIN jobs j ON j.id = c.job_id
      WHERE c.assignment_id = $1 AND c.problem_id = $2
      ORDER BY c.id DESC LIMIT 1`,
    [assignmentId, problemId],
  );
  return row;
}

export interface PairSubmissionRow {
  id: number;
  user_id: number;
  username: string;
  created_at: Date;
}

/** The submissions of a check's pairs (their students, not their codes), by id. */
export async function pairSubmissions(db: Queryable, ids: number[]): Promise<Map<number, PairSubmissionRow>> {
  const rows = await db.query<PairSubmissionRow>(
    `SELECT s.id, s.user_id, u.username, s.created_at FROM submissions s JOIN users u ON u.id = s.user_id WHERE s.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export interface ReviewRow {
  user_a: number;
  user_b: number;
  reviewed_by: string;
  reviewed_at: Date;
}

/** The reviewed marks of a problem of an assignment. */
export async function similarityReviews(db: Queryable, assignmentId: number, problemId: number): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(
    `SELECT r.user_a, r.user_b, u.username AS reviewed_by, r.reviewed_at
       FROM similarity_reviews r JOIN users u ON u.id = r.reviewed_by
      WHERE r.assignment_id = $1 AND r.problem_id = $2`,
    [assignmentId, problemId],
  );
}

/** Marks a pair of students reviewed (again: the newest mark counts) or not; the pair in either order. */
export async function setSimilarityReview(
  db: Queryable,
  mark: { assignmentId: number; problemId: number; users: [number, number]; reviewedBy: number; reviewed: boolean },
): Promise<void> {
  const [userA, userB] = [Math.min(...mark.users), Math.max(...mark.users)];
  if (!mark.reviewed) {
    await db.query(`DELETE FROM similarity_reviews WHERE assignment_id = $1 AND problem_id = $2 AND user_a = $3 AND user_b = $4`, [
      mark.assignmentId,
      mark.problemId,
      userA,
      userB,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO similarity_reviews (assignment_id, problem_id, user_a, user_b, reviewed_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (assignment_id, problem_id, user_a, user_b) DO UPDATE SET reviewed_by = excluded.reviewed_by, reviewed_at = now()`,
    [mark.assignmentId, mark.problemId, userA, userB, mark.reviewedBy],
  );
}

/** How many of `userIds` are current students of the class. */
export async function countClassStudents(db: Queryable, classId: number, userIds: number[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM class_members WHERE class_id = $1 AND user_id = ANY($2::int[])`,
    [classId, userIds],
  );
  return row!.n;
}

/** Whether the problem is one of the assignment's. */
export async function isAssignedProblem(db: Queryable, assignmentId: number, problemId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM assignment_problems WHERE assignment_id = $1 AND problem_id = $2`, [assignmentId, problemId]);
  return rows.length > 0;
}
