/** Public configuration and platform facts: GET /problem/config, GET /system/health and GET /system/environment. */
import os from 'node:os';
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { presentEnvironment } from '../presenters/environment.ts';
import { databaseVersion, pingDatabase } from '../repos/database-info.ts';
import { countProblems } from '../repos/problems.ts';
import { readSystemConfig } from '../repos/system-config.ts';

export const PLATFORM = { name: 'VeriDojo', version: '0.1.0' } as const;

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.problemConfig, async (_request, reply) => {
    reply.header('cache-control', 'no-cache, no-store, must-revalidate');
    const config = await readSystemConfig(ctx.db);
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
