/**
 * Admin calls for problem packs: import a zip (our format or a VerilogEval layout) and export
 * every problem as a pack. The import's call-table entry declares its zip body and limit, so
 * route() gives it the only binary parser; the admin check runs before the body is read.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { requireAdmin } from '../http/session.ts';
import { exportPack } from '../packs/export.ts';
import { importPack } from '../packs/import.ts';
import { PackError } from '../packs/read-pack.ts';

export function adminProblemRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (admin) => {
    // Before the body is read: only an admin's upload of up to 20 MiB is ever received.
    admin.addHook('onRequest', async (request) => {
      await requireAdmin(ctx, request);
    });

    route(admin, API.importPack, async (request) => {
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

    admin.get(
      '/admin/problems/export',
      { schema: { summary: '导出全部题目为题目包（zip）', tags: ['admin'] } },
      async (_request, reply) => {
        const zip = await exportPack(ctx);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', 'attachment; filename="veridojo_problems.zip"')
          .send(Buffer.from(zip));
      },
    );
  });
}
