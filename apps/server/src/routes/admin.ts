/**
 * Admin calls for users, the configuration, the audit log and the judge queue (spec §7 Admin).
 * Thin: the rules live in commands/admin-*.ts. Every entry is `access: 'admin'`, checked by
 * route() for every request; the handler gets the admin, who is named in the audit log with
 * the request's address.
 */
import { ADMIN_TEXT, API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { adminConfig, updateConfig } from '../commands/admin-config.ts';
import { judgeQueue, requeueJudgement } from '../commands/admin-queue.ts';
import { deleteUser, updateUser } from '../commands/admin-users.ts';
import { memberCsv } from '../commands/member-export.ts';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { pageWindow } from '../db/paged.ts';
import { presentAdminUser, presentAudit } from '../presenters/admin.ts';
import { listAudit, recordAudit } from '../repos/admin-audit.ts';
import { listUsersPage } from '../repos/users.ts';

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

  route(app, ctx, API.adminQueue, async () => ({ status: 'success' as const, ...(await judgeQueue(ctx)) }));

  route(app, ctx, API.adminRequeueJob, async (request, _reply, admin) => {
    await requeueJudgement(ctx, { user: admin, address: request.ip }, request.params.id);
    return { status: 'success' as const, message: ADMIN_TEXT.jobRequeued };
  });
}
