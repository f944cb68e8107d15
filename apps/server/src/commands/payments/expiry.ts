/** Housekeeping's sweep of orders: reconciled with the provider, late payments resolved, stale orders expired. */
import type { AppContext } from '../../context.ts';
import { closedPayableOrders, pendingOrdersOf } from '../../repos/vip-orders.ts';
import { paymentProvider } from '../../services/payment-provider.ts';
import { readPaymentConfig } from './config.ts';
import { expireAndClose, reconcile } from './settlement.ts';

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
