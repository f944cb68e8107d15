/** The demo provider's confirmation page: shows an order and "pays" it, never in production. */
import type { AppContext } from '../../context.ts';
import { findOrderByNumber, type OrderRow } from '../../repos/vip-orders.ts';
import { demoProvider } from '../../services/payment-provider.ts';
import { PaymentRefusal } from './config.ts';
import { expireAndClose, settle } from './settlement.ts';

async function demoOrder(ctx: AppContext, orderNumber: string): Promise<OrderRow> {
  if (ctx.settings.production) throw new PaymentRefusal('forbidden', '演示支付在生产环境中不可用');
  const found = await findOrderByNumber(ctx.db, orderNumber);
  if (!found || found.provider !== 'demo') throw new PaymentRefusal('not_found', '订单不存在');
  // Its user's orders past their time expire first (no one else's: the page is public), so an
  // expired order is shown and refused as expired.
  await expireAndClose(ctx, demoProvider, ctx.now(), found.user_id);
  return (await findOrderByNumber(ctx.db, orderNumber)) ?? found;
}

/** The demo provider's page of one order (not in production). */
export function demoOrderView(ctx: AppContext, orderNumber: string): Promise<OrderRow> {
  return demoOrder(ctx, orderNumber);
}

/** The demo provider's "paid": settles the order through the one path; the order's status and the sentence for the page. */
export async function demoConfirm(ctx: AppContext, orderNumber: string): Promise<{ status: OrderRow['status']; message: string }> {
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
  if (result.outcome !== 'paid' && result.outcome !== 'already_paid') throw new PaymentRefusal('conflict', message);
  return { status, message };
}
