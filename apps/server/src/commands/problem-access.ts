/**
 * Who may open which problem: paid members all; normal users and visitors the first
 * problem_limit problems in curriculum order (spec §6). exemptFromFreeLimits decides "paid".
 * A class's students also open the problems assigned to them while the assignment is open
 * (opens_at ≤ now < late_until, else due_at; issue 33: the school pays for the class, not each
 * student) — and no longer once it closes, they leave the class or the class is deleted.
 * Teachers open every problem: they read the bank to pick their assignments' problems.
 */
import { exemptFromFreeLimits } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { openAssignedProblems } from '../repos/classes.ts';
import type { ProblemSummary } from '../repos/problems.ts';
import type { UserRow } from '../repos/users.ts';

interface ProblemAccess {
  problems: readonly ProblemSummary[];
  /** Ids of the problems this caller may open. */
  open: Set<number>;
}

/** Paid members, and teachers (who pick assignments from the whole bank), open every problem. */
function isPaid(ctx: AppContext, user: UserRow | undefined): boolean {
  return user ? user.is_teacher || exemptFromFreeLimits(user, ctx.now()) : false;
}

/** Whether the problem is in an open assignment of a class the user is in. */
async function assignedNow(ctx: AppContext, user: UserRow | undefined, problemId: number): Promise<boolean> {
  return user ? (await openAssignedProblems(ctx.db, user.id, ctx.now(), problemId)).has(problemId) : false;
}

/** The whole list with what this caller may open (for the problem list and status calls). */
export async function problemAccess(ctx: AppContext, user: UserRow | undefined): Promise<ProblemAccess> {
  const problems = await ctx.catalogue.current();
  if (isPaid(ctx, user)) return { problems, open: new Set(problems.map((p) => p.id)) };
  const [{ problem_limit: limit }, assigned] = await Promise.all([
    ctx.config.current(),
    user ? openAssignedProblems(ctx.db, user.id, ctx.now()) : Promise.resolve(new Set<number>()),
  ]);
  return { problems, open: new Set([...problems.slice(0, limit).map((p) => p.id), ...assigned]) };
}

/**
 * One problem the caller wants to open, with the next one in curriculum order. Throws
 * PROBLEM_NOT_FOUND or PROBLEM_LOCKED. Its place and the limit come from the process's copies of
 * the catalogue and the configuration; a query, for an open assignment of the problem, only when
 * the limit would lock it.
 */
export async function openProblem(ctx: AppContext, user: UserRow | undefined, id: number): Promise<{ id: number; nextId: number | null }> {
  const [problems, { problem_limit: limit }] = await Promise.all([ctx.catalogue.current(), ctx.config.current()]);
  const rank = problems.findIndex((p) => p.id === id);
  if (rank < 0) throw new AppError('PROBLEM_NOT_FOUND');
  if (!isPaid(ctx, user) && rank >= limit && !(await assignedNow(ctx, user, id))) throw new AppError('PROBLEM_LOCKED');
  return { id, nextId: problems[rank + 1]?.id ?? null };
}
