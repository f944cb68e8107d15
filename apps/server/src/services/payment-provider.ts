/**
 * Payment providers: who draws the QR code and closes an order. The demo provider is the embedded
 * default when no Alipay credentials are configured: its QR code opens the site's own confirmation
 * page (/vip-recharge/demo-pay/{order}), which says no money moves and settles the order through
 * the same path as a verified payment; it is refused when NODE_ENV=production. Alipay face-to-face
 * payment (alipay-sdk: precreate, notify, query, close) comes as its own provider here.
 */
import type { SystemConfig } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import type { OrderRow } from '../repos/vip-orders.ts';

export interface PaymentProvider {
  name: OrderRow['provider'];
  /** The QR code's content for a new order: a link the payer's phone (or browser) opens. */
  precreate(order: OrderRow, origin: string): Promise<string>;
  /** Closes the order at the provider (cancel, expiry), so it can no longer be paid there. */
  close(order: OrderRow): Promise<void>;
}

export const demoProvider: PaymentProvider = {
  name: 'demo',
  precreate: async (order, origin) => `${origin}/vip-recharge/demo-pay/${order.order_number}`,
  // Nothing to close: the confirmation page reads the order's status here.
  close: async () => {},
};

export function alipayConfigured(config: SystemConfig): boolean {
  return config.alipay_app_id.trim() !== '' && config.alipay_private_key.trim() !== '' && config.alipay_public_key.trim() !== '';
}

/** Why it cannot take payments, or null when it can (the provider's own reason, in Chinese). */
export function providerProblem(ctx: AppContext, config: SystemConfig): string | null {
  if (alipayConfigured(config)) return '已配置支付宝参数，但本服务器尚未接入支付宝当面付，暂时不能下单';
  if (ctx.settings.production) return '没有配置支付宝参数：生产环境不能使用演示支付';
  return null;
}

export function paymentProvider(_ctx: AppContext, _config: SystemConfig): PaymentProvider {
  return demoProvider;
}
