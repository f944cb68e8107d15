/**
 * Polling an open order's status (spec §4 VIP order): a check at once, then every 5 s, skipped
 * while the page is hidden, a check as soon as it is visible again, and none after leaving the
 * page or once the order is no longer pending.
 */
import { useEffect, useRef } from 'react';

/** Why 5 s: the spec's payment polling interval. */
export const ORDER_POLL_MS = 5000;

export function useOrderPolling(orderId: number | null, check: (orderId: number) => Promise<void>) {
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    if (orderId === null) return;
    let busy = false;
    const poll = () => {
      if (busy || document.visibilityState === 'hidden') return;
      busy = true;
      void latest.current(orderId).finally(() => (busy = false));
    };
    poll();
    const timer = setInterval(poll, ORDER_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [orderId]);
}
