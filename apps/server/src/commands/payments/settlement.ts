/**
 * Settlement, which every payment job goes through (spec §7 Payment, §4 VIP order): the single path
 * by which a confirmed payment becomes membership (repos/vip-orders.ts settleOrder), used by the
 * demo provider's confirmation and, with the Alipay provider, by its verified notify and query;
 * and the closing of orders (expired, cancelled) without losing a payment. Pending orders expire
 * after `vip_order_timeout_minutes`: checked at every read of the user's orders and swept by
 * housekeeping (expiry.ts). The jobs, one file each: recharge, order-status, cancel, orders,
 * expiry, notify, issues, demo.
 *
 * Money is never lost (issue 28). Before an order is closed here (expired, cancelled), a provider
 * that can be asked is asked first: a trade paid there is settled instead, and one not paid is
 * closed there first, so it cannot be paid afterwards; a provider that does not answer leaves the
 * order open. A payment that still arrives for an order closed here (a QR code scanned before the
 * close reached the provider, a notify after a crash) is credited when its package still exists,
 * and otherwise refunded through the provider; the user sees either in the order list. A refund
 * the provider refuses is listed for admins and the notify answered `fail`, so it comes again.
 */
import type { AppContext } from '../../context.ts';
import {
  closePendingOrder,
  markRefunded,
  recordPaymentIssue,
  settleOrder,
  staleOrders,
  type OrderRow,
  type Payment,
  type Settlement,
} from '../../repos/vip-orders.ts';
import type { TradeState } from '../../services/alipay.ts';
import type { PaymentProvider } from '../../services/payment-provider.ts';
import { readPaymentConfig } from './config.ts';

export async function expireAndClose(ctx: AppContext, provider: PaymentProvider, now: Date, userId?: number) {
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
export async function closeOrder(
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
export async function recordAmountMismatch(ctx: AppContext, order: OrderRow, payment: Payment) {
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
export async function settleLate(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  payment: Payment,
  source: string,
): Promise<'credited' | 'refunded' | 'unresolved'> {
  const config = await readPaymentConfig(ctx);
  if (payment.amountFen === order.amount_fen && Object.hasOwn(config.vip_packages, order.package_id)) {
    const late = await settleAndTell(ctx, payment, { late: true });
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

/**
 * Asks the provider about a pending order and settles it when the trade is paid: what a status
 * check does, so a lost notify (or a server that died between Alipay's answer and the commit)
 * loses nothing. A provider that does not answer leaves the order pending.
 */
export async function reconcile(ctx: AppContext, provider: PaymentProvider, order: OrderRow) {
  try {
    const trade = await provider.query!(order);
    if (!paidTrade(trade.status)) return;
    await settleTrade(ctx, provider, order, trade, 'query');
  } catch (error) {
    ctx.log.warn({ err: error, order: order.order_number }, 'trade query at the payment provider failed');
  }
}

/** settleOrder, then this process's cache of session users told of a paid one: the member's next call sees the membership at once. */
async function settleAndTell(ctx: AppContext, payment: Payment, options: { late?: boolean } = {}): Promise<Settlement> {
  const result = await settleOrder(ctx.db, payment, options);
  if (result.outcome === 'paid') ctx.sessions.userChanged(result.order.user_id);
  return result;
}

/**
 * A payment the provider confirmed, settled (the same path for the demo confirmation, Alipay's
 * verified notify and its trade query); every outcome but `paid` leaves everything as it was and
 * is logged.
 */
export async function settle(ctx: AppContext, payment: Payment, source: string): Promise<Settlement> {
  const result = await settleAndTell(ctx, payment);
  if (result.outcome === 'paid') ctx.log.info({ order: payment.orderNumber, source }, 'VIP order paid');
  else ctx.log.warn({ order: payment.orderNumber, source, outcome: result.outcome }, 'payment not settled');
  return result;
}
