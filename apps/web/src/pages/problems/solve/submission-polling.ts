/**
 * The polling schedule of a submission (spec §4, §9): the first look 1 s after the submit, then
 * every 3 s while the judge has it queued or running; it stops at a final status or when
 * cancelled. A failed request (network, a restarting server) is tried again after 3, 6, 12, 24,
 * 30 and 30 s, saying so each time; only after those it gives up.
 */
import type { SubmissionStatus } from '@veridojo/contracts';

/** Why 1 s: a short judgement is often done by then (measured ~60 ms jailed), so one look may be enough. */
export const FIRST_POLL_MS = 1000;
/** Why 3 s: the spec's interval; a queue behind other learners' work is not hurried by asking more often. */
export const POLL_INTERVAL_MS = 3000;

/** Waits before each retry of a failed look: doubling from the poll interval, at most 30 s; then it gives up (~2 min in all). */
export const RETRY_DELAYS_MS = [3000, 6000, 12_000, 24_000, 30_000, 30_000];

export const isPending = (status: SubmissionStatus) => status === 'queued' || status === 'running';

export interface PollHandlers<R extends { status: SubmissionStatus }> {
  fetch: () => Promise<R>;
  onUpdate: (result: R) => void;
  /** A look failed: `retryInMs` until the next try, or null when it gave up. */
  onError: (error: unknown, retryInMs: number | null) => void;
}

/** Starts watching; returns the function that stops it. */
export function pollSubmission<R extends { status: SubmissionStatus }>({ fetch, onUpdate, onError }: PollHandlers<R>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const look = async () => {
    let result: R;
    try {
      result = await fetch();
    } catch (error) {
      if (stopped) return;
      const delay = RETRY_DELAYS_MS[failures] ?? null;
      failures += 1;
      onError(error, delay);
      if (delay !== null) timer = setTimeout(() => void look(), delay);
      return;
    }
    if (stopped) return;
    failures = 0;
    onUpdate(result);
    if (isPending(result.status)) timer = setTimeout(() => void look(), POLL_INTERVAL_MS);
  };
  timer = setTimeout(() => void look(), FIRST_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
