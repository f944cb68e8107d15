// The polling schedule of spec §4/§9: first look after 1 s, then every 3 s while queued or running.
import type { SubmissionStatus } from '@veridojo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_POLL_MS, POLL_INTERVAL_MS, pollSubmission } from './submission-polling.ts';

/** A judge that answers the given statuses in turn (the last one repeats). */
function judgeAnswering(...statuses: SubmissionStatus[]) {
  let i = 0;
  return vi.fn(async () => ({ status: statuses[Math.min(i++, statuses.length - 1)]! }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pollSubmission', () => {
  it('looks first after 1 s, then every 3 s while queued or running, and stops at the final status', async () => {
    const fetch = judgeAnswering('queued', 'running', 'running', 'success');
    const onUpdate = vi.fn();
    pollSubmission({ fetch, onUpdate, onError: vi.fn() });

    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(onUpdate.mock.calls.map(([r]) => r.status)).toEqual(['queued', 'running', 'running', 'success']);

    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('takes one look when the judgement is already final', async () => {
    const fetch = judgeAnswering('failed');
    pollSubmission({ fetch, onUpdate: vi.fn(), onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS + 5 * POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled, even with an answer on its way', async () => {
    let answer: (value: { status: SubmissionStatus }) => void = () => {};
    const fetch = vi.fn(() => new Promise<{ status: SubmissionStatus }>((resolve) => (answer = resolve)));
    const onUpdate = vi.fn();
    const stop = pollSubmission({ fetch, onUpdate, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS);
    stop();
    answer({ status: 'running' });
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('reports a failed request once and stops', async () => {
    const fetch = vi.fn(async () => {
      throw new Error('offline');
    });
    const onError = vi.fn();
    pollSubmission({ fetch, onUpdate: vi.fn(), onError });
    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS + 5 * POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
