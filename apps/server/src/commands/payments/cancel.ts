/**
 * A user's cancellation of a pending order: asked and closed at the provider first, so a trade paid
 * meanwhile is settled instead and one not paid cannot be paid afterwards.
 */
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../repos/users.ts';
import type { OrderRow } from '../../repos/vip-orders.ts';
import { paymentProvider } from '../../services/payment-provider.ts';
import { PaymentRefusal, readPaymentConfig } from './config.ts';
import { ownOrder } from './order-status.ts';
import { closeOrder, expireAndClose } from './settlement.ts';

/** Cancels the caller's pending order; returns how it ended (a payment that came first may have closed it otherwise). */
export async function cancelOrder(ctx: AppContext, user: UserRow, orderId: number): Promise<OrderRow['status']> {
  const config = await readPaymentConfig(ctx);
  const provider = paymentProvider(ctx, config);
  const now = ctx.now();
  await expireAndClose(ctx, provider, now, user.id);
  const order = await ownOrder(ctx, user, orderId);
  if (order.status === 'paid') throw new PaymentRefusal('invalid', '订单已支付，不能取消');
  if (order.status === 'pending' && (await closeOrder(ctx, provider, order, 'cancelled')) === 'open')
    throw new PaymentRefusal('unavailable', '支付服务暂时不可用，订单未能取消，请稍后重试');
  const after = await ownOrder(ctx, user, orderId);
  if (after.status === 'paid') throw new PaymentRefusal('invalid', '订单已支付，不能取消');
  return after.status;
}
