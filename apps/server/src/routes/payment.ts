/**
 * The payment calls (spec §7 Payment) and the demo provider's confirmation calls. Thin: the rules
 * live in commands/payments.ts; a refusal is the spec's `{ success: false, message }` with its status.
 */
import { API, type ApiCall } from '@veridojo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  alipayNotify,
  cancelOrder,
  demoConfirm,
  demoOrderView,
  orderStatus,
  packageViews,
  paymentIssues,
  PaymentRefusal,
  recharge,
  userOrders,
  vipInfo,
} from '../commands/payments.ts';
import type { AppContext } from '../context.ts';
import { refuse } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { readSystemConfig } from '../repos/system-config.ts';

type PaymentCall = ApiCall & { errors: { readonly [status: number]: unknown } };

async function paying<T>(call: PaymentCall, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentRefusal) {
      // Every payment call declares its refusals' statuses with the PaymentFailure body.
      throw refuse(call as typeof API.vipRecharge, error.http as 400, { success: false, message: error.message });
    }
    throw error;
  }
}

/** The site's origin as the browser sees it: PUBLIC_ORIGIN when set, else the request's own. */
function originOf(ctx: AppContext, request: FastifyRequest): string {
  return ctx.settings.publicOrigin ?? `${request.protocol}://${request.host}`;
}

export function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.vipPackages, async () => ({ success: true as const, data: packageViews(await readSystemConfig(ctx.db)) }));
  route(app, ctx, API.vipRecharge, (request, _reply, user) =>
    paying(API.vipRecharge, () => recharge(ctx, user, request.body.package_id, originOf(ctx, request))),
  );
  route(app, ctx, API.vipOrderStatus, (request, _reply, user) =>
    paying(API.vipOrderStatus, () => orderStatus(ctx, user, request.params.id)),
  );
  route(app, ctx, API.vipCancel, (request, _reply, user) => paying(API.vipCancel, () => cancelOrder(ctx, user, request.params.id)));
  route(app, ctx, API.vipOrders, (request, _reply, user) => userOrders(ctx, user, request.query.page, request.query.limit));
  route(app, ctx, API.vipInfo, async (_request, _reply, user) => vipInfo(ctx, user));
  route(app, ctx, API.adminPaymentIssues, () => paymentIssues(ctx));
  route(app, ctx, API.alipayNotify, (request) => alipayNotify(ctx, request.body));
  route(app, ctx, API.demoPaymentOrder, (request) => paying(API.demoPaymentOrder, () => demoOrderView(ctx, request.params.orderNumber)));
  route(app, ctx, API.demoPaymentConfirm, (request) => paying(API.demoPaymentConfirm, () => demoConfirm(ctx, request.params.orderNumber)));
}
