/**
 * The classes, class_members, assignments and assignment_problems tables (migration 18): small
 * functions that take a Queryable. A deleted class (deleted_at set) is found by none of them but
 * the exemption's and the roster's own look-ups say so where it matters: it is gone for everyone.
 */
import type { Queryable } from '../db/database.ts';

export interface ClassRow {
  id: number;
  teacher_id: number;
  name: string;
  term: string;
  description: string;
  join_code: string;
  join_open: boolean;
  created_at: Date;
}

/** A class with the counts its teacher's list shows. */
export interface TeacherClassRow extends ClassRow {
  student_count: number;
  assignment_count: number;
}

const CLASS_COLUMNS = 'c.id, c.teacher_id, c.name, c.term, c.description, c.join_code, c.join_open, c.created_at';
const COUNTS = `(SELECT count(*)::int FROM class_members m WHERE m.class_id = c.id) AS student_count,
                (SELECT count(*)::int FROM assignments a WHERE a.class_id = c.id) AS assignment_count`;

/** A teacher's class that is not deleted, with its counts; FOR UPDATE locks it for a change. */
export async function findTeacherClass(
  db: Queryable,
  teacherId: number,
  classId: number,
  lock = false,
): Promise<TeacherClassRow | undefined> {
  const [row] = await db.query<TeacherClassRow>(
    `SELECT ${CLASS_COLUMNS}, ${COUNTS} FROM classes c
      WHERE c.id = $1 AND c.teacher_id = $2 AND c.deleted_at IS NULL${lock ? ' FOR UPDATE OF c' : ''}`,
    [classId, teacherId],
  );
  return row;
}

export async function listTeacherClasses(db: Queryable, teacherId: number): Promise<TeacherClassRow[]> {
  return db.query<TeacherClassRow>(
    `SELECT ${CLASS_COLUMNS}, ${COUNTS} FROM classes c WHERE c.teacher_id = $1 AND c.deleted_at IS NULL ORDER BY c.id DESC`,
    [teacherId],
  );
}

export async function countTeacherClasses(db: Queryable, teacherId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM classes WHERE teacher_id = $1 AND deleted_at IS NULL', [
    teacherId,
  ]);
  return row!.n;
}

export async function insertClass(
  db: Queryable,
  c: { teacherId: number; name: string; term: string; description: string; joinCode: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO classes (teacher_id, name, term, description, join_code) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [c.teacherId, c.name, c.term, c.description, c.joinCode],
  );
  return row!.id;
}

export async function updateClass(
  db: Queryable,
  id: number,
  c: { name: string; term: string; description: string; join_open: boolean },
): Promise<void> {
  await db.query('UPDATE classes SET name = $2, term = $3, description = $4, join_open = $5, updated_at = now() WHERE id = $1', [
    id,
    c.name,
    c.term,
    c.description,
    c.join_open,
  ]);
}

export async function setJoinCode(db: Queryable, id: number, code: string): Promise<void> {
  await db.query('UPDATE classes SET join_code = $2, updated_at = now() WHERE id = $1', [id, code]);
}

/** Hides the class from everyone; its roster and assignments stay (a deleted class is never shown again). */
export async function markClassDeleted(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE classes SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
}

/** The class a join code names (not deleted), locked so its roster's size is counted once per join. */
export async function lockClassByCode(db: Queryable, code: string): Promise<ClassRow | undefined> {
  const [row] = await db.query<ClassRow>(
    `SELECT ${CLASS_COLUMNS} FROM classes c WHERE c.join_code = $1 AND c.deleted_at IS NULL FOR UPDATE`,
    [code],
  );
  return row;
}

/* ---- Rosters ---- */

export interface RosterRow {
  user_id: number;
  username: string;
  joined_at: Date;
}

export async function roster(db: Queryable, classId: number): Promise<RosterRow[]> {
  return db.query<RosterRow>(
    `SELECT m.user_id, u.username, m.joined_at FROM class_members m JOIN users u ON u.id = m.user_id
      WHERE m.class_id = $1 ORDER BY m.joined_at, m.user_id`,
    [classId],
  );
}

export async function countMembers(db: Queryable, classId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM class_members WHERE class_id = $1', [classId]);
  return row!.n;
}

/** Adds the student; false when they already were a member. */
export async function addMember(db: Queryable, classId: number, userId: number): Promise<boolean> {
  const rows = await db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id', [
    classId,
    userId,
  ]);
  return rows.length > 0;
}

/** Removes the student; false when they were no member. */
export async function removeMember(db: Queryable, classId: number, userId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM class_members WHERE class_id = $1 AND user_id = $2 RETURNING user_id', [classId, userId]);
  return rows.length > 0;
}

/* ---- Assignments ---- */

export interface AssignmentRow {
  id: number;
  class_id: number;
  title: string;
  note: string;
  opens_at: Date;
  due_at: Date;
  late_until: Date | null;
  late_penalty_percent: number;
  created_at: Date;
  updated_at: Date;
}

const ASSIGNMENT_COLUMNS =
  'a.id, a.class_id, a.title, a.note, a.opens_at, a.due_at, a.late_until, a.late_penalty_percent, a.created_at, a.updated_at';

export interface AssignmentFields {
  title: string;
  note: string;
  opensAt: Date;
  dueAt: Date;
  lateUntil: Date | null;
  latePenaltyPercent: number;
}

/** An assignment of a teacher's class that is not deleted, with its class; FOR UPDATE locks it for a change. */
/**
 * Assignment $1 is one of teacher $2's, in a class not deleted (aliases `a` for assignments and `c`
 * for its class): the rule of commands/class-access.ts teacherAssignment, written once for the
 * queries that apply it.
 */
export const TEACHER_ASSIGNMENT = 'a.id = $1 AND c.teacher_id = $2 AND c.deleted_at IS NULL';

export async function findTeacherAssignment(
  db: Queryable,
  teacherId: number,
  assignmentId: number,
  lock = false,
): Promise<(AssignmentRow & { class_name: string }) | undefined> {
  const [row] = await db.query<AssignmentRow & { class_name: string }>(
    `SELECT ${ASSIGNMENT_COLUMNS}, c.name AS class_name FROM assignments a JOIN classes c ON c.id = a.class_id
      WHERE ${TEACHER_ASSIGNMENT}${lock ? ' FOR UPDATE OF a' : ''}`,
    [assignmentId, teacherId],
  );
  return row;
}

/** A class's assignments by due time, each with its number of problems. */
export async function classAssignments(db: Queryable, classId: number): Promise<(AssignmentRow & { problem_count: number })[]> {
  return db.query<AssignmentRow & { problem_count: number }>(
    `SELECT ${ASSIGNMENT_COLUMNS}, (SELECT count(*)::int FROM assignment_problems ap WHERE ap.assignment_id = a.id) AS problem_count
       FROM assignments a WHERE a.class_id = $1 ORDER BY a.due_at, a.id`,
    [classId],
  );
}

export async function countAssignments(db: Queryable, classId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM assignments WHERE class_id = $1', [classId]);
  return row!.n;
}

export async function insertAssignment(db: Queryable, classId: number, a: AssignmentFields): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO assignments (class_id, title, note, opens_at, due_at, late_until, late_penalty_percent)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [classId, a.title, a.note, a.opensAt, a.dueAt, a.lateUntil, a.latePenaltyPercent],
  );
  return row!.id;
}

export async function updateAssignment(db: Queryable, id: number, a: AssignmentFields): Promise<void> {
  await db.query(
    `UPDATE assignments SET title = $2, note = $3, opens_at = $4, due_at = $5, late_until = $6, late_penalty_percent = $7, updated_at = now()
      WHERE id = $1`,
    [id, a.title, a.note, a.opensAt, a.dueAt, a.lateUntil, a.latePenaltyPercent],
  );
}

export async function deleteAssignment(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM assignments WHERE id = $1', [id]);
}

/**
 * Sets an assignment's problems to `problemIds` in that order: the rows of problems that stay are
 * updated in place (their place only), the others deleted or inserted — results live with the
 * student's submissions, never in these rows, so a problem that stays keeps them.
 */
export async function setAssignmentProblems(db: Queryable, assignmentId: number, problemIds: number[]): Promise<void> {
  await db.query('DELETE FROM assignment_problems WHERE assignment_id = $1 AND NOT (problem_id = ANY($2::int[]))', [
    assignmentId,
    problemIds,
  ]);
  await db.query(
    `INSERT INTO assignment_problems (assignment_id, problem_id, position)
     SELECT $1, t.problem_id, t.position::int FROM unnest($2::int[]) WITH ORDINALITY AS t (problem_id, position)
     ON CONFLICT (assignment_id, problem_id) DO UPDATE SET position = EXCLUDED.position`,
    [assignmentId, problemIds],
  );
}

/** Of `ids`, those naming a problem students can open (not deleted). */
export async function visibleProblemIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT id FROM problems WHERE id = ANY($1::int[]) AND NOT hidden', [ids]);
  return new Set(rows.map((r) => r.id));
}

export interface AssignedProblemRow {
  assignment_id: number;
  problem_id: number;
  position: number;
  title: string;
}

/** The problems of the given assignments, in their order. */
export async function assignedProblems(db: Queryable, assignmentIds: number[]): Promise<AssignedProblemRow[]> {
  return db.query<AssignedProblemRow>(
    `SELECT ap.assignment_id, ap.problem_id, ap.position, p.title FROM assignment_problems ap JOIN problems p ON p.id = ap.problem_id
      WHERE ap.assignment_id = ANY($1::int[]) ORDER BY ap.assignment_id, ap.position`,
    [assignmentIds],
  );
}

/* ---- The student's side ---- */

export interface MemberClassRow {
  id: number;
  name: string;
  term: string;
  description: string;
  teacher: string;
  joined_at: Date;
}

/** The classes the student is in (not deleted), the latest joined first; or the one class `classId`. */
export async function memberClasses(db: Queryable, userId: number, classId: number | null = null): Promise<MemberClassRow[]> {
  return db.query<MemberClassRow>(
    `SELECT c.id, c.name, c.term, c.description, u.username AS teacher, m.joined_at
       FROM class_members m JOIN classes c ON c.id = m.class_id JOIN users u ON u.id = c.teacher_id
      WHERE m.user_id = $1 AND c.deleted_at IS NULL AND ($2::int IS NULL OR c.id = $2)
      ORDER BY m.joined_at DESC, c.id DESC`,
    [userId, classId],
  );
}

/** The assignments of the given classes by due time. */
export async function assignmentsOfClasses(db: Queryable, classIds: number[]): Promise<AssignmentRow[]> {
  return db.query<AssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS} FROM assignments a WHERE a.class_id = ANY($1::int[]) ORDER BY a.due_at, a.id`,
    [classIds],
  );
}

export interface WindowProgressRow {
  assignment_id: number;
  problem_id: number;
  submissions: number;
  pending: boolean;
  first_passed_at: Date | null;
}

/**
 * The student's own submissions to each problem of the given assignments, counted in the
 * assignment's window — from opens_at until it closes (late_until, else due_at) — by the time
 * each was submitted (created_at), so one judged after the due time still counts as on time.
 */
export async function windowProgress(db: Queryable, userId: number, assignmentIds: number[]): Promise<WindowProgressRow[]> {
  return db.query<WindowProgressRow>(
    `SELECT ap.assignment_id, ap.problem_id, count(*)::int AS submissions,
            bool_or(s.status IN ('queued', 'running')) AS pending,
            min(s.created_at) FILTER (WHERE s.status = 'success') AS first_passed_at
       FROM assignments a
       JOIN assignment_problems ap ON ap.assignment_id = a.id
       JOIN submissions s ON s.user_id = $1 AND s.problem_id = ap.problem_id
                         AND s.created_at >= a.opens_at AND s.created_at < coalesce(a.late_until, a.due_at)
      WHERE a.id = ANY($2::int[])
      GROUP BY ap.assignment_id, ap.problem_id`,
    [userId, assignmentIds],
  );
}

/**
 * Of the problems the caller might open beyond the free limit, those assigned to them now: in an
 * assignment of a class they are in (not deleted) that is open at `now` (opens_at ≤ now <
 * late_until, else due_at). `problemId` narrows it to one problem.
 */
export async function openAssignedProblems(
  db: Queryable,
  userId: number,
  now: Date,
  problemId: number | null = null,
): Promise<Set<number>> {
  const rows = await db.query<{ problem_id: number }>(
    `SELECT DISTINCT ap.problem_id
       FROM class_members m
       JOIN classes c ON c.id = m.class_id AND c.deleted_at IS NULL
       JOIN assignments a ON a.class_id = c.id
       JOIN assignment_problems ap ON ap.assignment_id = a.id
      WHERE m.user_id = $1 AND a.opens_at <= $2 AND $2 < coalesce(a.late_until, a.due_at)
        AND ($3::int IS NULL OR ap.problem_id = $3)`,
    [userId, now, problemId],
  );
  return new Set(rows.map((r) => r.problem_id));
}
