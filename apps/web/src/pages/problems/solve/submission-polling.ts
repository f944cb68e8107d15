/**
 * The polling schedule of a submission (spec §4, §9): the first look 1 s after the submit, then
 * every 3 s while the judge has it queued or running; it stops at a final status or when
 * cancelled. A failed request (network, a restarting server) is tried again after 3, 6, 12, 24,
 * 30 and 30 s, saying so each time; only after those it gives up. It runs on the app's one poller
 * (api/poll.ts), so nothing is asked while the page is hidden and a page shown again looks at once.
 */
import type { SubmissionStatus } from '@veridojo/contracts';
import { pollDelay, startPoll, type PollTiming } from '../../../api/poll.ts';

/** Why 1 s: a short judgement is often done by then (measured ~60 ms jailed), so one look may be enough. */
export const FIRST_POLL_MS = 1000;
/** Why 3 s: the spec's interval; a queue behind other learners' work is not hurried by asking more often. */
export const POLL_INTERVAL_MS = 3000;

/**
 * Why these retries: doubling from the poll interval, at most 30 s, six of them (~2 min in all) —
 * long enough for a server restart, short enough that a learner is told it failed.
 */
const SUBMISSION_POLL: PollTiming = {
  everyMs: POLL_INTERVAL_MS,
  immediate: false,
  firstMs: FIRST_POLL_MS,
  firstRetryMs: POLL_INTERVAL_MS,
  maxMs: 30_000,
  retries: 6,
};

/** Waits before each retry of a failed look (3, 6, 12, 24, 30, 30 s); then it gives up. */
export const RETRY_DELAYS_MS: readonly number[] = Array.from(
  { length: SUBMISSION_POLL.retries ?? 0 },
  (_, i) => pollDelay(SUBMISSION_POLL, i + 1) ?? 0,
);

export const isPending = (status: SubmissionStatus) => status === 'queued' || status === 'running';

interface PollHandlers<R extends { status: SubmissionStatus }> {
  fetch: () => Promise<R>;
  onUpdate: (result: R) => void;
  /** A look failed: `retryInMs` until the next try, or null when it gave up. */
  onError: (error: unknown, retryInMs: number | null) => void;
}

/** Starts watching; returns the function that stops it. */
export function pollSubmission<R extends { status: SubmissionStatus }>({ fetch, onUpdate, onError }: PollHandlers<R>): () => void {
  let stopped = false;
  const stopPoll = startPoll(
    async () => {
      const result = await fetch();
      if (stopped) return 'done';
      onUpdate(result);
      return isPending(result.status) ? true : 'done';
    },
    SUBMISSION_POLL,
    {
      onFailure: (error, retryInMs) => {
        if (!stopped) onError(error, retryInMs);
      },
    },
  );
  return () => {
    stopped = true;
    stopPoll();
  };
}
