/**
 * Admin calls for problem packs: import a zip (our format or a VerilogEval layout) and export
 * every problem as a pack. The zip body is read by its own parser with its own size limit.
 */
import { API, ErrorBody, ImportResponse } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { requireAdmin } from '../http/session.ts';
import { exportPack } from '../packs/export.ts';
import { importPack } from '../packs/import.ts';
import { PACK_LIMITS, PackError } from '../packs/read-pack.ts';

export function adminProblemRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const type of ['application/zip', 'application/x-zip-compressed', 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: PACK_LIMITS.zipBytes }, (_request, body, done) => done(null, body));
  }

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: API.importPack.path,
    bodyLimit: PACK_LIMITS.zipBytes,
    schema: {
      summary: API.importPack.summary,
      tags: ['admin'],
      querystring: API.importPack.query,
      response: { 200: ImportResponse, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    async handler(request) {
      await requireAdmin(ctx, request);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
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
    },
  });

  app.get('/admin/problems/export', { schema: { summary: '导出全部题目为题目包（zip）', tags: ['admin'] } }, async (request, reply) => {
    await requireAdmin(ctx, request);
    const zip = await exportPack(ctx);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="veridojo_problems.zip"')
      .send(Buffer.from(zip));
  });
}
