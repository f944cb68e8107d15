/**
 * The worker protocol: judge workers hold no database credentials; they claim jobs here by
 * long poll with a bearer token, extend the lease while they run, and report the result.
 */
import crypto from 'node:crypto';
import { API } from '@veridojo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimNextJob, heartbeat, reportFailure, reportResult } from '../commands/judging.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { idParam } from '../http/params.ts';
import { route } from '../http/route.ts';
import { LEASE_MS } from '../repos/jobs.ts';

function requireWorker(ctx: AppContext, request: FastifyRequest) {
  const expected = ctx.settings.workerToken;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!expected || !given) throw new AppError('WORKER_UNAUTHORIZED');
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  if (!crypto.timingSafeEqual(a, b)) throw new AppError('WORKER_UNAUTHORIZED');
}

export function workerRoutes(parent: FastifyInstance, ctx: AppContext) {
  void parent.register(async (app) => {
    // The token is checked before the body is read: without it nobody gets a report's 12 MiB parsed.
    app.addHook('onRequest', async (request) => requireWorker(ctx, request));
    workerCalls(app, ctx);
  });
}

function workerCalls(app: FastifyInstance, ctx: AppContext) {
  route(app, API.workerClaim, async (request, reply) => {
    const closed = new AbortController();
    // The response closing before it was written means the worker hung up: stop waiting for it.
    // (Not the request's 'close': that fires as soon as the body has been read.)
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) closed.abort();
    });
    const job = await claimNextJob(ctx, request.body.kinds, request.body.worker, request.body.wait_ms, closed.signal);
    return { status: 'success', job };
  });

  route(app, API.workerHeartbeat, async (request) => {
    await heartbeat(ctx, idParam(request, 'NOT_FOUND'), request.body.lease_token);
    return { status: 'success', lease_ms: LEASE_MS };
  });

  route(app, API.workerReport, async (request) => {
    await reportResult(ctx, idParam(request, 'NOT_FOUND'), request.body);
    return { status: 'success' };
  });

  route(app, API.workerFail, async (request) => {
    await reportFailure(ctx, idParam(request, 'NOT_FOUND'), request.body.lease_token, request.body.error);
    return { status: 'success' };
  });
}
