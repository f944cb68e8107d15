/**
 * Builds the Fastify application: security headers, body parsing, CSRF guard, error envelope, every call of the
 * contract under /api (mounted once — the app refuses to start when an entry of the call table is
 * registered twice or not at all), the OpenAPI document at /api/docs, and the built SPA at /
 * with history fallback. Tests build it the same way the server does.
 */
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { API, errorBody, SMALL_JSON_BYTES, type ApiCall } from '@veridojo/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from './context.ts';
import { connectionServerOptions, guardConnections } from './http/connections.ts';
import { installCsrfGuard } from './http/csrf.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { callOfRoute } from './http/route.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { requestIdOf } from './http/request-scope.ts';
import { slashedParamRewriter } from './http/slashed-params.ts';
import { adminProblemRoutes } from './routes/admin-problems.ts';
import { adminRoutes } from './routes/admin.ts';
import { aiRoutes } from './routes/ai.ts';
import { classRoutes } from './routes/classes.ts';
import { onlineFileRoutes } from './routes/online-files.ts';
import { onlineRunRoutes } from './routes/online-runs.ts';
import { converterRoutes } from './routes/converter.ts';
import { paymentRoutes } from './routes/payment.ts';
import { problemRoutes } from './routes/problems.ts';
import { gradebookRoutes } from './routes/gradebook.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { similarityRoutes } from './routes/similarity.ts';
import { synthesisRoutes } from './routes/synthesis.ts';
import { PLATFORM, systemRoutes } from './routes/system.ts';
import { userRoutes } from './routes/user.ts';
import { workerRoutes } from './routes/worker.ts';

z.config(z.locales.zhCN());

/**
 * TRUST_PROXY as Fastify's trust: a hop count becomes "the first N hops, whatever their address"
 * (Fastify's own numeric trust believes no hop for the protocol and host, so https behind nginx
 * would go unseen); an address list is checked by Fastify against each hop.
 */
function trustedHops(trust: AppContext['settings']['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

function fastifyOptions(settings: AppContext['settings']): FastifyServerOptions {
  const rewrite = slashedParamRewriter();
  return {
    // IDE file paths may arrive with raw slashes (/api/online/files/a/b.v): folded into one parameter.
    rewriteUrl: (request) => rewrite(request.method ?? 'GET', request.url ?? '/'),
    logger: { level: settings.logLevel },
    // Unique across server processes (Fastify's own 'req-1' repeats in each), carried to the worker's log (http/request-scope.ts).
    genReqId: (request) => requestIdOf(request.headers['x-request-id'], settings.trustProxy !== false),
    // Every call of the table sets its own limit (route.ts); this covers anything else.
    bodyLimit: SMALL_JSON_BYTES,
    trustProxy: trustedHops(settings.trustProxy),
    // A client that stalls mid-request must not hold a connection: headers, request and keep-alive timeouts (http/connections.ts).
    ...connectionServerOptions(settings.connections),
    // While a process stops (SIGTERM), a request that arrives on a connection already open — nginx
    // keeps its connections to the servers — is served (the database is open until the last answer)
    // and its connection then closed, instead of Fastify's own 503: not the API's envelope, and a
    // POST nginx may not pass on to the other process, so a rolling restart failed users' calls.
    return503OnClosing: false,
  };
}

export async function buildApp(ctx: AppContext, server: FastifyInstance): Promise<FastifyInstance> {
  const app = server;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every answer carries the headers, even one refused by a later hook.
  await installSecurityHeaders(app);
  installJsonBodyParser(app);
  installErrorHandler(app);
  installCsrfGuard(app, ctx.settings);
  // Every answer counted by its route's pattern (a bounded set), not its URL: /api/problems/:id.
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PLATFORM.name} API`,
        version: PLATFORM.version,
        description: '所有调用位于 /api 之下。成功响应携带规范中的字段；错误响应为 { status: "error", code, message, error }。',
      },
    },
    transform: jsonSchemaTransform,
  });

  // Every entry of the call table served exactly once: a forgotten handler fails the start, not a user's click.
  const registered = new Map<ApiCall, number>();
  app.addHook('onRoute', (options) => {
    const call = callOfRoute(options.config);
    if (call && options.method === call.method) registered.set(call, (registered.get(call) ?? 0) + 1);
  });
  app.addHook('onReady', async () => {
    const wrong = Object.entries(API).filter(([, call]) => registered.get(call) !== 1);
    if (wrong.length > 0) {
      const list = wrong.map(([name, call]) => `${name} (${call.method} ${call.path}: ${registered.get(call) ?? 0}×)`);
      throw new Error(`call table entries not registered exactly once: ${list.join(', ')}`);
    }
  });

  await app.register(
    async (api) => {
      userRoutes(api, ctx);
      systemRoutes(api, ctx);
      problemRoutes(api, ctx);
      submissionRoutes(api, ctx);
      gradebookRoutes(api, ctx);
      workerRoutes(api, ctx);
      adminRoutes(api, ctx);
      aiRoutes(api, ctx);
      adminProblemRoutes(api, ctx);
      onlineFileRoutes(api, ctx);
      onlineRunRoutes(api, ctx);
      synthesisRoutes(api, ctx);
      similarityRoutes(api, ctx);
      converterRoutes(api, ctx);
      paymentRoutes(api, ctx);
      classRoutes(api, ctx);
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  const dist = ctx.settings.webDist;
  const hasSpa = fs.existsSync(path.join(dist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        // Hashed asset names change with their content, so they may be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.code(404).send(errorBody('NOT_FOUND'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).send(errorBody('METHOD_NOT_ALLOWED'));
    }
    // A hashed asset that is not there (a tab left open across a deploy) is a 404, not the page.
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('资源不存在，请刷新页面');
    }
    if (!hasSpa) {
      return reply.code(503).type('text/plain; charset=utf-8').send('前端尚未构建：请先运行 npm run build');
    }
    // History fallback: deep links such as /problem/3 load the app, which routes on the client.
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });

  return app;
}

/** The Fastify instance with its HTTP server's connection caps (total and per address) applied. */
export function createServer(settings: AppContext['settings']): FastifyInstance {
  const app = Fastify(fastifyOptions(settings));
  guardConnections(app.server, settings.connections, app.log);
  return app;
}
