/**
 * A teacher's classes and rosters (issue 33): create, edit, open or close the join code, make a
 * new one, delete (hide), and remove a student. Every call on a class goes through
 * teacherOfClass (class-access.ts), so a teacher reaches only their own classes.
 *
 * Join codes: JOIN_CODE_LENGTH characters of a 32-character alphabet from the operating system's
 * random source, 50 bits. Why 50: joins are rate-limited (class_join, 10 tries a user in 10
 * minutes), so even 10 000 live classes among 2^50 codes leave a guess a chance of one in 10^11;
 * ten characters are still quick to copy from a projector.
 */
import crypto from 'node:crypto';
import {
  CLASS_TEXT,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  TEACHER_CLASSES_MAX,
  type ClassCreate,
  type ClassUpdate,
  type TeacherClass,
} from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { presentTeacherClass } from '../presenters/classes.ts';
import { countTeacherClasses, insertClass, markClassDeleted, removeMember, setJoinCode, updateClass } from '../repos/classes.ts';
import { lockUser, uniqueViolation, type UserRow } from '../repos/users.ts';
import { teacherOfClass } from './class-access.ts';

/** A fresh join code: each character one random byte's low 5 bits (32 divides 256, so every character is equally likely). */
export function newJoinCode(): string {
  return [...crypto.randomBytes(JOIN_CODE_LENGTH)].map((b) => JOIN_CODE_ALPHABET[b & 31]).join('');
}

/** Why 3 tries: two codes of 50 random bits colliding is already a one-in-10^11 event. */
const CODE_TRIES = 3;

/** Runs `work` with fresh codes until one is not taken (the unique index decides). */
async function withFreshCode<T>(ctx: AppContext, work: (tx: Queryable, code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction((tx) => work(tx, newJoinCode()));
    } catch (error) {
      if (attempt >= CODE_TRIES || !uniqueViolation(error)?.includes('join_code')) throw error;
    }
  }
}

export async function createClass(ctx: AppContext, teacher: UserRow, input: ClassCreate): Promise<TeacherClass> {
  return withFreshCode(ctx, async (tx, code) => {
    // Serialises the teacher's creations, so two at once cannot pass the count together.
    await lockUser(tx, teacher.id);
    if ((await countTeacherClasses(tx, teacher.id)) >= TEACHER_CLASSES_MAX) throw new AppError('TOO_MANY_CLASSES');
    const id = await insertClass(tx, { teacherId: teacher.id, ...input, joinCode: code });
    return presentTeacherClass(await teacherOfClass(ctx, teacher, id, { db: tx }));
  });
}

export async function editClass(
  ctx: AppContext,
  teacher: UserRow,
  classId: number,
  change: ClassUpdate,
): Promise<{ class: TeacherClass; message: string }> {
  return ctx.db.transaction(async (tx) => {
    const current = await teacherOfClass(ctx, teacher, classId, { db: tx, lock: true });
    const next = {
      name: change.name ?? current.name,
      term: change.term ?? current.term,
      description: change.description ?? current.description,
      join_open: change.join_open ?? current.join_open,
    };
    await updateClass(tx, classId, next);
    const onlyJoin = next.name === current.name && next.term === current.term && next.description === current.description;
    const message =
      onlyJoin && next.join_open !== current.join_open
        ? next.join_open
          ? CLASS_TEXT.joinOpened
          : CLASS_TEXT.joinClosed
        : CLASS_TEXT.classUpdated;
    return { class: presentTeacherClass(await teacherOfClass(ctx, teacher, classId, { db: tx })), message };
  });
}

/** A new join code for the class; the old one names nothing from now on. */
export async function renewJoinCode(ctx: AppContext, teacher: UserRow, classId: number): Promise<TeacherClass> {
  return withFreshCode(ctx, async (tx, code) => {
    await teacherOfClass(ctx, teacher, classId, { db: tx, lock: true });
    await setJoinCode(tx, classId, code);
    return presentTeacherClass(await teacherOfClass(ctx, teacher, classId, { db: tx }));
  });
}

/** Hides the class from its teacher and its students; their submissions were never the class's and stay. */
export async function deleteClass(ctx: AppContext, teacher: UserRow, classId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await teacherOfClass(ctx, teacher, classId, { db: tx, lock: true });
    await markClassDeleted(tx, classId);
  });
}

export async function removeStudent(ctx: AppContext, teacher: UserRow, classId: number, studentId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await teacherOfClass(ctx, teacher, classId, { db: tx, lock: true });
    if (!(await removeMember(tx, classId, studentId))) throw new AppError('STUDENT_NOT_IN_CLASS');
  });
}
