/**
 * Admin calls for problem packs: import a zip (our format or a VerilogEval layout) and export
 * every problem as a pack. The import's call-table entry declares its zip body and limit, so
 * route() gives it the only binary parser; the export's declares a zip download. Both are
 * `access: 'admin'`, checked by route() before the body is read.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { exportPack } from '../packs/export.ts';
import { importPack } from '../packs/import.ts';
import { PackError } from '../packs/read-pack.ts';

export function adminProblemRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.importPack, async (request) => {
    if (!request.body || request.body.length === 0)
      throw new AppError('VALIDATION_FAILED', '请上传 zip 格式的题目包（Content-Type: application/zip）');
    try {
      const results = await importPack(ctx, request.body, request.query.name);
      const count = (o: string) => results.filter((r) => r.outcome === o).length;
      return {
        status: 'success' as const,
        results,
        summary: { imported: count('imported'), updated: count('updated'), unchanged: count('unchanged'), rejected: count('rejected') },
      };
    } catch (error) {
      if (error instanceof PackError) throw new AppError('VALIDATION_FAILED', error.message);
      throw error;
    }
  });

  route(app, ctx, API.exportPack, async () => ({ bytes: await exportPack(ctx) }));
}
