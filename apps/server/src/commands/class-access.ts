/**
 * The access rule of every teacher's call on a class (issue 33), for all the classes parts
 * (rosters, assignments, the gradebook, the similarity check): the call table lets only teachers
 * in (access 'teacher'), and these loaders let a teacher reach only their OWN classes that are
 * not deleted, and the assignments of those. Anything else — another teacher's class, a deleted
 * one, an id that names nothing — is the same not-found, so nobody learns which classes exist.
 * Admins get no way around it: an admin is a teacher only when made one, and then of their own
 * classes only (an admin already reads any submission through the admin's own calls).
 */
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { findTeacherAssignment, findTeacherClass, type AssignmentRow, type TeacherClassRow } from '../repos/classes.ts';
import type { UserRow } from '../repos/users.ts';

/**
 * The teacher's own class `classId`, or CLASS_NOT_FOUND. Inside a transaction, `lock` holds the
 * class's row until it ends (changes to the class, its roster or its assignments).
 */
export async function teacherOfClass(
  ctx: AppContext,
  teacher: UserRow,
  classId: number,
  options: { db?: Queryable; lock?: boolean } = {},
): Promise<TeacherClassRow> {
  const found = await findTeacherClass(options.db ?? ctx.db, teacher.id, classId, options.lock);
  if (!found) throw new AppError('CLASS_NOT_FOUND');
  return found;
}

/** An assignment with the name of its class. */
export type TeacherAssignmentRow = AssignmentRow & { class_name: string };

/** An assignment of one of the teacher's own classes, or ASSIGNMENT_NOT_FOUND; `lock` as teacherOfClass. */
export async function teacherAssignment(
  ctx: AppContext,
  teacher: UserRow,
  assignmentId: number,
  options: { db?: Queryable; lock?: boolean } = {},
): Promise<TeacherAssignmentRow> {
  const found = await findTeacherAssignment(options.db ?? ctx.db, teacher.id, assignmentId, options.lock);
  if (!found) throw new AppError('ASSIGNMENT_NOT_FOUND');
  return found;
}
