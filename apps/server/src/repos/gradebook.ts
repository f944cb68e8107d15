/**
 * The gradebook's counters (migration 20: assignment_grades, one row per assignment, student and
 * problem with a judged submission in the assignment's window) and the reads of the teacher's
 * gradebook. A submission counts for an assignment when it was SUBMITTED (created_at) from
 * opens_at until due_at, or late_until when the assignment has a late window; system errors are
 * not the student's and count for nothing.
 *
 * Kept two ways that agree, both in SQL written once here:
 * - GRADE_JUDGEMENT_CTE, part of the statement that records a judgement (repos/submissions.ts): an
 *   upsert per open assignment of every class of the submitter that includes the problem. A row it
 *   inserts is computed from the student's earlier counted submissions plus this one, so a row is
 *   never partial; a row it finds gets this submission added (attempts + 1, earlier first pass,
 *   later last) — the increments of judgements racing on PostgreSQL all land.
 * - refreshGrades, before a gradebook read when the assignment's basis (times, problems, roster
 *   with join times) is not the one its rows were computed under: the rows recomputed from
 *   submissions in one statement. A problem added after students submitted, a student who joins
 *   late, a due time moved: the next read grades them as if they had always been so.
 */
import type { Verdict } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';
import { TEACHER_ASSIGNMENT } from './classes.ts';

/** Whether submission `s` counts for assignment `a`: judged, not a system error, submitted in its window. */
const COUNTED = (s: string, a: string) =>
  `${s}.status IN ('success', 'failed') AND ${s}.verdict <> 'system_error'
   AND ${s}.created_at >= ${a}.opens_at AND ${s}.created_at <= coalesce(${a}.late_until, ${a}.due_at)`;

/** The counters' columns aggregated over counted submissions `s` (the first pass by submit time, then id). */
const AGGREGATE = `count(*)::int AS attempts,
  (array_agg(s.id ORDER BY s.created_at, s.id) FILTER (WHERE s.status = 'success'))[1] AS first_pass_id,
  min(s.created_at) FILTER (WHERE s.status = 'success') AS first_pass_at,
  max(s.id) AS last_id,
  (array_agg(s.verdict ORDER BY s.id DESC))[1] AS last_verdict`;

/**
 * The CTE (named `graded`) that counts a judgement, for a statement whose CTE `recorded` returns
 * the judged submission's id, user_id, problem_id, status, verdict and created_at. Within the
 * statement the submission still reads as unjudged, so `prior` cannot count it twice.
 */
export const GRADE_JUDGEMENT_CTE = `graded AS (
  INSERT INTO assignment_grades AS g (assignment_id, user_id, problem_id, attempts, first_pass_id, first_pass_at, last_id, last_verdict)
  SELECT a.id, r.user_id, r.problem_id, prior.attempts + 1,
         CASE WHEN passes THEN r.id ELSE prior.first_pass_id END,
         CASE WHEN passes THEN r.created_at ELSE prior.first_pass_at END,
         CASE WHEN prior.last_id > r.id THEN prior.last_id ELSE r.id END,
         CASE WHEN prior.last_id > r.id THEN prior.last_verdict ELSE r.verdict END
    FROM recorded r
    JOIN class_members m ON m.user_id = r.user_id
    JOIN classes c ON c.id = m.class_id AND c.deleted_at IS NULL
    JOIN assignments a ON a.class_id = c.id AND r.created_at >= a.opens_at AND r.created_at <= coalesce(a.late_until, a.due_at)
    JOIN assignment_problems ap ON ap.assignment_id = a.id AND ap.problem_id = r.problem_id
    CROSS JOIN LATERAL (
      SELECT ${AGGREGATE} FROM submissions s
       WHERE s.user_id = r.user_id AND s.problem_id = r.problem_id AND s.id <> r.id AND ${COUNTED('s', 'a')}
    ) prior
    CROSS JOIN LATERAL (
      SELECT r.status = 'success' AND (prior.first_pass_at IS NULL OR (r.created_at, r.id) < (prior.first_pass_at, prior.first_pass_id)) AS passes
    ) p
   WHERE r.verdict <> 'system_error'
  ON CONFLICT (assignment_id, user_id, problem_id) DO UPDATE SET
    attempts = g.attempts + 1,
    first_pass_id = CASE WHEN EXCLUDED.first_pass_id IS NOT NULL AND (g.first_pass_at IS NULL OR (EXCLUDED.first_pass_at, EXCLUDED.first_pass_id) < (g.first_pass_at, g.first_pass_id))
                         THEN EXCLUDED.first_pass_id ELSE g.first_pass_id END,
    first_pass_at = CASE WHEN EXCLUDED.first_pass_id IS NOT NULL AND (g.first_pass_at IS NULL OR (EXCLUDED.first_pass_at, EXCLUDED.first_pass_id) < (g.first_pass_at, g.first_pass_id))
                         THEN EXCLUDED.first_pass_at ELSE g.first_pass_at END,
    last_id = greatest(g.last_id, EXCLUDED.last_id),
    last_verdict = CASE WHEN EXCLUDED.last_id > g.last_id THEN EXCLUDED.last_verdict ELSE g.last_verdict END,
    change = nextval('assignment_grades_change')
)`;

/** What the rows of assignment `a` are computed under: its window, its problems, its roster (a leave and re-join changes joined_at). */
const BASIS = (a: string) => `md5(concat_ws('|', ${a}.opens_at, ${a}.due_at, ${a}.late_until,
  (SELECT string_agg(ap.problem_id::text, ',' ORDER BY ap.problem_id) FROM assignment_problems ap WHERE ap.assignment_id = ${a}.id),
  (SELECT string_agg(m.user_id || '@' || m.joined_at, ',' ORDER BY m.user_id) FROM class_members m WHERE m.class_id = ${a}.class_id)))`;

export interface GradebookHead {
  id: number;
  class_id: number;
  class_name: string;
  teacher_id: number;
  title: string;
  opens_at: Date;
  due_at: Date;
  late_until: Date | null;
  late_penalty_percent: number;
  problems: { problem_id: number; title: string; position: number }[];
  /** The class's students as [user id, user name], by user name. */
  roster: [number, string][];
  /** Whether the counters were computed under the assignment's present basis. */
  fresh: boolean;
}

/** An assignment of a class that is not deleted, with its problems in order, its roster and whether its counters are fresh; one query. */
export async function gradebookHead(db: Queryable, assignmentId: number): Promise<GradebookHead | undefined> {
  const [row] = await db.query<GradebookHead>(
    `SELECT a.id, a.class_id, c.name AS class_name, c.teacher_id, a.title, a.opens_at, a.due_at, a.late_until, a.late_penalty_percent,
            coalesce((SELECT json_agg(json_build_object('problem_id', p.id, 'title', p.title, 'position', ap.position) ORDER BY ap.position, p.id)
                        FROM assignment_problems ap JOIN problems p ON p.id = ap.problem_id WHERE ap.assignment_id = a.id), '[]'::json) AS problems,
            coalesce((SELECT json_agg(json_build_array(m.user_id, u.username) ORDER BY lower(u.username), m.user_id)
                        FROM class_members m JOIN users u ON u.id = m.user_id WHERE m.class_id = a.class_id), '[]'::json) AS roster,
            coalesce((SELECT b.basis FROM assignment_grade_basis b WHERE b.assignment_id = a.id) = ${BASIS('a')}, false) AS fresh
       FROM assignments a JOIN classes c ON c.id = a.class_id AND c.deleted_at IS NULL
      WHERE a.id = $1`,
    [assignmentId],
  );
  return row;
}

/**
 * A fingerprint of everything assignment `assignmentId`'s gradebook is made of, in one query that
 * reads no submission: the assignment's and its class's fields, its problems (ids, order, titles),
 * the roster (ids, join times, user names) — which also covers the counters' basis — and the
 * counters' latest change mark (migration 23: every row written takes a new, larger one; rows are
 * deleted only by a recount, which follows a change of the basis), so no change to the answer
 * leaves it the same. Undefined unless the assignment is one of the teacher's (the access rule of
 * commands/class-access.ts, in the same query: the stamp is read on every view). Read BEFORE the answer it stamps: a judgement landing in
 * between makes the stamp older than the answer, never the answer older than the stamp.
 */
export async function gradebookStamp(db: Queryable, teacherId: number, assignmentId: number): Promise<string | undefined> {
  const [row] = await db.query<{ stamp: string }>(
    `SELECT md5(json_build_array(a.title, a.opens_at, a.due_at, a.late_until, a.late_penalty_percent, c.name,
              (SELECT json_agg(json_build_array(ap.problem_id, ap.position, p.title) ORDER BY ap.position, p.id)
                 FROM assignment_problems ap JOIN problems p ON p.id = ap.problem_id WHERE ap.assignment_id = a.id),
              (SELECT json_agg(json_build_array(m.user_id, m.joined_at, u.username) ORDER BY m.user_id)
                 FROM class_members m JOIN users u ON u.id = m.user_id WHERE m.class_id = a.class_id),
              (SELECT max(g.change) FROM assignment_grades g WHERE g.assignment_id = a.id))::text) AS stamp
       FROM assignments a JOIN classes c ON c.id = a.class_id
      WHERE ${TEACHER_ASSIGNMENT}`,
    [assignmentId, teacherId],
  );
  return row?.stamp;
}

/**
 * Recomputes assignment `assignmentId`'s counters from submissions and records the basis they were
 * computed under, in one transaction. The basis row's lock orders two refreshes; a judgement racing
 * a refresh either commits first (and is read by the recount) or waits on a recounted row and adds
 * itself to it (ON CONFLICT DO NOTHING here keeps a row such a judgement inserted whole).
 */
export async function refreshGrades(db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, assignmentId: number) {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO assignment_grade_basis (assignment_id, basis)
       SELECT a.id, ${BASIS('a')} FROM assignments a WHERE a.id = $1
       ON CONFLICT (assignment_id) DO UPDATE SET basis = EXCLUDED.basis, computed_at = now()`,
      [assignmentId],
    );
    await tx.query('DELETE FROM assignment_grades WHERE assignment_id = $1', [assignmentId]);
    await tx.query(
      `INSERT INTO assignment_grades (assignment_id, user_id, problem_id, attempts, first_pass_id, first_pass_at, last_id, last_verdict)
       SELECT a.id, s.user_id, s.problem_id, ${AGGREGATE}
         FROM assignments a
         JOIN class_members m ON m.class_id = a.class_id
         JOIN assignment_problems ap ON ap.assignment_id = a.id
         JOIN submissions s ON s.user_id = m.user_id AND s.problem_id = ap.problem_id AND ${COUNTED('s', 'a')}
        WHERE a.id = $1
        GROUP BY a.id, s.user_id, s.problem_id
       ON CONFLICT DO NOTHING`,
      [assignmentId],
    );
  });
}

/** One cell's counters as read for a view (GradeCells); cells where nothing counted have no row. */
export interface GradeRow {
  user_id: number;
  problem_id: number;
  attempts: number;
  first_pass_id: number | null;
  /** The first pass's submit time in ms since the epoch. */
  first_pass_ms: number | null;
  /** Submitted by the due time (compared in the database, at its microseconds). */
  on_time: boolean;
  last_id: number;
  last_verdict: Verdict;
}

/**
 * The counters of an assignment, for a view. Why as one text of comma-separated fields (numbers and
 * a verdict id, never free text): PGlite decodes a result row by row in JavaScript, and 2 000 rows
 * of 8 columns cost it ten times what one aggregated string does (bench/gradebook.ts).
 */
export async function gradeCells(db: Queryable, assignmentId: number): Promise<GradeRow[]> {
  const [row] = await db.query<{ cells: string | null }>(
    `SELECT string_agg(concat_ws(',', g.user_id, g.problem_id, g.attempts, coalesce(g.first_pass_id::text, ''),
              coalesce(floor(extract(epoch FROM g.first_pass_at) * 1000)::text, ''), coalesce(g.first_pass_at <= a.due_at, false)::int, g.last_id, g.last_verdict), ';') AS cells
       FROM assignment_grades g JOIN assignments a ON a.id = g.assignment_id
      WHERE g.assignment_id = $1`,
    [assignmentId],
  );
  if (!row?.cells) return [];
  return row.cells.split(';').map((cell) => {
    const [user, problem, attempts, firstPass, firstPassMs, onTime, last, verdict] = cell.split(',') as [string, ...string[]];
    return {
      user_id: Number(user),
      problem_id: Number(problem),
      attempts: Number(attempts),
      first_pass_id: firstPass ? Number(firstPass) : null,
      first_pass_ms: firstPassMs ? Number(firstPassMs) : null,
      on_time: onTime === '1',
      last_id: Number(last),
      last_verdict: verdict as Verdict,
    };
  });
}

/**
 * The counters of an assignment as a from-scratch count over submissions would make them — what
 * the tests compare the maintained rows with.
 */
export async function gradesFromScratch(db: Queryable, assignmentId: number) {
  return db.query<{
    user_id: number;
    problem_id: number;
    attempts: number;
    first_pass_id: number | null;
    last_id: number;
    last_verdict: string;
  }>(
    `SELECT s.user_id, s.problem_id, ${AGGREGATE}
       FROM assignments a
       JOIN class_members m ON m.class_id = a.class_id
       JOIN assignment_problems ap ON ap.assignment_id = a.id
       JOIN submissions s ON s.user_id = m.user_id AND s.problem_id = ap.problem_id AND ${COUNTED('s', 'a')}
      WHERE a.id = $1
      GROUP BY s.user_id, s.problem_id
      ORDER BY s.user_id, s.problem_id`,
    [assignmentId],
  );
}

/**
 * Submission `submissionId` when `teacherId` may read it: its student is in a (not deleted) class
 * of theirs that has an assignment including its problem, and it was submitted in that
 * assignment's window. Undefined otherwise — the caller answers as for a stranger's id.
 */
export async function submissionForTeacher(db: Queryable, submissionId: number, teacherId: number) {
  const [row] = await db.query<{ id: number; username: string; problem_title: string }>(
    `SELECT s.id, u.username, p.title AS problem_title
       FROM submissions s JOIN users u ON u.id = s.user_id JOIN problems p ON p.id = s.problem_id
      WHERE s.id = $1 AND EXISTS (
        SELECT 1 FROM classes c
          JOIN class_members m ON m.class_id = c.id AND m.user_id = s.user_id
          JOIN assignments a ON a.class_id = c.id
          JOIN assignment_problems ap ON ap.assignment_id = a.id AND ap.problem_id = s.problem_id
         WHERE c.teacher_id = $2 AND c.deleted_at IS NULL
           AND s.created_at >= a.opens_at AND s.created_at <= coalesce(a.late_until, a.due_at))`,
    [submissionId, teacherId],
  );
  return row;
}
