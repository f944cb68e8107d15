/** The user's order list (spec §7 Payment): stale orders closed first, the open order offered again. */
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../repos/users.ts';
import { listUserOrders, pendingOrderOf, type OrderRow } from '../../repos/vip-orders.ts';
import { paymentProvider } from '../../services/payment-provider.ts';
import { readPaymentConfig } from './config.ts';
import { expireAndClose } from './settlement.ts';

/** A page of the user's orders, after stale ones are closed, and the open order still payable (one with its QR code). */
export async function userOrders(
  ctx: AppContext,
  user: UserRow,
  page: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number; open: OrderRow | null }> {
  const config = await readPaymentConfig(ctx);
  await expireAndClose(ctx, paymentProvider(ctx, config), ctx.now(), user.id);
  const { rows, total } = await listUserOrders(ctx.db, user.id, page, limit);
  // Stale orders are closed above, so an order still pending here can be paid: shown again with its
  // QR code (one without a QR code is still being created at the provider, and is not shown yet).
  const open = await pendingOrderOf(ctx.db, user.id);
  return { rows, total, open: open && open.qr_content !== '' ? open : null };
}
