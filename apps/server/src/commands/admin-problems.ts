/**
 * The admin panel's problem management. An admin's edit of a bank problem is kept apart from the
 * seeded fields (problem_overrides) and written into the problem at once; the seed lays it over
 * the files at every start, so it survives restarts and re-seeds. Deletion hides the problem from
 * everyone (lists, detail, submit, curriculum rank) and keeps its submissions; it too survives a
 * re-seed. The learning path is edited as problem ids: unknown ids, a problem naming itself and
 * cycles (prerequisite → problem → next) are refused, naming the ids.
 */
import { DIFFICULTY_LABELS, difficultyId, type AdminProblem, type AdminProblemUpdate } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { recordAudit } from '../repos/admin-audit.ts';
import {
  hideProblem,
  listChapters,
  listProblemsPage,
  lockVisibleProblem,
  overriddenFields,
  problemGraph,
  saveOverride,
  type AdminProblemRow,
  type ProblemSummary,
} from '../repos/problems.ts';
import type { Queryable } from '../db/database.ts';
import { pageWindow } from '../db/paged.ts';
import type { AdminActor } from './admin-users.ts';

type Graph = Awaited<ReturnType<typeof problemGraph>>;

function presentProblem(row: ProblemSummary & { overridden?: string[] }, idOf: Map<string, number>): AdminProblem {
  const ids = (slugs: string[]) => slugs.map((s) => idOf.get(s)).filter((id): id is number => id !== undefined);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    folder_path: `${row.source}/${row.folder_path}`,
    source: row.source,
    chapter: { number: row.chapter_number, title: row.chapter_title },
    difficulty: DIFFICULTY_LABELS[row.difficulty],
    tags: row.tags,
    pre_problems: ids(row.prerequisites),
    next_problems: ids(row.next_problems),
    overridden: row.overridden ?? [],
  };
}

export async function adminProblemPage(ctx: AppContext, q: { page: number; page_size: number; search: string; chapter?: number }) {
  const [{ rows, total }, graph, chapters] = await Promise.all([
    listProblemsPage(ctx.db, { search: q.search, chapter: q.chapter, window: pageWindow(q) }),
    problemGraph(ctx.db),
    listChapters(ctx.db),
  ]);
  const idOf = new Map(graph.map((p) => [p.slug, p.id]));
  return { problems: rows.map((r: AdminProblemRow) => presentProblem(r, idOf)), total, chapters };
}

/**
 * The slugs of `ids`, checked: each must name a problem not deleted, other than `self`.
 * Throws PROBLEM_LINKS_INVALID naming the offending ids.
 */
function slugsOf(graph: Graph, self: number, ids: number[], what: string): string[] {
  const byId = new Map(graph.filter((p) => !p.hidden).map((p) => [p.id, p.slug]));
  if (ids.includes(self)) throw new AppError('PROBLEM_LINKS_INVALID', `${what}不能包含题目自己（${self}）`);
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new AppError('PROBLEM_LINKS_INVALID', `${what}中的题目不存在：${unknown.join(', ')}`);
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/** A cycle of the learning path (edges prerequisite → problem → next), as ids, or null. */
export function findCycle(
  graph: { id: number; slug: string; hidden: boolean; prerequisites: string[]; next_problems: string[] }[],
): number[] | null {
  const idOf = new Map(graph.filter((p) => !p.hidden).map((p) => [p.slug, p.id]));
  const edges = new Map<number, Set<number>>();
  const edge = (from: number | undefined, to: number | undefined) => {
    if (from === undefined || to === undefined) return;
    (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
  };
  for (const p of graph) {
    if (p.hidden) continue;
    for (const s of p.prerequisites) edge(idOf.get(s), p.id);
    for (const s of p.next_problems) edge(p.id, idOf.get(s));
  }
  const state = new Map<number, 'open' | 'done'>();
  const stack: number[] = [];
  const visit = (id: number): number[] | null => {
    state.set(id, 'open');
    stack.push(id);
    for (const to of edges.get(id) ?? []) {
      if (state.get(to) === 'open') return [...stack.slice(stack.indexOf(to)), to];
      if (!state.has(to)) {
        const found = visit(to);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of edges.keys()) {
    if (state.has(id)) continue;
    const found = visit(id);
    if (found) return found;
  }
  return null;
}

async function loadProblem(db: Queryable, id: number) {
  const problem = await lockVisibleProblem(db, id);
  if (!problem) throw new AppError('PROBLEM_NOT_FOUND');
  return problem;
}

export async function updateProblemByAdmin(
  ctx: AppContext,
  actor: AdminActor,
  id: number,
  change: AdminProblemUpdate,
): Promise<AdminProblem> {
  const updated = await ctx.db.transaction(async (tx) => {
    const current = await loadProblem(tx, id);
    const graph = await problemGraph(tx);
    const prerequisites = change.pre_problems && slugsOf(graph, id, change.pre_problems, '前置题目');
    const next = change.next_problems && slugsOf(graph, id, change.next_problems, '后续题目');
    const proposed = graph.map((p) =>
      p.id === id ? { ...p, prerequisites: prerequisites ?? p.prerequisites, next_problems: next ?? p.next_problems } : p,
    );
    const cycle = findCycle(proposed);
    if (cycle) throw new AppError('PROBLEM_LINKS_INVALID', `学习路径出现循环：${cycle.join(' → ')}`);
    const override = {
      title: change.title,
      difficulty: change.difficulty && difficultyId(change.difficulty),
      tags: change.tags && [...new Set(change.tags)],
      prerequisites,
      next_problems: next,
    };
    await saveOverride(tx, id, override);
    const updated = await loadProblem(tx, id);
    const fields = (p: typeof current) => ({
      title: p.title,
      difficulty: DIFFICULTY_LABELS[p.difficulty],
      tags: p.tags,
      prerequisites: p.prerequisites,
      next_problems: p.next_problems,
    });
    await recordAudit(tx, {
      admin: actor.user,
      action: 'update_problem',
      target: `problem:${id} ${current.slug}`,
      before: fields(current),
      after: fields(updated),
      address: actor.address,
    });
    const idOf = new Map(graph.map((p) => [p.slug, p.id]));
    return presentProblem({ ...updated, overridden: await overriddenFields(tx, id) }, idOf);
  });
  ctx.catalogue.changed(); // after the commit: this process's next read must not wait for the notice
  return updated;
}

export async function deleteProblemByAdmin(ctx: AppContext, actor: AdminActor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await loadProblem(tx, id);
    await hideProblem(tx, id);
    await recordAudit(tx, {
      admin: actor.user,
      action: 'delete_problem',
      target: `problem:${id} ${current.slug}`,
      before: { title: current.title, source: current.source, folder_path: current.folder_path },
      address: actor.address,
    });
  });
  ctx.catalogue.changed();
}
