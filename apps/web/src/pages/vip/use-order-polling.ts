/**
 * Polling an open order's status (spec §4 VIP order): a check at once, then every 5 s, skipped
 * while the page is hidden, a check as soon as it is visible again, slower after failed checks,
 * and none after leaving the page or once the order is no longer pending (api/poll.ts).
 */
import { usePoll } from '../../api/poll.ts';

/** Why 5 s: the spec's payment polling interval. */
export const ORDER_POLL_MS = 5000;

/** `check` resolves false when it got no answer (the next check then waits longer). */
export function useOrderPolling(orderId: number | null, check: (orderId: number) => Promise<boolean | void>) {
  usePoll(orderId !== null, () => (orderId === null ? Promise.resolve(true) : check(orderId)), { everyMs: ORDER_POLL_MS });
}
