/**
 * What the payment calls show of orders, members and payment issues: amounts in yuan, ISO dates,
 * status labels, the note on a late payment, and an order's QR code as an image (a data URL).
 * The commands (commands/payments/) return rows; the routes wrap these views in `{ success, data }`.
 */
import { effectiveMembership, ORDER_STATUS_LABELS, PAYMENT_ISSUE_LABELS, yuanOf, type OrderItem } from '@veridojo/contracts';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { UserRow } from '../repos/users.ts';
import type { OrderRow, PaymentIssueRow } from '../repos/vip-orders.ts';

/** An order to pay: its numbers and its QR code, as an image and as the text it encodes. */
export async function presentPayableOrder(order: OrderRow, reused: boolean) {
  return {
    order_id: order.id,
    order_number: order.order_number,
    qr_code: await QRCode.toDataURL(order.qr_content, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
    qr_content: order.qr_content,
    amount: yuanOf(order.amount_fen),
    amount_fen: order.amount_fen,
    package_name: order.package_name,
    vip_days: order.vip_days,
    expires_at: order.expires_at.toISOString(),
    provider: order.provider,
    reused,
  };
}

/** What the user is told about a payment that came after the order was closed (order list, status check). */
function lateNote(order: OrderRow): string | null {
  if (order.late_payment === 'credited') return '订单关闭后才收到这笔付款：已按原套餐为你开通会员';
  if (order.late_payment === 'refunded')
    return `这笔付款没能开通会员（订单已关闭、套餐已下架或金额不符）：¥${yuanOf(order.refunded_fen ?? 0)} 已原路退回`;
  return null;
}

/** A status check's answer: the order as it stands and the user's membership now. */
export function presentOrderStatus(order: OrderRow, user: UserRow, now: Date) {
  return {
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    order_number: order.order_number,
    paid_at: order.paid_at?.toISOString() ?? null,
    vip_expiry_date: user.vip_expiry_date?.toISOString() ?? null,
    membership_type: effectiveMembership(user, now),
    note: lateNote(order),
  };
}

/** What a cancellation tells the user, by how the order ended. */
export function cancellationMessage(status: OrderRow['status']): string {
  if (status === 'refunded') return '订单已关闭，付款已原路退回';
  return status === 'expired' ? '订单已过期' : '订单已取消';
}

/** One line of the user's order list. */
export function presentOrderItem(o: OrderRow): z.input<typeof OrderItem> {
  return {
    id: o.id,
    order_number: o.order_number,
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    package_name: o.package_name,
    amount: yuanOf(o.amount_fen),
    amount_fen: o.amount_fen,
    vip_days: o.vip_days,
    created_at: o.created_at.toISOString(),
    paid_at: o.paid_at?.toISOString() ?? null,
    note: lateNote(o),
  };
}

/** The user's membership as the VIP page shows it. */
export function presentVipInfo(user: UserRow, now: Date) {
  const type = effectiveMembership(user, now);
  return { membership_type: type, vip_expiry_date: user.vip_expiry_date?.toISOString() ?? null, is_vip: type !== 'normal' };
}

/** One payment that did not become membership, for admins. */
export function presentPaymentIssue(r: PaymentIssueRow) {
  return {
    id: r.id,
    order_number: r.order_number,
    kind: r.kind,
    kind_label: PAYMENT_ISSUE_LABELS[r.kind],
    provider: r.provider,
    trade_no: r.trade_no,
    amount: r.amount_fen === null ? null : yuanOf(r.amount_fen),
    order_status: r.order_status,
    username: r.username,
    created_at: r.created_at.toISOString(),
  };
}

/** An order on the demo provider's confirmation page. */
export function presentDemoOrder(order: OrderRow) {
  return {
    order_number: order.order_number,
    package_name: order.package_name,
    amount: yuanOf(order.amount_fen),
    vip_days: order.vip_days,
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
  };
}
