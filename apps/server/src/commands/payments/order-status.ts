/**
 * A user's check of one of their orders: stale orders are closed first, and a pending order is
 * reconciled with a provider that can be asked (a lost notify loses nothing). Returns the order and
 * the user as they are now (the membership it may have extended).
 */
import type { AppContext } from '../../context.ts';
import { findUserById, type UserRow } from '../../repos/users.ts';
import { findUserOrder, type OrderRow } from '../../repos/vip-orders.ts';
import { paymentProvider } from '../../services/payment-provider.ts';
import { PaymentRefusal, readPaymentConfig } from './config.ts';
import { expireAndClose, reconcile } from './settlement.ts';

/** The caller's order; another user's is refused exactly like one that does not exist. */
export async function ownOrder(ctx: AppContext, user: UserRow, orderId: number): Promise<OrderRow> {
  const order = await findUserOrder(ctx.db, orderId, user.id);
  // Another user's order is answered exactly like one that does not exist.
  if (!order) throw new PaymentRefusal('not_found', '订单不存在');
  return order;
}

export async function orderStatus(ctx: AppContext, user: UserRow, orderId: number): Promise<{ order: OrderRow; user: UserRow }> {
  const config = await readPaymentConfig(ctx);
  const provider = paymentProvider(ctx, config);
  await expireAndClose(ctx, provider, ctx.now(), user.id);
  let order = await ownOrder(ctx, user, orderId);
  if (order.status === 'pending' && order.provider === provider.name && provider.query) {
    await reconcile(ctx, provider, order);
    order = await ownOrder(ctx, user, orderId);
  }
  // The membership the order may have just extended.
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return { order, user: fresh };
}
