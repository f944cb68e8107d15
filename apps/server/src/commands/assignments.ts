/**
 * A teacher's assignments (issue 33): set one in an own class, read, edit and delete it. The
 * problems are bank problems students can open; an edit sends the assignment whole, and its
 * problems that stay keep their rows (repos/classes.ts setAssignmentProblems) — a student's
 * results are their submissions, counted in the assignment's window, so they are kept as they
 * were. Times were checked by the contract (opens < due < late_until, at most a year).
 */
import { CLASS_ASSIGNMENTS_MAX, type AssignmentBody, type TeacherAssignment } from '@veridojo/contracts';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { presentTeacherAssignment } from '../presenters/classes.ts';
import {
  assignedProblems,
  countAssignments,
  deleteAssignment,
  insertAssignment,
  setAssignmentProblems,
  updateAssignment,
  visibleProblemIds,
  type AssignmentFields,
} from '../repos/classes.ts';
import type { UserRow } from '../repos/users.ts';
import { teacherAssignment, teacherOfClass } from './class-access.ts';

/** The assignment as the contract parsed it. */
type Assignment = z.output<typeof AssignmentBody>;

function fieldsOf(a: Assignment): AssignmentFields {
  return {
    title: a.title,
    note: a.note,
    opensAt: new Date(a.opens_at),
    dueAt: new Date(a.due_at),
    lateUntil: a.late_until === null ? null : new Date(a.late_until),
    latePenaltyPercent: a.late_penalty_percent,
  };
}

/** Refuses problem ids that name no problem students can open, except those the assignment already has. */
async function checkProblems(db: Queryable, ids: number[], kept: Set<number> = new Set()): Promise<void> {
  const visible = await visibleProblemIds(db, ids);
  const bad = ids.filter((id) => !visible.has(id) && !kept.has(id));
  if (bad.length > 0) throw new AppError('ASSIGNMENT_PROBLEMS_INVALID', `作业中有题目不存在或已被删除（题目编号：${bad.join('、')}）`);
}

async function present(ctx: AppContext, tx: Queryable, teacher: UserRow, id: number): Promise<TeacherAssignment> {
  const row = await teacherAssignment(ctx, teacher, id, { db: tx });
  return presentTeacherAssignment(row, await assignedProblems(tx, [id]), ctx.now());
}

export async function createAssignment(ctx: AppContext, teacher: UserRow, classId: number, input: Assignment): Promise<TeacherAssignment> {
  return ctx.db.transaction(async (tx) => {
    await teacherOfClass(ctx, teacher, classId, { db: tx, lock: true });
    if ((await countAssignments(tx, classId)) >= CLASS_ASSIGNMENTS_MAX) throw new AppError('TOO_MANY_ASSIGNMENTS');
    await checkProblems(tx, input.problem_ids);
    const id = await insertAssignment(tx, classId, fieldsOf(input));
    await setAssignmentProblems(tx, id, input.problem_ids);
    return present(ctx, tx, teacher, id);
  });
}

export async function readAssignment(ctx: AppContext, teacher: UserRow, id: number): Promise<TeacherAssignment> {
  return present(ctx, ctx.db, teacher, id);
}

export async function editAssignment(ctx: AppContext, teacher: UserRow, id: number, input: Assignment): Promise<TeacherAssignment> {
  return ctx.db.transaction(async (tx) => {
    await teacherAssignment(ctx, teacher, id, { db: tx, lock: true });
    // A problem an admin deleted since may stay where it was (its results with it); none may be added.
    const kept = new Set((await assignedProblems(tx, [id])).map((p) => p.problem_id));
    await checkProblems(tx, input.problem_ids, kept);
    await updateAssignment(tx, id, fieldsOf(input));
    await setAssignmentProblems(tx, id, input.problem_ids);
    return present(ctx, tx, teacher, id);
  });
}

/** Deletes the assignment and its problem list; the students' submissions stay theirs. */
export async function removeAssignment(ctx: AppContext, teacher: UserRow, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await teacherAssignment(ctx, teacher, id, { db: tx, lock: true });
    await deleteAssignment(tx, id);
  });
}
