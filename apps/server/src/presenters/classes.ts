/**
 * What teachers and students see of classes and assignments. A student never sees a class's
 * join code or its roster; times are ISO instants; phases and time left are as of `now`.
 */
import {
  assignmentPhase,
  type MyAssignment,
  type MyAssignmentProblem,
  type MyClass,
  type RosterStudent,
  type TeacherAssignment,
  type TeacherAssignmentSummary,
  type TeacherClass,
} from '@veridojo/contracts';
import type { AssignedProblemRow, AssignmentRow, MemberClassRow, RosterRow, TeacherClassRow, WindowProgressRow } from '../repos/classes.ts';

export function presentTeacherClass(row: TeacherClassRow): TeacherClass {
  return {
    id: row.id,
    name: row.name,
    term: row.term,
    description: row.description,
    join_code: row.join_code,
    join_open: row.join_open,
    student_count: row.student_count,
    assignment_count: row.assignment_count,
    created_at: row.created_at.toISOString(),
  };
}

export function presentRosterStudent(row: RosterRow): RosterStudent {
  return { user_id: row.user_id, username: row.username, joined_at: row.joined_at.toISOString() };
}

function times(a: AssignmentRow) {
  return {
    opens_at: a.opens_at.toISOString(),
    due_at: a.due_at.toISOString(),
    late_until: a.late_until ? a.late_until.toISOString() : null,
    late_penalty_percent: a.late_penalty_percent,
  };
}

export function presentAssignmentSummary(a: AssignmentRow & { problem_count: number }, now: Date): TeacherAssignmentSummary {
  return { id: a.id, title: a.title, ...times(a), phase: assignmentPhase(a, now).phase, problem_count: a.problem_count };
}

export function presentTeacherAssignment(
  a: AssignmentRow & { class_name: string },
  problems: AssignedProblemRow[],
  now: Date,
): TeacherAssignment {
  return {
    id: a.id,
    class_id: a.class_id,
    class_name: a.class_name,
    title: a.title,
    note: a.note,
    ...times(a),
    phase: assignmentPhase(a, now).phase,
    problems: problems.map((p) => ({ problem_id: p.problem_id, title: p.title, position: p.position })),
    created_at: a.created_at.toISOString(),
    updated_at: a.updated_at.toISOString(),
  };
}

function problemState(a: AssignmentRow, p: AssignedProblemRow, progress: WindowProgressRow | undefined): MyAssignmentProblem {
  const passedAt = progress?.first_passed_at ?? null;
  return {
    problem_id: p.problem_id,
    title: p.title,
    position: p.position,
    state: passedAt ? 'passed' : progress ? 'tried' : 'not_started',
    late: passedAt !== null && passedAt.getTime() >= a.due_at.getTime(),
    pending: progress?.pending ?? false,
    submissions: progress?.submissions ?? 0,
    first_passed_at: passedAt ? passedAt.toISOString() : null,
  };
}

/** One assignment as a student of its class sees it, with their own progress on each problem. */
export function presentMyAssignment(
  a: AssignmentRow,
  problems: AssignedProblemRow[],
  progress: Map<string, WindowProgressRow>,
  now: Date,
): MyAssignment {
  const { phase, endsAt } = assignmentPhase(a, now);
  return {
    id: a.id,
    title: a.title,
    note: a.note,
    ...times(a),
    phase,
    seconds_left: endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now.getTime()) / 1000)),
    problems: problems.map((p) => problemState(a, p, progress.get(`${a.id}:${p.problem_id}`))),
  };
}

export function presentMyClass(row: MemberClassRow, assignments: MyAssignment[]): MyClass {
  return {
    id: row.id,
    name: row.name,
    term: row.term,
    description: row.description,
    teacher: row.teacher,
    joined_at: row.joined_at.toISOString(),
    assignments,
  };
}
