/**
 * VIP purchases (spec §7 Payment, §4 VIP order): packages from the configuration, one open order
 * per user, status checks, cancellation, the order list, VIP info, and settlement — the single
 * path by which a confirmed payment becomes membership (repos/vip-orders.ts settleOrder), used by
 * the demo provider's confirmation and, with the Alipay provider, by its verified notify and query.
 *
 * A second recharge while an order is open: the same package answers the open order again (a
 * double click, a reload); another package cancels the open order first, so the user pays for
 * what they chose last. Pending orders expire after `vip_order_timeout_minutes`: checked at every
 * read of the user's orders and swept by housekeeping.
 *
 * Money is never lost (issue 28). Before an order is closed here (expired, cancelled), a provider
 * that can be asked is asked first: a trade paid there is settled instead, and one not paid is
 * closed there first, so it cannot be paid afterwards; a provider that does not answer leaves the
 * order open. A payment that still arrives for an order closed here (a QR code scanned before the
 * close reached the provider, a notify after a crash) is credited when its package still exists,
 * and otherwise refunded through the provider; the user sees either in the order list. A refund
 * the provider refuses is listed for admins and the notify answered `fail`, so it comes again.
 */
import crypto from 'node:crypto';
import {
  effectiveMembership,
  ORDER_STATUS_LABELS,
  PAYMENT_ISSUE_LABELS,
  yuanOf,
  type OrderItem,
  type SystemConfig,
  type VipPackageView,
} from '@veridojo/contracts';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { readSystemConfig } from '../repos/system-config.ts';
import { findUserById, type UserRow } from '../repos/users.ts';
import {
  cancelPendingOrder,
  closedPayableOrders,
  closePendingOrder,
  findOrderByNumber,
  findUserOrder,
  insertOrder,
  listPaymentIssues,
  listUserOrders,
  markRefunded,
  pendingOrderOf,
  pendingOrdersOf,
  recordPaymentIssue,
  setQrContent,
  settleOrder,
  staleOrders,
  type OrderRow,
  type Payment,
  type Settlement,
} from '../repos/vip-orders.ts';
import { AlipayFailure, AlipayGateway, fenOf, type TradeState } from '../services/alipay.ts';
import { alipayConfigured, demoProvider, paymentProvider, providerProblem, type PaymentProvider } from '../services/payment-provider.ts';

/** The configuration with the environment's Alipay settings over it (settings.ts `alipay`). */
export async function readPaymentConfig(ctx: AppContext): Promise<SystemConfig> {
  const config = await readSystemConfig(ctx.db);
  const env = ctx.settings.alipay;
  return {
    ...config,
    alipay_app_id: env.app_id ?? config.alipay_app_id,
    alipay_private_key: env.private_key ?? config.alipay_private_key,
    alipay_public_key: env.public_key ?? config.alipay_public_key,
    alipay_gateway: env.gateway ?? config.alipay_gateway,
    alipay_notify_url: env.notify_url ?? config.alipay_notify_url,
  };
}

/** A refusal of a payment call: its status and the Chinese sentence of `{ success: false, message }`. */
export class PaymentRefusal extends Error {
  constructor(
    readonly http: 400 | 403 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** The purchase page's packages, shortest first (the first is the home page's figure). */
export function packageViews(config: SystemConfig): VipPackageView[] {
  return Object.entries(config.vip_packages)
    .map(([id, p]) => ({
      id,
      name: p.name,
      price: yuanOf(p.price_fen),
      price_fen: p.price_fen,
      days: p.days,
      description: p.description,
      features: p.features,
      recommended: p.recommended,
    }))
    .sort((a, b) => a.days - b.days || a.price_fen - b.price_fen);
}

/** Why 20 base-32 characters: 100 random bits, so order numbers can be neither guessed nor enumerated. */
const ORDER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newOrderNumber(): string {
  const bytes = crypto.randomBytes(20);
  return `VD${[...bytes].map((b) => ORDER_ALPHABET[b % 32]).join('')}`;
}

export async function recharge(ctx: AppContext, user: UserRow, packageId: string, origin: string) {
  const config = await readPaymentConfig(ctx);
  const chosen = config.vip_packages[packageId];
  if (!chosen || !Object.hasOwn(config.vip_packages, packageId)) throw new PaymentRefusal(400, `套餐不存在：${packageId}`);
  const problem = providerProblem(ctx, config);
  if (problem) throw new PaymentRefusal(503, problem);
  const provider = paymentProvider(ctx, config);
  const now = ctx.now();
  await expireAndClose(ctx, provider, now, user.id);
  const open = await pendingOrderOf(ctx.db, user.id);
  if (open && open.package_id === packageId && open.amount_fen === chosen.price_fen && open.provider === provider.name)
    return orderAnswer(open, true);
  if (open && (await closeOrder(ctx, provider, open, 'cancelled')) === 'open')
    throw new PaymentRefusal(503, '支付服务暂时不可用，原订单未能取消，请稍后重试');
  const settledMeanwhile = open && (await findUserOrder(ctx.db, open.id, user.id))?.status === 'paid';
  if (settledMeanwhile) throw new PaymentRefusal(409, '原订单已支付成功，会员已开通；如需再次购买请刷新页面');
  const created = await insertOrder(ctx.db, {
    orderNumber: newOrderNumber(),
    userId: user.id,
    packageId,
    packageName: chosen.name,
    amountFen: chosen.price_fen,
    vipDays: chosen.days,
    provider: provider.name,
    expiresAt: new Date(now.getTime() + config.vip_order_timeout_minutes * 60_000),
  });
  if (!created) {
    // Another recharge of this user won the race for the one pending order: answer that one.
    const winner = await pendingOrderOf(ctx.db, user.id);
    if (winner) return orderAnswer(winner, true);
    throw new PaymentRefusal(409, '创建订单失败：请稍后重试');
  }
  let qrContent: string;
  try {
    qrContent = await provider.precreate(created, origin);
  } catch (error) {
    // The provider refused or did not answer: the order never became payable, so it is cancelled
    // here and the user may try again at once.
    await cancelPendingOrder(ctx.db, created.id, user.id, ctx.now());
    ctx.log.warn({ err: error, order: created.order_number }, 'precreate at the payment provider failed');
    throw new PaymentRefusal(503, error instanceof AlipayFailure ? error.message : '支付服务暂时不可用，请稍后重试');
  }
  await setQrContent(ctx.db, created.id, qrContent);
  return orderAnswer({ ...created, qr_content: qrContent }, false);
}

async function orderAnswer(order: OrderRow, reused: boolean) {
  return {
    success: true as const,
    data: {
      order_id: order.id,
      order_number: order.order_number,
      qr_code: await QRCode.toDataURL(order.qr_content, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
      qr_content: order.qr_content,
      amount: yuanOf(order.amount_fen),
      amount_fen: order.amount_fen,
      package_name: order.package_name,
      vip_days: order.vip_days,
      expires_at: order.expires_at.toISOString(),
      provider: order.provider,
      reused,
    },
  };
}

async function expireAndClose(ctx: AppContext, provider: PaymentProvider, now: Date, userId?: number) {
  for (const order of await staleOrders(ctx.db, now, userId)) await closeOrder(ctx, provider, order, 'expired');
}

const paidTrade = (status: string | null) => status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED';

/**
 * Closes a pending order (`to`: expired or cancelled) without losing a payment: a provider that can
 * be asked is asked first — paid there, the order is settled instead ('paid'); not paid, the trade
 * is closed there before here. 'open': the provider did not answer, and the order stays pending
 * (the next check or sweep tries again). The demo provider's orders are paid only through this
 * server, so they close here at once.
 */
async function closeOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  to: 'expired' | 'cancelled',
): Promise<'closed' | 'paid' | 'open'> {
  if (order.provider === provider.name && provider.query) {
    let trade: TradeState;
    try {
      trade = await provider.query(order);
    } catch (error) {
      ctx.log.warn({ err: error, order: order.order_number }, 'asking the payment provider failed; the order stays open');
      return 'open';
    }
    if (paidTrade(trade.status)) return (await settleTrade(ctx, provider, order, trade, 'query')) ? 'paid' : 'closed';
    if (trade.status !== 'TRADE_CLOSED') {
      try {
        await provider.close(order);
      } catch (error) {
        ctx.log.warn({ err: error, order: order.order_number }, 'closing at the payment provider failed; the order stays open');
        // Paid between the query and the close (Alipay refuses to close a paid trade): ask once more.
        const again = await provider.query(order).catch(() => null);
        if (again && paidTrade(again.status)) return (await settleTrade(ctx, provider, order, again, 'query')) ? 'paid' : 'closed';
        return 'open';
      }
    }
  } else {
    await provider
      .close(order)
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, order: order.order_number }, 'closing the order at the payment provider failed'),
      );
  }
  await closePendingOrder(ctx.db, order.id, to, ctx.now());
  return 'closed';
}

/** A trade the provider says is paid, settled — or, when it cannot become membership, credited late or refunded. True when it became membership. */
async function settleTrade(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  trade: TradeState,
  source: string,
): Promise<boolean> {
  const payment = { orderNumber: order.order_number, amountFen: trade.amountFen ?? -1, tradeNo: trade.tradeNo ?? '', at: ctx.now() };
  const result = await settle(ctx, payment, source);
  if (result.outcome === 'paid' || result.outcome === 'already_paid') return true;
  if (result.outcome === 'unknown_order') return false;
  if (result.outcome === 'amount_mismatch') {
    await recordAmountMismatch(ctx, result.order, payment);
    return false;
  }
  return (await settleLate(ctx, provider, result.order, payment, source)) === 'credited';
}

/**
 * A verified payment of another amount than the order's cannot happen with a fixed-amount QR code:
 * nothing is settled or refunded automatically, and admins see it (an investigation, not a rule).
 */
async function recordAmountMismatch(ctx: AppContext, order: OrderRow, payment: Payment) {
  await recordPaymentIssue(ctx.db, {
    orderNumber: order.order_number,
    kind: 'amount_mismatch',
    provider: order.provider,
    tradeNo: payment.tradeNo,
    amountFen: payment.amountFen < 0 ? null : payment.amountFen,
    orderStatus: order.status,
  });
}

/**
 * The order's own amount paid for an order that is closed here: credited when the order's package
 * still exists (the user chose it and paid it), otherwise sent back through the provider.
 * 'unresolved': the refund failed, or the amount is not the order's — listed for admins, and the
 * caller lets the provider come again.
 */
async function settleLate(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  payment: Payment,
  source: string,
): Promise<'credited' | 'refunded' | 'unresolved'> {
  const config = await readPaymentConfig(ctx);
  if (payment.amountFen === order.amount_fen && Object.hasOwn(config.vip_packages, order.package_id)) {
    const late = await settleOrder(ctx.db, payment, { late: true });
    if (late.outcome === 'paid' || late.outcome === 'already_paid') {
      ctx.log.info({ order: order.order_number, source }, 'payment after the order was closed: credited');
      return 'credited';
    }
  }
  const issue = { orderNumber: order.order_number, provider: order.provider, tradeNo: payment.tradeNo, amountFen: payment.amountFen };
  if (order.status === 'refunded') return 'refunded';
  if (payment.amountFen !== order.amount_fen) {
    await recordAmountMismatch(ctx, order, payment);
    return 'unresolved';
  }
  try {
    if (!provider.refund) throw new Error('the provider cannot refund this payment');
    await provider.refund(order, payment.amountFen);
  } catch (error) {
    ctx.log.error({ err: error, order: order.order_number, source }, 'refunding a payment that cannot become membership failed');
    await recordPaymentIssue(ctx.db, { ...issue, kind: 'late_payment', orderStatus: order.status });
    return 'unresolved';
  }
  const refunded = await markRefunded(ctx.db, order.id, payment.amountFen, ctx.now());
  await recordPaymentIssue(ctx.db, { ...issue, kind: 'refunded', orderStatus: refunded?.status ?? order.status });
  ctx.log.warn({ order: order.order_number, source }, 'payment that cannot become membership: refunded');
  return 'refunded';
}

async function ownOrder(ctx: AppContext, user: UserRow, orderId: number): Promise<OrderRow> {
  const order = await findUserOrder(ctx.db, orderId, user.id);
  // Another user's order is answered exactly like one that does not exist.
  if (!order) throw new PaymentRefusal(404, '订单不存在');
  return order;
}

export async function orderStatus(ctx: AppContext, user: UserRow, orderId: number) {
  const config = await readPaymentConfig(ctx);
  const provider = paymentProvider(ctx, config);
  await expireAndClose(ctx, provider, ctx.now(), user.id);
  let order = await ownOrder(ctx, user, orderId);
  if (order.status === 'pending' && order.provider === provider.name && provider.query) {
    await reconcile(ctx, provider, order);
    order = await ownOrder(ctx, user, orderId);
  }
  const note = lateNote(order);
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return {
    success: true as const,
    data: {
      status: order.status,
      status_label: ORDER_STATUS_LABELS[order.status],
      order_number: order.order_number,
      paid_at: order.paid_at?.toISOString() ?? null,
      vip_expiry_date: fresh.vip_expiry_date?.toISOString() ?? null,
      membership_type: effectiveMembership(fresh, ctx.now()),
      note,
    },
  };
}

/** What the user is told about a payment that came after the order was closed (order list, status check). */
function lateNote(order: OrderRow): string | null {
  if (order.late_payment === 'credited') return '订单关闭后才收到这笔付款：已按原套餐为你开通会员';
  if (order.late_payment === 'refunded')
    return `这笔付款没能开通会员（订单已关闭、套餐已下架或金额不符）：¥${yuanOf(order.refunded_fen ?? 0)} 已原路退回`;
  return null;
}

/**
 * Asks the provider about a pending order and settles it when the trade is paid: what a status
 * check does, so a lost notify (or a server that died between Alipay's answer and the commit)
 * loses nothing. A provider that does not answer leaves the order pending.
 */
async function reconcile(ctx: AppContext, provider: PaymentProvider, order: OrderRow) {
  try {
    const trade = await provider.query!(order);
    if (!paidTrade(trade.status)) return;
    await settleTrade(ctx, provider, order, trade, 'query');
  } catch (error) {
    ctx.log.warn({ err: error, order: order.order_number }, 'trade query at the payment provider failed');
  }
}

export async function cancelOrder(ctx: AppContext, user: UserRow, orderId: number) {
  const config = await readPaymentConfig(ctx);
  const provider = paymentProvider(ctx, config);
  const now = ctx.now();
  await expireAndClose(ctx, provider, now, user.id);
  const order = await ownOrder(ctx, user, orderId);
  if (order.status === 'paid') throw new PaymentRefusal(400, '订单已支付，不能取消');
  if (order.status === 'pending' && (await closeOrder(ctx, provider, order, 'cancelled')) === 'open')
    throw new PaymentRefusal(503, '支付服务暂时不可用，订单未能取消，请稍后重试');
  const after = await ownOrder(ctx, user, orderId);
  if (after.status === 'paid') throw new PaymentRefusal(400, '订单已支付，不能取消');
  if (after.status === 'refunded') return { success: true as const, message: '订单已关闭，付款已原路退回' };
  return { success: true as const, message: after.status === 'expired' ? '订单已过期' : '订单已取消' };
}

export async function userOrders(ctx: AppContext, user: UserRow, page: number, limit: number) {
  const config = await readPaymentConfig(ctx);
  await expireAndClose(ctx, paymentProvider(ctx, config), ctx.now(), user.id);
  const { rows, total } = await listUserOrders(ctx.db, user.id, page, limit);
  const orders: z.input<typeof OrderItem>[] = rows.map((o) => ({
    id: o.id,
    order_number: o.order_number,
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    package_name: o.package_name,
    amount: yuanOf(o.amount_fen),
    amount_fen: o.amount_fen,
    vip_days: o.vip_days,
    created_at: o.created_at.toISOString(),
    paid_at: o.paid_at?.toISOString() ?? null,
    note: lateNote(o),
  }));
  // Stale orders are closed above, so an order still pending here can be paid: shown again with its
  // QR code (one without a QR code is still being created at the provider, and is not shown yet).
  const open = await pendingOrderOf(ctx.db, user.id);
  const openOrder = open && open.qr_content !== '' ? (await orderAnswer(open, true)).data : null;
  return { success: true as const, data: { orders, total, page, limit, open_order: openOrder } };
}

export function vipInfo(ctx: AppContext, user: UserRow) {
  const type = effectiveMembership(user, ctx.now());
  return {
    success: true as const,
    data: { membership_type: type, vip_expiry_date: user.vip_expiry_date?.toISOString() ?? null, is_vip: type !== 'normal' },
  };
}

/**
 * A payment the provider confirmed, settled (the same path for the demo confirmation, Alipay's
 * verified notify and its trade query); every outcome but `paid` leaves everything as it was and
 * is logged.
 */
export async function settle(ctx: AppContext, payment: Payment, source: string): Promise<Settlement> {
  const result = await settleOrder(ctx.db, payment);
  if (result.outcome === 'paid') ctx.log.info({ order: payment.orderNumber, source }, 'VIP order paid');
  else ctx.log.warn({ order: payment.orderNumber, source, outcome: result.outcome }, 'payment not settled');
  return result;
}

/** Why 100: one sweep asks the provider about at most this many open orders (10 minutes apart). */
const RECONCILE_BATCH = 100;
/**
 * Why an hour: a trade can be paid at the provider until its QR code's time is over (the order's
 * expiry; Alipay closes it then); an hour past that covers clocks and a notify on its way.
 */
const LATE_PAYMENT_WINDOW_MS = 60 * 60_000;

/**
 * Housekeeping's sweep: open orders the provider can be asked about are reconciled first (a
 * payment whose notify was lost, or whose user closed the page, still becomes membership), then
 * orders closed here whose trade could still have been paid (credited or refunded when it was),
 * then everyone's pending orders past their time expire, asked and closed at the provider first.
 */
export async function expireOrders(ctx: AppContext): Promise<void> {
  const config = await readPaymentConfig(ctx);
  const provider = paymentProvider(ctx, config);
  if (provider.query) {
    for (const order of await pendingOrdersOf(ctx.db, provider.name, RECONCILE_BATCH)) await reconcile(ctx, provider, order);
    const since = new Date(ctx.now().getTime() - LATE_PAYMENT_WINDOW_MS);
    for (const order of await closedPayableOrders(ctx.db, provider.name, since, RECONCILE_BATCH)) await reconcile(ctx, provider, order);
  }
  await expireAndClose(ctx, provider, ctx.now());
}

/**
 * Alipay's asynchronous notify. Nothing changes unless the RSA2 signature holds (Alipay's public
 * key), the app id is ours and the trade is paid; then the order is settled through the one path
 * (exact amount, once). `success` is answered only after the change is committed, or when there is
 * nothing more to do: a repeated notify, a trade not paid (TRADE_CLOSED, WAIT_BUYER_PAY), an order
 * we do not know. Money for a cancelled or expired order, or a different amount, is recorded for
 * admins (vip_payment_issues) before answering. A forged or foreign notify gets `fail`.
 */
export async function alipayNotify(ctx: AppContext, fields: Record<string, string>): Promise<'success' | 'fail'> {
  const config = await readPaymentConfig(ctx);
  const about = { order: fields.out_trade_no, trade: fields.trade_no, status: fields.trade_status };
  if (!alipayConfigured(config)) {
    ctx.log.warn(about, 'Alipay notify refused: Alipay is not configured');
    return 'fail';
  }
  if (!new AlipayGateway(config).verifyNotify(fields)) {
    ctx.log.warn(about, 'Alipay notify refused: bad signature');
    return 'fail';
  }
  if (fields.app_id !== config.alipay_app_id.trim()) {
    ctx.log.warn({ ...about, app_id: fields.app_id }, 'Alipay notify refused: another app id');
    return 'fail';
  }
  if (fields.trade_status !== 'TRADE_SUCCESS' && fields.trade_status !== 'TRADE_FINISHED') {
    ctx.log.info(about, 'Alipay notify without a payment: nothing to do');
    return 'success';
  }
  const amountFen = fenOf(fields.total_amount);
  const payment = { orderNumber: fields.out_trade_no ?? '', amountFen: amountFen ?? -1, tradeNo: fields.trade_no ?? '', at: ctx.now() };
  const result = await settle(ctx, payment, 'notify');
  if (result.outcome === 'amount_mismatch') await recordAmountMismatch(ctx, result.order, payment);
  if (result.outcome === 'not_pending') {
    // Money for an order closed here: credited late, or sent back; a failed refund comes again.
    const late = await settleLate(ctx, paymentProvider(ctx, config), result.order, payment, 'notify');
    if (late === 'unresolved' && payment.amountFen === result.order.amount_fen) return 'fail';
  }
  return 'success';
}

/** Why 500: the issues are rare (each one a refund or an investigation); more than this is an incident, not a list. */
const ISSUES_SHOWN = 500;

/** The admins' list of payments that did not become membership. */
export async function paymentIssues(ctx: AppContext) {
  const rows = await listPaymentIssues(ctx.db, ISSUES_SHOWN);
  return {
    success: true as const,
    data: {
      issues: rows.map((r) => ({
        id: r.id,
        order_number: r.order_number,
        kind: r.kind,
        kind_label: PAYMENT_ISSUE_LABELS[r.kind],
        provider: r.provider,
        trade_no: r.trade_no,
        amount: r.amount_fen === null ? null : yuanOf(r.amount_fen),
        order_status: r.order_status,
        username: r.username,
        created_at: r.created_at.toISOString(),
      })),
    },
  };
}

// ---- The demo provider's confirmation page ----

async function demoOrder(ctx: AppContext, orderNumber: string): Promise<OrderRow> {
  if (ctx.settings.production) throw new PaymentRefusal(403, '演示支付在生产环境中不可用');
  const found = await findOrderByNumber(ctx.db, orderNumber);
  if (!found || found.provider !== 'demo') throw new PaymentRefusal(404, '订单不存在');
  // Its user's orders past their time expire first (no one else's: the page is public), so an
  // expired order is shown and refused as expired.
  await expireAndClose(ctx, demoProvider, ctx.now(), found.user_id);
  return (await findOrderByNumber(ctx.db, orderNumber)) ?? found;
}

export async function demoOrderView(ctx: AppContext, orderNumber: string) {
  const order = await demoOrder(ctx, orderNumber);
  return {
    success: true as const,
    data: {
      order_number: order.order_number,
      package_name: order.package_name,
      amount: yuanOf(order.amount_fen),
      vip_days: order.vip_days,
      status: order.status,
      status_label: ORDER_STATUS_LABELS[order.status],
    },
  };
}

export async function demoConfirm(ctx: AppContext, orderNumber: string) {
  const order = await demoOrder(ctx, orderNumber);
  const result = await settle(ctx, { orderNumber, amountFen: order.amount_fen, tradeNo: `DEMO-${orderNumber}`, at: ctx.now() }, 'demo');
  const status = result.outcome === 'unknown_order' ? order.status : result.order.status;
  const message =
    result.outcome === 'paid' || result.outcome === 'already_paid'
      ? '支付成功（演示支付，没有真实扣款）'
      : status === 'expired'
        ? '订单已过期，请回到 VIP 页面重新下单'
        : status === 'cancelled'
          ? '订单已取消，请回到 VIP 页面重新下单'
          : '支付未完成';
  if (result.outcome !== 'paid' && result.outcome !== 'already_paid') throw new PaymentRefusal(409, message);
  return { success: true as const, data: { status, status_label: ORDER_STATUS_LABELS[status], message } };
}
