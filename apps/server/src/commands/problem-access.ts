/**
 * Who may open which problem: paid members all; normal users and visitors the first
 * problem_limit problems in curriculum order (spec §6). effectiveMembership decides "paid".
 */
import { effectiveMembership } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { listProblems, type ProblemSummary } from '../repos/problems.ts';
import { readSystemConfig } from '../repos/system-config.ts';
import type { UserRow } from '../repos/users.ts';

export interface ProblemAccess {
  problems: ProblemSummary[];
  /** Ids of the problems this caller may open. */
  open: Set<number>;
}

export async function problemAccess(ctx: AppContext, user: UserRow | undefined): Promise<ProblemAccess> {
  const problems = await listProblems(ctx.db);
  const paid = user ? user.is_admin || effectiveMembership(user, ctx.now()) !== 'normal' : false;
  const limit = paid ? problems.length : (await readSystemConfig(ctx.db)).problem_limit;
  return { problems, open: new Set(problems.slice(0, limit).map((p) => p.id)) };
}
