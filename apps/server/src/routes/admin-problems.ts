/**
 * Admin calls for problems: the problem table (list, edit, delete) and problem packs — import a
 * zip (our format or a VerilogEval layout) and export the bank or one chapter. The import's
 * call-table entry declares its zip body and limit, so route() gives it the only binary parser;
 * the export's declares a zip download. All are `access: 'admin'`, checked by route() before
 * the body is read; every change is written to the audit log.
 */
import { ADMIN_TEXT, API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { adminProblemPage, deleteProblemByAdmin, updateProblemByAdmin } from '../commands/admin-problems.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { exportPack } from '../packs/export.ts';
import { importPack } from '../packs/import.ts';
import { PackError } from '../packs/read-pack.ts';
import { recordAudit } from '../repos/admin-audit.ts';

export function adminProblemRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.adminProblems, async (request) => {
    const q = request.query;
    return { status: 'success' as const, ...(await adminProblemPage(ctx, q)), page: q.page, page_size: q.page_size };
  });

  route(app, ctx, API.adminUpdateProblem, async (request, _reply, admin) => {
    const problem = await updateProblemByAdmin(ctx, { user: admin, address: request.ip }, request.params.id, request.body);
    return { status: 'success' as const, message: ADMIN_TEXT.problemUpdated, problem };
  });

  route(app, ctx, API.adminDeleteProblem, async (request, _reply, admin) => {
    await deleteProblemByAdmin(ctx, { user: admin, address: request.ip }, request.params.id);
    return { status: 'success' as const, message: ADMIN_TEXT.problemDeleted };
  });

  route(app, ctx, API.importPack, async (request, _reply, admin) => {
    if (!request.body || request.body.length === 0)
      throw new AppError('VALIDATION_FAILED', '请上传 zip 格式的题目包（Content-Type: application/zip）');
    try {
      const results = await importPack(ctx, request.body, request.query.name);
      const count = (o: string) => results.filter((r) => r.outcome === o).length;
      const summary = {
        imported: count('imported'),
        updated: count('updated'),
        unchanged: count('unchanged'),
        rejected: count('rejected'),
      };
      await recordAudit(ctx.db, {
        admin,
        action: 'import_pack',
        target: `pack:${request.query.name}`,
        after: summary,
        address: request.ip,
      });
      return { status: 'success' as const, results, summary };
    } catch (error) {
      if (error instanceof PackError) throw new AppError('VALIDATION_FAILED', error.message);
      throw error;
    }
  });

  route(app, ctx, API.exportPack, async (request) => {
    const { chapter } = request.query;
    return {
      bytes: await exportPack(ctx, chapter),
      ...(chapter === undefined ? {} : { fileName: `veridojo_chapter_${chapter}.zip` }),
    };
  });
}
