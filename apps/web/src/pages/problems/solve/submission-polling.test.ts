// The polling schedule of spec §4/§9: first look after 1 s, then every 3 s while queued or running.
import type { SubmissionStatus } from '@veridojo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_POLL_MS, POLL_INTERVAL_MS, pollSubmission, RETRY_DELAYS_MS } from './submission-polling.ts';

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

  it('tries a failed look again after 3, 6, 12, 24, 30 and 30 s, saying when, then gives up', async () => {
    const fetch = vi.fn(async (): Promise<{ status: 'queued' }> => {
      throw new Error('offline');
    });
    const onError = vi.fn();
    pollSubmission({ fetch, onUpdate: vi.fn(), onError });
    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), 3000);
    let elapsed = 0;
    for (const delay of RETRY_DELAYS_MS) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      const before = fetch.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch.mock.calls.length).toBe(before + 1);
      elapsed += delay;
    }
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), null);
    expect(fetch).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);
    expect(elapsed).toBe(105_000);
  });

  it('goes back to the 3 s rhythm once a retry succeeds', async () => {
    const answers: (Error | { status: 'queued' | 'success' })[] = [new Error('blip'), { status: 'queued' }, { status: 'success' }];
    const fetch = vi.fn(async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const onUpdate = vi.fn();
    pollSubmission({ fetch, onUpdate, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS + RETRY_DELAYS_MS[0]! + POLL_INTERVAL_MS);
    expect(onUpdate.mock.calls.map(([r]) => (r as { status: string }).status)).toEqual(['queued', 'success']);
  });
});
