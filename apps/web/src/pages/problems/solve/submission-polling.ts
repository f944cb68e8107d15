/**
 * The polling schedule of a submission (spec §4, §9): the first look 1 s after the submit, then
 * every 3 s while the judge has it queued or running; it stops at a final status, at the first
 * failed request, or when cancelled.
 */
import type { SubmissionStatus } from '@veridojo/contracts';

/** Why 1 s: a short judgement is often done by then (measured ~60 ms jailed), so one look may be enough. */
export const FIRST_POLL_MS = 1000;
/** Why 3 s: the spec's interval; a queue behind other learners' work is not hurried by asking more often. */
export const POLL_INTERVAL_MS = 3000;

export const isPending = (status: SubmissionStatus) => status === 'queued' || status === 'running';

export interface PollHandlers<R extends { status: SubmissionStatus }> {
  fetch: () => Promise<R>;
  onUpdate: (result: R) => void;
  onError: (error: unknown) => void;
}

/** Starts watching; returns the function that stops it. */
export function pollSubmission<R extends { status: SubmissionStatus }>({ fetch, onUpdate, onError }: PollHandlers<R>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = async () => {
    let result: R;
    try {
      result = await fetch();
    } catch (error) {
      if (!stopped) onError(error);
      return;
    }
    if (stopped) return;
    onUpdate(result);
    if (isPending(result.status)) timer = setTimeout(() => void look(), POLL_INTERVAL_MS);
  };
  timer = setTimeout(() => void look(), FIRST_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
