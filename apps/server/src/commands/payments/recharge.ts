/**
 * A recharge: the order for a package, one open order per user. The same package answers the
 * open order again (a double click, a reload); another package cancels the open order first, so
 * the user pays for what they chose last. Returns the order and whether it was the open one.
 */
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../repos/users.ts';
import { cancelPendingOrder, findUserOrder, insertOrder, pendingOrderOf, setQrContent, type OrderRow } from '../../repos/vip-orders.ts';
import { AlipayFailure } from '../../services/alipay.ts';
import { paymentProvider, providerProblem } from '../../services/payment-provider.ts';
import { newOrderNumber, PaymentRefusal, readPaymentConfig } from './config.ts';
import { closeOrder, expireAndClose } from './settlement.ts';

/** An order to pay, and whether it is the user's open order answered again. */
export interface PayableOrder {
  order: OrderRow;
  reused: boolean;
}

export async function recharge(ctx: AppContext, user: UserRow, packageId: string, origin: string): Promise<PayableOrder> {
  const config = await readPaymentConfig(ctx);
  const chosen = config.vip_packages[packageId];
  if (!chosen || !Object.hasOwn(config.vip_packages, packageId)) throw new PaymentRefusal('invalid', `套餐不存在：${packageId}`);
  const problem = providerProblem(ctx, config);
  if (problem) throw new PaymentRefusal('unavailable', problem);
  const provider = paymentProvider(ctx, config);
  const now = ctx.now();
  await expireAndClose(ctx, provider, now, user.id);
  const open = await pendingOrderOf(ctx.db, user.id);
  if (open && open.package_id === packageId && open.amount_fen === chosen.price_fen && open.provider === provider.name)
    return { order: open, reused: true };
  if (open && (await closeOrder(ctx, provider, open, 'cancelled')) === 'open')
    throw new PaymentRefusal('unavailable', '支付服务暂时不可用，原订单未能取消，请稍后重试');
  const settledMeanwhile = open && (await findUserOrder(ctx.db, open.id, user.id))?.status === 'paid';
  if (settledMeanwhile) throw new PaymentRefusal('conflict', '原订单已支付成功，会员已开通；如需再次购买请刷新页面');
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
    if (winner) return { order: winner, reused: true };
    throw new PaymentRefusal('conflict', '创建订单失败：请稍后重试');
  }
  let qrContent: string;
  try {
    qrContent = await provider.precreate(created, origin);
  } catch (error) {
    // The provider refused or did not answer: the order never became payable, so it is cancelled
    // here and the user may try again at once.
    await cancelPendingOrder(ctx.db, created.id, user.id, ctx.now());
    ctx.log.warn({ err: error, order: created.order_number }, 'precreate at the payment provider failed');
    throw new PaymentRefusal('unavailable', error instanceof AlipayFailure ? error.message : '支付服务暂时不可用，请稍后重试');
  }
  await setQrContent(ctx.db, created.id, qrContent);
  return { order: { ...created, qr_content: qrContent }, reused: false };
}
