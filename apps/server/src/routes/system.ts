/**
 * Public configuration and platform facts: GET /problem/config, GET /system/health (liveness),
 * GET /system/ready (readiness), GET /system/metrics (the operator's scrape) and GET /system/environment.
 */
import os from 'node:os';
import { API, WORKER_ALIVE_SECONDS } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { presentEnvironment } from '../presenters/environment.ts';
import { MIGRATIONS } from '../db/migrations.ts';
import { AppError } from '../http/errors.ts';
import { appliedMigrationIds, databaseVersion, pingDatabase } from '../repos/database-info.ts';
import { countAliveWorkers } from '../repos/workers.ts';
import { countProblems } from '../repos/problems.ts';

export const PLATFORM = { name: 'VeriDojo', version: '0.1.0' } as const;

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.problemConfig, async (_request, reply) => {
    reply.header('cache-control', 'no-cache, no-store, must-revalidate');
    const config = await ctx.config.current();
    return {
      status: 'success',
      problem_limit: config.problem_limit,
      total_problems: await countProblems(ctx.db),
      ide_line_limit: config.ide_line_limit,
      converter_line_limit: config.converter_line_limit,
    };
  });

  // For load balancers and the check_auth benchmark's baseline: one trivial database round trip.
  route(app, ctx, API.health, async () => {
    await pingDatabase(ctx.db);
    return { status: 'success', database: 'ok' };
  });

  route(app, ctx, API.ready, async () => {
    let applied: Set<number>;
    try {
      applied = new Set(await appliedMigrationIds(ctx.db));
    } catch (error) {
      ctx.log.warn({ err: error }, 'readiness: the database does not answer');
      throw new AppError('NOT_READY', '服务尚未就绪：数据库不可达');
    }
    const pending = MIGRATIONS.filter((m) => !applied.has(m.id)).length;
    const alive = await countAliveWorkers(ctx.db, WORKER_ALIVE_SECONDS);
    const missing = [
      ...(pending > 0 ? [`还有 ${pending} 个数据库迁移未执行`] : []),
      ...(alive === 0 ? [`${WORKER_ALIVE_SECONDS} 秒内没有判题机在线`] : []),
    ];
    if (missing.length > 0) throw new AppError('NOT_READY', `服务尚未就绪：${missing.join('；')}`);
    return { status: 'success', database: 'ok', migrations: 'current', workers_alive: alive };
  });

  route(app, ctx, API.metrics, async (_request, reply) => {
    const text = await ctx.metrics.render(ctx.db);
    reply.header('cache-control', 'no-store');
    return text;
  });

  route(app, ctx, API.environment, async (_request, reply, viewer) => {
    // The answer depends on who asks (visitor or admin): no shared cache may keep it.
    reply.header('cache-control', 'private, no-store');
    const version = await databaseVersion(ctx.db);
    const facts = {
      platform: { ...PLATFORM, node: process.version, os: `${os.type()} ${os.release()} ${os.arch()}` },
      database: { kind: ctx.db.kind, version: version ?? 'unknown' },
      toolchain: ctx.toolchain,
      time_zone: 'Asia/Shanghai',
    };
    return presentEnvironment(facts, viewer?.is_admin ?? false);
  });
}
