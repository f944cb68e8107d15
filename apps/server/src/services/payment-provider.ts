/**
 * Payment providers: who draws the QR code and closes an order. The demo provider is the embedded
 * default when no Alipay credentials are configured: its QR code opens the site's own confirmation
 * page (/vip-recharge/demo-pay/{order}), which says no money moves and settles the order through
 * the same path as a verified payment; it is refused when NODE_ENV=production. With credentials,
 * Alipay face-to-face payment (services/alipay.ts: precreate, query, close).
 */
import type { SystemConfig } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import type { OrderRow } from '../repos/vip-orders.ts';
import { AlipayGateway, type TradeState } from './alipay.ts';

export interface PaymentProvider {
  name: OrderRow['provider'];
  /** The QR code's content for a new order: a link the payer's phone (or browser) opens. */
  precreate(order: OrderRow, origin: string): Promise<string>;
  /** Closes the order at the provider (cancel, expiry), so it can no longer be paid there. */
  close(order: OrderRow): Promise<void>;
  /** The trade's state at the provider, for providers that can be asked (Alipay). */
  query?(order: OrderRow): Promise<TradeState>;
  /** Sends `amountFen` of the order's payment back to the payer (Alipay); repeating it refunds once. */
  refund?(order: OrderRow, amountFen: number): Promise<void>;
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
  if (!alipayConfigured(config) && ctx.settings.production) return '没有配置支付宝参数：生产环境不能使用演示支付';
  return null;
}

/** Alipay when its credentials are configured, else the demo. */
export function paymentProvider(_ctx: AppContext, config: SystemConfig): PaymentProvider {
  if (!alipayConfigured(config)) return demoProvider;
  // Opened at the first call (the SDK loads then), once for this provider.
  let opened: Promise<AlipayGateway> | undefined;
  const gateway = () => (opened ??= AlipayGateway.open(config));
  return {
    name: 'alipay',
    precreate: async (order, origin) =>
      (await gateway()).precreate(
        order,
        config.alipay_notify_url || `${origin}/api/payment/alipay/notify`,
        config.vip_order_timeout_minutes,
      ),
    close: async (order) => (await gateway()).close(order),
    query: async (order) => (await gateway()).query(order),
    refund: async (order, amountFen) => (await gateway()).refund(order, amountFen),
  };
}
