/**
 * Admin calls for users, the configuration, the audit log and the judge queue (spec §7 Admin).
 * Thin: the rules live in commands/admin-*.ts. Every entry is `access: 'admin'`, checked by
 * route() for every request; the handler gets the admin, who is named in the audit log with
 * the request's address.
 */
import { ADMIN_TEXT, API, WORKER_ALIVE_SECONDS, type JobKind } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { adminConfig, updateConfig } from '../commands/admin-config.ts';
import { deleteUser, updateUser } from '../commands/admin-users.ts';
import { memberCsv } from '../commands/member-export.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { pageWindow } from '../db/paged.ts';
import { presentAdminUser, presentAudit } from '../presenters/admin.ts';
import { listAudit, recordAudit } from '../repos/admin-audit.ts';
import { listUsersPage } from '../repos/users.ts';
import { listWorkers, oldestWaiting, queueDepth, recentFailures, requeueFailedJudgement } from '../repos/workers.ts';

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.adminUsers, async (request) => {
    const q = request.query;
    const { rows, total } = await listUsersPage(ctx.db, { search: q.search, sort: q.sort, order: q.order, window: pageWindow(q) });
    const now = ctx.now();
    return { status: 'success' as const, users: rows.map((r) => presentAdminUser(r, now)), total, page: q.page, page_size: q.page_size };
  });

  route(app, ctx, API.adminUpdateUser, async (request, _reply, admin) => {
    const { user, message } = await updateUser(ctx, { user: admin, address: request.ip }, request.params.id, request.body);
    return { status: 'success' as const, message, user };
  });

  route(app, ctx, API.adminDeleteUser, async (request, _reply, admin) => {
    await deleteUser(ctx, { user: admin, address: request.ip }, request.params.id);
    return { status: 'success' as const, message: ADMIN_TEXT.userDeleted };
  });

  route(app, ctx, API.adminExportUsers, async (request, _reply, admin) => {
    // Reading personal data is recorded like a change: who took the member list, and when.
    await recordAudit(ctx.db, { admin, action: 'export_users', target: 'users', address: request.ip });
    return { stream: memberCsv(ctx) };
  });

  route(app, ctx, API.adminConfig, async () => ({ status: 'success' as const, config: await adminConfig(ctx) }));

  route(app, ctx, API.adminUpdateConfig, async (request, _reply, admin) => ({
    status: 'success' as const,
    config: await updateConfig(ctx, { user: admin, address: request.ip }, request.body),
  }));

  route(app, ctx, API.adminAudit, async (request) => {
    const q = request.query;
    const { rows, total } = await listAudit(ctx.db, { action: q.action, search: q.search, window: pageWindow(q) });
    return { status: 'success' as const, entries: rows.map(presentAudit), total, page: q.page, page_size: q.page_size };
  });

  route(app, ctx, API.adminQueue, async () => {
    const [workers, depth, oldest, failed] = await Promise.all([
      listWorkers(ctx.db),
      queueDepth(ctx.db),
      oldestWaiting(ctx.db),
      recentFailures(ctx.db),
    ]);
    return {
      status: 'success' as const,
      workers: workers.map((w) => ({
        name: w.name,
        version: w.version,
        kinds: w.kinds,
        last_seen_at: w.last_seen_at.toISOString(),
        alive: w.seconds_since <= WORKER_ALIVE_SECONDS,
        jobs_done: w.jobs_done,
      })),
      depth: depth.map((d) => ({ kind: d.kind as JobKind, queued: d.queued, running: d.running })),
      oldest_waiting: oldest
        ? {
            id: oldest.id,
            kind: oldest.kind as JobKind,
            created_at: oldest.created_at.toISOString(),
            waiting_seconds: oldest.waiting_seconds,
          }
        : null,
      failed: failed.map((f) => ({
        id: f.id,
        kind: f.kind as JobKind,
        error: f.error ?? '',
        attempts: f.attempts,
        submission_id: f.submission_id,
        username: f.username,
        finished_at: f.finished_at ? f.finished_at.toISOString() : null,
        requeueable: f.kind === 'judge',
      })),
    };
  });

  route(app, ctx, API.adminRequeueJob, async (request, _reply, admin) => {
    const id = request.params.id;
    await ctx.db.transaction(async (tx) => {
      const outcome = await requeueFailedJudgement(tx, id);
      if (!outcome) throw new AppError('JOB_NOT_FOUND');
      if (!outcome.requeued) throw new AppError('JOB_NOT_REQUEUEABLE');
      await recordAudit(tx, { admin, action: 'requeue_job', target: `job:${id}`, address: request.ip });
    });
    ctx.jobEvents.emit('queued');
    return { status: 'success' as const, message: ADMIN_TEXT.jobRequeued };
  });
}
