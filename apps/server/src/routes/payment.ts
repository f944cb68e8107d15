/**
 * The payment calls (spec §7 Payment) and the demo provider's confirmation calls. Thin: the rules
 * live in commands/payments/ (one file per job), the views in presenters/vip-orders.ts; a refusal
 * is the spec's `{ success: false, message }` with the status of its reason.
 */
import { API, ORDER_STATUS_LABELS, type ApiCall } from '@veridojo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cancelOrder } from '../commands/payments/cancel.ts';
import { packageViews, PaymentRefusal, type PaymentRefusalReason } from '../commands/payments/config.ts';
import { demoConfirm, demoOrderView } from '../commands/payments/demo.ts';
import { paymentIssues } from '../commands/payments/issues.ts';
import { alipayNotify } from '../commands/payments/notify.ts';
import { orderStatus } from '../commands/payments/order-status.ts';
import { userOrders } from '../commands/payments/orders.ts';
import { recharge } from '../commands/payments/recharge.ts';
import type { AppContext } from '../context.ts';
import { refuse } from '../http/errors.ts';
import { route } from '../http/route.ts';
import {
  cancellationMessage,
  presentDemoOrder,
  presentOrderItem,
  presentOrderStatus,
  presentPayableOrder,
  presentPaymentIssue,
  presentVipInfo,
} from '../presenters/vip-orders.ts';

type PaymentCall = ApiCall & { errors: { readonly [status: number]: unknown } };

/** The HTTP status of each reason a payment call is refused (declared per call in the contract). */
const REFUSAL_STATUS: Record<PaymentRefusalReason, 400 | 403 | 404 | 409 | 503> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unavailable: 503,
};

async function paying<T>(call: PaymentCall, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentRefusal) {
      // Every payment call declares its refusals' statuses with the PaymentFailure body.
      throw refuse(call as typeof API.vipRecharge, REFUSAL_STATUS[error.reason] as 400, { success: false, message: error.message });
    }
    throw error;
  }
}

/** The site's origin as the browser sees it: PUBLIC_ORIGIN when set, else the request's own. */
function originOf(ctx: AppContext, request: FastifyRequest): string {
  return ctx.settings.publicOrigin ?? `${request.protocol}://${request.host}`;
}

const ok = <T>(data: T) => ({ success: true as const, data });

export function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.vipPackages, async () => ok(packageViews(await ctx.config.current())));
  route(app, ctx, API.vipRecharge, (request, _reply, user) =>
    paying(API.vipRecharge, async () => {
      const { order, reused } = await recharge(ctx, user, request.body.package_id, originOf(ctx, request));
      return ok(await presentPayableOrder(order, reused));
    }),
  );
  route(app, ctx, API.vipOrderStatus, (request, _reply, user) =>
    paying(API.vipOrderStatus, async () => {
      const { order, user: now } = await orderStatus(ctx, user, request.params.id);
      return ok(presentOrderStatus(order, now, ctx.now()));
    }),
  );
  route(app, ctx, API.vipCancel, (request, _reply, user) =>
    paying(API.vipCancel, async () => ({
      success: true as const,
      message: cancellationMessage(await cancelOrder(ctx, user, request.params.id)),
    })),
  );
  route(app, ctx, API.vipOrders, async (request, _reply, user) => {
    const { page, limit } = request.query;
    const { rows, total, open } = await userOrders(ctx, user, page, limit);
    const openOrder = open ? await presentPayableOrder(open, true) : null;
    return ok({ orders: rows.map(presentOrderItem), total, page, limit, open_order: openOrder });
  });
  route(app, ctx, API.vipInfo, async (_request, _reply, user) => ok(presentVipInfo(user, ctx.now())));
  route(app, ctx, API.adminPaymentIssues, async () => ok({ issues: (await paymentIssues(ctx)).map(presentPaymentIssue) }));
  route(app, ctx, API.alipayNotify, (request) => alipayNotify(ctx, request.body));
  route(app, ctx, API.demoPaymentOrder, (request) =>
    paying(API.demoPaymentOrder, async () => ok(presentDemoOrder(await demoOrderView(ctx, request.params.orderNumber)))),
  );
  route(app, ctx, API.demoPaymentConfirm, (request) =>
    paying(API.demoPaymentConfirm, async () => {
      const { status, message } = await demoConfirm(ctx, request.params.orderNumber);
      return ok({ status, status_label: ORDER_STATUS_LABELS[status], message });
    }),
  );
}
