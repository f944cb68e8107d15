/**
 * VIP payments (spec §7 Payment, §3 VIP package / Order / VIP info, §4 VIP order): the packages,
 * orders and membership answers in the spec's `{ success, data }` shape. Money is integer fen
 * everywhere inside; an answer shows yuan as a string with two decimals (`"9.90"`) beside the fen,
 * so no client ever adds floats.
 */
import { z } from 'zod';
import { MembershipType } from './membership.ts';
import { text } from './validation.ts';

/** Yuan with two decimals for an amount in fen: 990 → "9.90". */
export function yuanOf(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `refunded`: money arrived that could not become membership (the order was closed, the package is gone, or the amount differs), and it went back. */
export const OrderStatus = z.enum(['pending', 'paid', 'cancelled', 'expired', 'refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** The spec's status labels (§4 VIP order: pending (to be paid), paid, cancelled, expired). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  expired: '已过期',
  refunded: '已退款',
};

/** A package as the purchase page shows it (§3 VIP package). */
export const VipPackageView = z.object({
  id: z.string(),
  name: z.string(),
  /** Yuan, two decimals. */
  price: z.string(),
  price_fen: z.number().int(),
  days: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  recommended: z.boolean(),
});
export type VipPackageView = z.infer<typeof VipPackageView>;

export const PackagesResponse = z.object({ success: z.literal(true), data: z.array(VipPackageView) });

/** Package ids are config keys: short, plain. */
export const RechargeBody = z.object({ package_id: text('套餐').pipe(z.string().min(1).max(64)) });

/** An order open for payment, with what the QR view shows (the recharge answer, and the order list's `open_order`). */
export const PayableOrder = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  /** The QR code as an image source (a PNG data URL). */
  qr_code: z.string(),
  /** What the QR code holds: the payment app's link (Alipay) or the demo confirmation page. */
  qr_content: z.string(),
  amount: z.string(),
  amount_fen: z.number().int(),
  package_name: z.string(),
  vip_days: z.number().int(),
  expires_at: z.string(),
  /** `alipay`, or `demo` when no Alipay credentials are configured (no money moves). */
  provider: z.enum(['alipay', 'demo']),
  /** True when this is the user's open order, answered again (the same package chosen again, or the order list). */
  reused: z.boolean(),
});

export const RechargeResponse = z.object({ success: z.literal(true), data: PayableOrder });

export const OrderStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({
    status: OrderStatus,
    status_label: z.string(),
    order_number: z.string(),
    paid_at: z.string().nullable(),
    /** The user's VIP expiry after the check (changed once this order is paid). */
    vip_expiry_date: z.string().nullable(),
    membership_type: MembershipType,
    /** A payment that came after the order was closed: credited or refunded (OrderItem's note). */
    note: z.string().nullable(),
  }),
});

export const CancelResponse = z.object({ success: z.literal(true), message: z.string() });

export const OrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const OrderItem = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: OrderStatus,
  status_label: z.string(),
  package_name: z.string(),
  amount: z.string(),
  amount_fen: z.number().int(),
  vip_days: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** What happened to a payment that arrived after the order was closed (credited, or refunded), for the user; else null. */
  note: z.string().nullable(),
});

export const OrdersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    orders: z.array(OrderItem),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    /**
     * The user's pending order with its QR code (null when none), on every page: what the VIP page
     * shows again when it is reopened mid-payment.
     */
    open_order: PayableOrder.nullable(),
  }),
});

export const VipInfoResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** In force now (an expired VIP is normal). */
    membership_type: MembershipType,
    vip_expiry_date: z.string().nullable(),
    is_vip: z.boolean(),
  }),
});

/** The payment calls' own failure body (spec: `{ success: false, … }`), with a Chinese message. */
export const PaymentFailure = z.object({ success: z.literal(false), message: z.string() });

/** The demo provider's confirmation page: what it shows before the user confirms. */
export const DemoOrderResponse = z.object({
  success: z.literal(true),
  data: z.object({
    order_number: z.string(),
    package_name: z.string(),
    amount: z.string(),
    vip_days: z.number().int(),
    status: OrderStatus,
    status_label: z.string(),
  }),
});

export const DemoConfirmResponse = z.object({
  success: z.literal(true),
  data: z.object({ status: OrderStatus, status_label: z.string(), message: z.string() }),
});

/** Order numbers are `VD` and 20 random base-32 characters (100 bits): unique, and not guessable. */
const ORDER_NUMBER = /^VD[0-9A-Z]{20}$/;
export const OrderNumberParams = z.object({ orderNumber: z.string().regex(ORDER_NUMBER) });

/**
 * Alipay's asynchronous payment notify: form fields, all strings (notify_time, notify_type,
 * notify_id, app_id, trade_no, out_trade_no, total_amount, trade_status, sign_type, sign, …).
 * Which ones matter, and whether the signature holds, is the handler's business.
 */
export const AlipayNotifyBody = z.record(z.string().max(64), text('通知字段').pipe(z.string().max(4096)));
/** Why 16 KiB: a notify is a few dozen short fields (about 2 KiB with the signature). */
export const ALIPAY_NOTIFY_BYTES = 16 * 1024;
/** What Alipay reads: `success` stops its retries; anything else makes it send the notify again later. */
export const AlipayNotifyAnswer = z.enum(['success', 'fail']);

/** A payment that did not become membership (money for a closed order, a different amount), for admins. */
export const PaymentIssue = z.object({
  id: z.number().int(),
  order_number: z.string(),
  kind: z.enum(['late_payment', 'amount_mismatch', 'refunded']),
  kind_label: z.string(),
  provider: z.string(),
  trade_no: z.string(),
  amount: z.string().nullable(),
  order_status: OrderStatus,
  username: z.string().nullable(),
  created_at: z.string(),
});
export const PaymentIssuesResponse = z.object({ success: z.literal(true), data: z.object({ issues: z.array(PaymentIssue) }) });
export const PAYMENT_ISSUE_LABELS = {
  late_payment: '订单关闭后收到付款（自动退款未成功，需人工退款）',
  amount_mismatch: '付款金额与订单不符',
  refunded: '订单关闭后收到付款，已自动原路退款',
} as const;
