/** The admins' list of payments that did not become membership (refunded, late, another amount). */
import type { AppContext } from '../../context.ts';
import { listPaymentIssues, type PaymentIssueRow } from '../../repos/vip-orders.ts';

/** Why 500: the issues are rare (each one a refund or an investigation); more than this is an incident, not a list. */
const ISSUES_SHOWN = 500;

/** The admins' list of payments that did not become membership, newest first. */
export function paymentIssues(ctx: AppContext): Promise<PaymentIssueRow[]> {
  return listPaymentIssues(ctx.db, ISSUES_SHOWN);
}
