/**
 * The one poller of the web app: asks `tick` now (or after one interval), then again `everyMs`
 * after each answer; while the page is hidden it asks nothing and asks at once when it is shown
 * again; after a failed tick the wait doubles, up to `maxMs`. useQuery's `poll`, the VIP order
 * check and the 30 s session check all run on it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export interface PollTiming {
  everyMs: number;
  /** The longest wait after failures (default 8 × everyMs). */
  maxMs?: number;
  /** Ask at once when polling starts (default), or first after one interval (the caller just asked). */
  immediate?: boolean;
}

/** Why 8×: a poll of 10 s slows to 80 s during an outage, and finds the server within that once it is back. */
const BACKOFF_FACTOR_MAX = 8;

/** The wait before the next tick after `failures` failed ticks in a row. */
export function pollDelay(timing: PollTiming, failures: number): number {
  return Math.min(timing.everyMs * 2 ** failures, timing.maxMs ?? timing.everyMs * BACKOFF_FACTOR_MAX);
}

/** Polls while `active`; `tick` resolves true when it got an answer, false (or rejects) when it failed. */
export function usePoll(active: boolean, tick: () => Promise<boolean | void>, timing: PollTiming) {
  const latest = useRef(tick);
  useLayoutEffect(() => {
    latest.current = tick;
  });
  const { everyMs, maxMs, immediate = true } = timing;
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let running = false;
    let stopped = false;
    const schedule = () => {
      timer = setTimeout(() => void run(), pollDelay({ everyMs, maxMs }, failures));
    };
    const run = async () => {
      clearTimeout(timer);
      // Hidden: no timer is left running; showing the page again asks at once.
      if (stopped || running || document.visibilityState === 'hidden') return;
      running = true;
      const ok = await latest.current().then(
        (answer) => answer !== false,
        () => false,
      );
      running = false;
      if (stopped) return;
      failures = ok ? 0 : failures + 1;
      schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void run();
    };
    document.addEventListener('visibilitychange', onVisibility);
    if (immediate) void run();
    else schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, everyMs, maxMs, immediate]);
}
