/**
 * The worker protocol: judge workers hold no database credentials; they claim jobs here by
 * long poll with a bearer token, extend the lease while they run, upload a result's attachment
 * (gzip bytes, streamed into storage) and report the result. The token is checked from the call
 * table's `access: 'worker'` (route()), before a body is read.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { storeResultAttachment } from '../queue/attachments.ts';
import { claimAnswerJson, claimNextJob, heartbeat, reportFailure, reportResult } from '../queue/engine.ts';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { seeWorker } from '../repos/workers.ts';

export function workerRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.workerClaim, async (request, reply) => {
    const closed = new AbortController();
    // The response closing before it was written means the worker hung up: stop waiting for it.
    // (Not the request's 'close': that fires as soon as the body has been read.)
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) closed.abort();
    });
    await seeWorker(ctx.db, { name: request.body.worker, version: request.body.version, kinds: request.body.kinds });
    const job = await claimNextJob(ctx, request.body.kinds, request.body.worker, request.body.wait_ms, closed.signal);
    // JSON text with the stored payload spliced in (claimAnswerJson): sent as it is, not serialised again.
    return reply.type('application/json; charset=utf-8').send(claimAnswerJson(job, ctx.settings.jobLeaseMs)) as never;
  });

  route(app, ctx, API.workerHeartbeat, async (request) => {
    await heartbeat(ctx, request.params.id, request.body.lease_token);
    return { status: 'success', lease_ms: ctx.settings.jobLeaseMs };
  });

  route(app, ctx, API.workerAttachment, async (request) => {
    await storeResultAttachment(ctx, request.params.id, request.query.lease_token, request.body);
    return { status: 'success' };
  });

  route(app, ctx, API.workerReport, async (request) => {
    await reportResult(ctx, request.params.id, request.body);
    return { status: 'success' };
  });

  route(app, ctx, API.workerFail, async (request) => {
    await reportFailure(ctx, request.params.id, request.body.lease_token, request.body.error);
    return { status: 'success' };
  });
}
