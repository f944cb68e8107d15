/**
 * What every payment job shares: the configuration with the environment's Alipay settings, the
 * packages as the purchase page lists them, order numbers, and the domain's refusal of a call.
 */
import crypto from 'node:crypto';
import { yuanOf, type SystemConfig, type VipPackageView } from '@veridojo/contracts';
import type { AppContext } from '../../context.ts';

/** The configuration with the environment's Alipay settings over it (settings.ts `alipay`). */
export async function readPaymentConfig(ctx: AppContext): Promise<SystemConfig> {
  const config = await ctx.config.current();
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

/**
 * Why a payment call is refused, in the domain's terms: a request that names nothing valid, a
 * call not allowed here, an order not found (or another user's), a state that forbids it now, a
 * provider that did not answer. The route gives each its HTTP status (routes/payment.ts).
 */
export type PaymentRefusalReason = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'unavailable';

/** A refusal of a payment call: its reason and the Chinese sentence the user is shown. */
export class PaymentRefusal extends Error {
  constructor(
    readonly reason: PaymentRefusalReason,
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
