/**
 * The student's side of classes (issue 33): join by code, leave, and "my classes" — each
 * assignment's problems with the student's own state in it (not started / tried / passed, on
 * time or late) and the time left, computed from their submissions in the assignment's window.
 *
 * A join is rate-limited per user (class_join) before the code is looked at, so guessing codes
 * costs the same whether a guess is right or wrong. A closed code says so (JOIN_CODE_CLOSED)
 * rather than passing for a wrong one: the student then asks the teacher instead of retyping.
 */
import { CLASS_STUDENTS_MAX, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, type MyClass } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { presentMyAssignment, presentMyClass } from '../presenters/classes.ts';
import {
  addMember,
  assignedProblems,
  assignmentsOfClasses,
  countMembers,
  lockClassByCode,
  memberClasses,
  removeMember,
  windowProgress,
  type AssignedProblemRow,
} from '../repos/classes.ts';
import type { UserRow } from '../repos/users.ts';
import { enforceRateLimit } from './accounts.ts';

const CODE_SHAPE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** The classes the student is in (or the one `classId`), each with its assignments and the student's progress. */
export async function myClasses(ctx: AppContext, student: UserRow, classId: number | null = null): Promise<MyClass[]> {
  const now = ctx.now();
  const classes = await memberClasses(ctx.db, student.id, classId);
  if (classes.length === 0) return [];
  const assignments = await assignmentsOfClasses(
    ctx.db,
    classes.map((c) => c.id),
  );
  const ids = assignments.map((a) => a.id);
  const [problems, progress] =
    ids.length === 0 ? [[], []] : await Promise.all([assignedProblems(ctx.db, ids), windowProgress(ctx.db, student.id, ids)]);
  const problemsOf = new Map<number, AssignedProblemRow[]>();
  for (const p of problems) problemsOf.set(p.assignment_id, [...(problemsOf.get(p.assignment_id) ?? []), p]);
  const progressOf = new Map(progress.map((p) => [`${p.assignment_id}:${p.problem_id}`, p]));
  return classes.map((c) =>
    presentMyClass(
      c,
      assignments.filter((a) => a.class_id === c.id).map((a) => presentMyAssignment(a, problemsOf.get(a.id) ?? [], progressOf, now)),
    ),
  );
}

/** One class the student is in, or CLASS_NOT_FOUND (not a member, deleted, or no such class). */
export async function myClass(ctx: AppContext, student: UserRow, classId: number): Promise<MyClass> {
  const [found] = await myClasses(ctx, student, classId);
  if (!found) throw new AppError('CLASS_NOT_FOUND');
  return found;
}

export async function joinClass(ctx: AppContext, student: UserRow, code: string): Promise<MyClass> {
  await enforceRateLimit(ctx, 'class_join', String(student.id));
  if (!CODE_SHAPE.test(code)) throw new AppError('JOIN_CODE_INVALID');
  const classId = await ctx.db.transaction(async (tx) => {
    // Locked: the roster's size is counted once per join, so two joins cannot both take the last place.
    const found = await lockClassByCode(tx, code);
    if (!found) throw new AppError('JOIN_CODE_INVALID');
    if (found.teacher_id === student.id) throw new AppError('CANNOT_JOIN_OWN_CLASS');
    if ((await memberClasses(tx, student.id, found.id)).length > 0) throw new AppError('ALREADY_IN_CLASS');
    if (!found.join_open) throw new AppError('JOIN_CODE_CLOSED');
    if ((await countMembers(tx, found.id)) >= CLASS_STUDENTS_MAX)
      throw new AppError('CLASS_FULL', `班级人数已满（最多 ${CLASS_STUDENTS_MAX} 人），请联系老师`);
    if (!(await addMember(tx, found.id, student.id))) throw new AppError('ALREADY_IN_CLASS');
    return found.id;
  });
  return myClass(ctx, student, classId);
}

/** The student leaves; their submissions stay theirs. */
export async function leaveClass(ctx: AppContext, student: UserRow, classId: number): Promise<void> {
  const [found] = await memberClasses(ctx.db, student.id, classId);
  if (!found || !(await removeMember(ctx.db, classId, student.id))) throw new AppError('CLASS_NOT_FOUND');
}
