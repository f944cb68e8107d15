/**
 * VIP orders (migrations 10, 14): creation, the user's reads, the moves out of pending (cancel,
 * expire, refund) and settlement — the one statement sequence that turns an order into a paid one
 * and extends the user's membership, in one transaction, exactly once per order. A payment that
 * arrives after its order was closed is settled late (credited) or marked refunded.
 */
import type { Database, Queryable } from '../db/database.ts';

export interface OrderRow {
  id: number;
  order_number: string;
  user_id: number;
  package_id: string;
  package_name: string;
  amount_fen: number;
  vip_days: number;
  status: 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';
  provider: 'alipay' | 'demo';
  qr_content: string;
  trade_no: string | null;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  closed_at: Date | null;
  vip_until: Date | null;
  /** A payment that came after the order was closed: credited, or refunded (refunded_fen). */
  late_payment: 'credited' | 'refunded' | null;
  refunded_fen: number | null;
}

const COLUMNS = `id, order_number, user_id, package_id, package_name, amount_fen, vip_days, status, provider, qr_content,
  trade_no, created_at, expires_at, paid_at, closed_at, vip_until, late_payment, refunded_fen`;

interface NewOrder {
  orderNumber: string;
  userId: number;
  packageId: string;
  packageName: string;
  amountFen: number;
  vipDays: number;
  provider: OrderRow['provider'];
  expiresAt: Date;
}

/** A new pending order, or null when the user has one already (the one-pending index decided a race). */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    `INSERT INTO vip_orders (order_number, user_id, package_id, package_name, amount_fen, vip_days, provider, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING
     RETURNING ${COLUMNS}`,
    [order.orderNumber, order.userId, order.packageId, order.packageName, order.amountFen, order.vipDays, order.provider, order.expiresAt],
  );
  return rows[0] ?? null;
}

export async function setQrContent(db: Queryable, id: number, qrContent: string): Promise<void> {
  await db.query('UPDATE vip_orders SET qr_content = $2 WHERE id = $1', [id, qrContent]);
}

export async function findUserOrder(db: Queryable, id: number, userId: number): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM vip_orders WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0] ?? null;
}

export async function findOrderByNumber(db: Queryable, orderNumber: string): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM vip_orders WHERE order_number = $1`, [orderNumber]);
  return rows[0] ?? null;
}

export async function pendingOrderOf(db: Queryable, userId: number): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM vip_orders WHERE user_id = $1 AND status = 'pending'`, [userId]);
  return rows[0] ?? null;
}

/** The oldest pending orders of one provider, for reconciliation. */
export async function pendingOrdersOf(db: Queryable, provider: OrderRow['provider'], limit: number): Promise<OrderRow[]> {
  return db.query<OrderRow>(`SELECT ${COLUMNS} FROM vip_orders WHERE status = 'pending' AND provider = $1 ORDER BY id LIMIT $2`, [
    provider,
    limit,
  ]);
}

/** Pending orders past their time (of one user, or of everyone): to be closed at the provider, then here. */
export async function staleOrders(db: Queryable, now: Date, userId?: number): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM vip_orders
     WHERE status = 'pending' AND expires_at <= $1 AND ($2::integer IS NULL OR user_id = $2) ORDER BY id`,
    [now, userId ?? null],
  );
}

/** A pending order closed here (expired or cancelled); null when it is not pending any more (paid meanwhile). */
export async function closePendingOrder(db: Queryable, id: number, to: 'expired' | 'cancelled', now: Date): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    `UPDATE vip_orders SET status = $2, closed_at = $3 WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id, to, now],
  );
  return rows[0] ?? null;
}

/**
 * Orders of one provider closed here while their trade could still be paid there (the QR code's
 * time not yet over by `since`): a payment for them whose notify was lost is found by asking.
 */
export async function closedPayableOrders(db: Queryable, provider: OrderRow['provider'], since: Date, limit: number): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM vip_orders
     WHERE status IN ('cancelled', 'expired') AND provider = $1 AND expires_at > $2 ORDER BY id LIMIT $3`,
    [provider, since, limit],
  );
}

/** The money of an order that could not become membership went back: the order is refunded (once). */
export async function markRefunded(db: Queryable, id: number, amountFen: number, now: Date): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    `UPDATE vip_orders SET status = 'refunded', late_payment = 'refunded', refunded_fen = $2, closed_at = COALESCE(closed_at, $3)
     WHERE id = $1 AND status IN ('pending', 'cancelled', 'expired') RETURNING ${COLUMNS}`,
    [id, amountFen, now],
  );
  return rows[0] ?? null;
}

/** The user's pending order cancelled; null when it is not pending (any more) or not theirs. */
export async function cancelPendingOrder(db: Queryable, id: number, userId: number, now: Date): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    `UPDATE vip_orders SET status = 'cancelled', closed_at = $3 WHERE id = $1 AND user_id = $2 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id, userId, now],
  );
  return rows[0] ?? null;
}

export async function listUserOrders(
  db: Queryable,
  userId: number,
  page: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const rows = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM vip_orders WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [
    userId,
    limit,
    (page - 1) * limit,
  ]);
  const [count] = await db.query<{ total: number }>('SELECT count(*)::integer AS total FROM vip_orders WHERE user_id = $1', [userId]);
  return { rows, total: count?.total ?? 0 };
}

export interface Payment {
  orderNumber: string;
  /** What the provider says was paid, in fen. */
  amountFen: number;
  /** The provider's own trade number. */
  tradeNo: string;
  at: Date;
}

export type Settlement =
  | { outcome: 'paid'; order: OrderRow; vipExpiry: Date | null }
  /** Paid before (a repeated notify, a poll after the notify): nothing changed. */
  | { outcome: 'already_paid'; order: OrderRow }
  | { outcome: 'unknown_order' }
  /** Cancelled, expired or refunded (and not settled late): the caller credits it late or refunds it. */
  | { outcome: 'not_pending'; order: OrderRow }
  | { outcome: 'amount_mismatch'; order: OrderRow };

/**
 * Settles a payment the provider confirmed: in one transaction, the order row locked, a pending
 * order with the exact amount becomes paid and its user's membership is extended by the order's
 * days from the later of now and the current expiry (a normal user from now; an admin-granted
 * membership without an expiry stays without one). A second settlement of the same order finds it
 * paid and changes nothing, however many notifies, polls and confirmations race. With `late`, a
 * cancelled or expired order is settled the same way (its payment came after it was closed here)
 * and marked `late_payment = 'credited'`.
 */
export async function settleOrder(db: Database, payment: Payment, options: { late?: boolean } = {}): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<OrderRow>(`SELECT ${COLUMNS} FROM vip_orders WHERE order_number = $1 FOR UPDATE`, [payment.orderNumber]);
    if (!order) return { outcome: 'unknown_order' };
    if (order.status === 'paid') return { outcome: 'already_paid', order };
    const closed = order.status === 'cancelled' || order.status === 'expired';
    if (order.status !== 'pending' && !(closed && options.late)) return { outcome: 'not_pending', order };
    if (order.amount_fen !== payment.amountFen) return { outcome: 'amount_mismatch', order };
    const [user] = await tx.query<{ vip_expiry_date: Date | null }>(
      `UPDATE users SET
         vip_expiry_date = CASE
           WHEN membership_type <> 'normal' AND vip_expiry_date IS NULL THEN NULL
           WHEN membership_type = 'normal' OR vip_expiry_date < $2 THEN $2::timestamptz + $3::integer * interval '1 day'
           ELSE vip_expiry_date + $3::integer * interval '1 day'
         END,
         membership_type = CASE WHEN membership_type = 'premium' THEN 'premium' ELSE 'vip' END,
         version = version + 1
       WHERE id = $1
       RETURNING vip_expiry_date`,
      [order.user_id, payment.at, order.vip_days],
    );
    const [paid] = await tx.query<OrderRow>(
      `UPDATE vip_orders SET status = 'paid', paid_at = $2, trade_no = $3, vip_until = $4, late_payment = $5 WHERE id = $1 RETURNING ${COLUMNS}`,
      [order.id, payment.at, payment.tradeNo, user?.vip_expiry_date ?? null, closed ? 'credited' : null],
    );
    return { outcome: 'paid', order: paid!, vipExpiry: user?.vip_expiry_date ?? null };
  });
}

export interface PaymentIssue {
  orderNumber: string;
  kind: 'late_payment' | 'amount_mismatch' | 'refunded';
  provider: string;
  tradeNo: string;
  amountFen: number | null;
  orderStatus: string;
}

/** A payment that did not become membership, kept for admins (a refund, an investigation); once per trade. */
export async function recordPaymentIssue(db: Queryable, issue: PaymentIssue): Promise<void> {
  await db.query(
    `INSERT INTO vip_payment_issues (order_number, kind, provider, trade_no, amount_fen, order_status)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_number, trade_no, kind) DO NOTHING`,
    [issue.orderNumber, issue.kind, issue.provider, issue.tradeNo, issue.amountFen, issue.orderStatus],
  );
}

export interface PaymentIssueRow {
  id: number;
  order_number: string;
  kind: PaymentIssue['kind'];
  provider: string;
  trade_no: string;
  amount_fen: number | null;
  order_status: OrderRow['status'];
  username: string | null;
  created_at: Date;
}

/** Every recorded payment issue with the order's current status and its user, newest first. */
export async function listPaymentIssues(db: Queryable, limit: number): Promise<PaymentIssueRow[]> {
  return db.query<PaymentIssueRow>(
    `SELECT i.id, i.order_number, i.kind, i.provider, i.trade_no, i.amount_fen, o.status AS order_status, u.username, i.created_at
     FROM vip_payment_issues i JOIN vip_orders o ON o.order_number = i.order_number LEFT JOIN users u ON u.id = o.user_id
     ORDER BY i.id DESC LIMIT $1`,
    [limit],
  );
}
