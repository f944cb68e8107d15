/**
 * Who may open which problem: paid members all; normal users and visitors the first
 * problem_limit problems in curriculum order (spec §6). exemptFromFreeLimits decides "paid".
 */
import { exemptFromFreeLimits } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { listProblems, problemPlace, type ProblemSummary } from '../repos/problems.ts';
import { problemLimitOf, readProblemLimit } from '../repos/system-config.ts';
import type { UserRow } from '../repos/users.ts';

interface ProblemAccess {
  problems: ProblemSummary[];
  /** Ids of the problems this caller may open. */
  open: Set<number>;
}

function isPaid(ctx: AppContext, user: UserRow | undefined): boolean {
  return user ? exemptFromFreeLimits(user, ctx.now()) : false;
}

/** The whole list with what this caller may open (for the problem list and status calls). */
export async function problemAccess(ctx: AppContext, user: UserRow | undefined): Promise<ProblemAccess> {
  const problems = await listProblems(ctx.db);
  const limit = isPaid(ctx, user) ? problems.length : await readProblemLimit(ctx.db);
  return { problems, open: new Set(problems.slice(0, limit).map((p) => p.id)) };
}

/**
 * One problem the caller wants to open, with the next one in curriculum order. Throws
 * PROBLEM_NOT_FOUND or PROBLEM_LOCKED. One query for the problem's place and the limit.
 */
export async function openProblem(ctx: AppContext, user: UserRow | undefined, id: number): Promise<{ id: number; nextId: number | null }> {
  const place = await problemPlace(ctx.db, id);
  if (!place) throw new AppError('PROBLEM_NOT_FOUND');
  if (!isPaid(ctx, user) && place.rank >= problemLimitOf(place.problem_limit)) throw new AppError('PROBLEM_LOCKED');
  return { id: place.id, nextId: place.next_id };
}
