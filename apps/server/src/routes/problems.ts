/** Problem calls (spec §7 "Problems"): list, detail, drafts, submit, status, history. */
import { API, DIFFICULTY_LABELS, type CompletionStatus } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { openProblem, problemAccess } from '../commands/problem-access.ts';
import { submitSolution } from '../commands/submit.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { findProblem, problemCounts } from '../repos/problems.ts';
import { historyOf, loadDraft, progressOf, saveDraft } from '../repos/submissions.ts';

function completion(p: { passed: boolean; pending: boolean; failed: boolean } | undefined): CompletionStatus {
  if (!p) return '未完成';
  if (p.passed) return '已完成';
  if (p.pending) return '运行中';
  return p.failed ? '失败' : '未完成';
}

export function problemRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.problemList, async (_request, _reply, user) => {
    const [access, counts, progress] = await Promise.all([
      problemAccess(ctx, user),
      problemCounts(ctx.db),
      user ? progressOf(ctx.db, user.id) : Promise.resolve([]),
    ]);
    const byProblem = new Map(progress.map((p) => [p.problem_id, p]));
    return access.problems.map((p) => ({
      id: p.id,
      slug: p.slug,
      chapter: { id: p.chapter_id, number: p.chapter_number, title: p.chapter_title },
      position: p.position,
      title: p.title,
      tags: p.tags,
      difficulty: DIFFICULTY_LABELS[p.difficulty],
      is_completed: completion(byProblem.get(p.id)),
      passed_users_count: counts.get(p.id)?.passed ?? 0,
      submitted_users_count: counts.get(p.id)?.submitted ?? 0,
      locked: !access.open.has(p.id),
    }));
  });

  route(app, ctx, API.problemStatus, async (_request, _reply, user) => {
    const [access, progress] = await Promise.all([problemAccess(ctx, user), progressOf(ctx.db, user.id)]);
    const byProblem = new Map(progress.map((p) => [p.problem_id, p]));
    return access.problems.map((p) => ({ id: p.id, completion_status: completion(byProblem.get(p.id)) }));
  });

  route(app, ctx, API.problemDetail, async (request, _reply, user) => {
    const { id } = request.params;
    const { nextId } = await openProblem(ctx, user, id);
    const problem = await findProblem(ctx.db, id);
    if (!problem) throw new AppError('PROBLEM_NOT_FOUND');
    return {
      id: problem.id,
      slug: problem.slug,
      title: problem.title,
      document: problem.statement,
      difficulty: DIFFICULTY_LABELS[problem.difficulty],
      tags: problem.tags,
      code_template: problem.template,
      next_problem_id: nextId,
    };
  });

  route(app, ctx, API.saveDraft, async (request, _reply, user) => {
    const problem = await openProblem(ctx, user, request.params.id);
    const time = await saveDraft(ctx.db, user.id, problem.id, request.body.code);
    return { status: 'success', message: '草稿已保存', draft_time: time.toISOString() };
  });

  route(app, ctx, API.loadDraft, async (request, _reply, user) => {
    const problem = await openProblem(ctx, user, request.params.id);
    const draft = await loadDraft(ctx.db, user.id, problem.id);
    if (!draft) throw new AppError('NO_DRAFT');
    return { status: 'success', draft_code: draft.code, draft_time: draft.updated_at.toISOString() };
  });

  route(app, ctx, API.submit, async (request, _reply, user) => {
    const problem = await openProblem(ctx, user, request.params.id);
    const submissionId = await submitSolution(ctx, user, problem.id, request.body.code);
    return { status: 'success', message: '提交成功，正在判题', submission_id: submissionId };
  });

  route(app, ctx, API.submitHistory, async (request, _reply, user) => {
    const rows = await historyOf(ctx.db, user.id, request.params.id);
    return rows.map((r) => ({ submission_id: r.id, status: r.status, verdict: r.verdict, created_at: r.created_at.toISOString() }));
  });
}
