/**
 * Following a submission to its verdict. Pushed where the browser can: one event stream from the
 * server (GET /submission/:id/events), which sends the state at once and the verdict the moment it
 * is recorded. Otherwise — no EventSource, or the stream failed — the polling schedule of spec §4,
 * §9: the first look 1 s after the submit, then every 3 s while the judge has it queued or running;
 * it stops at a final status or when cancelled. A failed request (network, a restarting server) is
 * tried again after 3, 6, 12, 24, 30 and 30 s, saying so each time; only after those it gives up.
 * It runs on the app's one poller (api/poll.ts), so nothing is asked while the page is hidden and a
 * page shown again looks at once.
 */
import type { SubmissionStatus } from '@veridojo/contracts';
import { urlOf } from '../../../api/client.ts';
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

/**
 * Follows submission `id` by its event stream, falling back to polling (pollSubmission) for good
 * as soon as the stream fails: a proxy that buffers, a server restarting, a network change. The
 * stream is closed at the final state (an EventSource would otherwise connect again).
 */
export function followSubmission<R extends { status: SubmissionStatus }>(id: number, handlers: PollHandlers<R>): () => void {
  if (typeof EventSource === 'undefined') return pollSubmission(handlers);
  let finished = false;
  let stopPolling: (() => void) | undefined;
  const source = new EventSource(urlOf('submissionEvents', { id }));
  source.onmessage = (event: MessageEvent<string>) => {
    const result = JSON.parse(event.data) as R;
    if (!isPending(result.status)) {
      finished = true;
      source.close();
    }
    handlers.onUpdate(result);
  };
  source.onerror = () => {
    source.close();
    if (!finished && !stopPolling) stopPolling = pollSubmission(handlers);
  };
  return () => {
    finished = true;
    source.close();
    stopPolling?.();
  };
}
