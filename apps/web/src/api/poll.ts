/**
 * The one poller of the web app: asks `tick` now (or after a first wait), then again `everyMs`
 * after each answer; while the page is hidden it asks nothing and asks at once when it is shown
 * again; after a failed tick the wait doubles, up to `maxMs`, and after `retries` failed ticks in
 * a row it may give up. useQuery's `poll`, the VIP order check, the 30 s session check and the
 * submission watch (pages/problems/solve/submission-polling.ts) all run on it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export interface PollTiming {
  everyMs: number;
  /** The longest wait after failures (default 8 × everyMs). */
  maxMs?: number;
  /** Ask at once when polling starts (default), or first after `firstMs` (the caller just asked). */
  immediate?: boolean;
  /** The first wait when not immediate (default everyMs). */
  firstMs?: number;
  /** The wait after the first failure (default 2 × everyMs); it doubles after each next one. */
  firstRetryMs?: number;
  /** How many failed ticks in a row are tried again; the next failure stops polling (default: no end). */
  retries?: number;
}

/** What a tick says: it got an answer (true), it failed (false, or it rejects), or there is nothing more to ask ('done'). */
type TickOutcome = boolean | 'done' | void;

interface PollHooks {
  /** A tick failed: the wait until the next one, or null when polling gave up (`retries` used up). */
  onFailure?: (error: unknown, retryInMs: number | null) => void;
}

/** Why 8×: a poll of 10 s slows to 80 s during an outage, and finds the server within that once it is back. */
const BACKOFF_FACTOR_MAX = 8;

/** The wait before the next tick after `failures` failed ticks in a row; null once `retries` are used up. */
export function pollDelay(timing: PollTiming, failures: number): number | null {
  if (failures === 0) return timing.everyMs;
  if (timing.retries !== undefined && failures > timing.retries) return null;
  const firstRetry = timing.firstRetryMs ?? timing.everyMs * 2;
  return Math.min(firstRetry * 2 ** (failures - 1), timing.maxMs ?? timing.everyMs * BACKOFF_FACTOR_MAX);
}

/** Starts polling outside React (a watch that starts on a click); returns the function that stops it. */
export function startPoll(tick: () => Promise<TickOutcome>, timing: PollTiming, hooks: PollHooks = {}): () => void {
  const { immediate = true } = timing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let running = false;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  const wait = (ms: number) => {
    timer = setTimeout(() => void run(), ms);
  };
  const run = async () => {
    clearTimeout(timer);
    // Hidden: no timer is left running; showing the page again asks at once.
    if (stopped || running || document.visibilityState === 'hidden') return;
    running = true;
    let outcome: TickOutcome;
    let error: unknown;
    try {
      outcome = await tick();
    } catch (thrown) {
      outcome = false;
      error = thrown;
    }
    running = false;
    if (stopped) return;
    if (outcome === 'done') return stop();
    failures = outcome === false ? failures + 1 : 0;
    const next = pollDelay(timing, failures);
    if (failures > 0) hooks.onFailure?.(error, next);
    if (next === null) return stop();
    wait(next);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void run();
  };
  document.addEventListener('visibilitychange', onVisibility);
  if (immediate) void run();
  else wait(timing.firstMs ?? timing.everyMs);
  return stop;
}

/** Polls while `active`; `tick` resolves true when it got an answer, false (or rejects) when it failed. */
export function usePoll(active: boolean, tick: () => Promise<TickOutcome>, timing: PollTiming) {
  const latest = useRef(tick);
  useLayoutEffect(() => {
    latest.current = tick;
  });
  const { everyMs, maxMs, immediate = true, firstMs, firstRetryMs, retries } = timing;
  useEffect(() => {
    if (!active) return;
    return startPoll(() => latest.current(), { everyMs, maxMs, immediate, firstMs, firstRetryMs, retries });
  }, [active, everyMs, maxMs, immediate, firstMs, firstRetryMs, retries]);
}
