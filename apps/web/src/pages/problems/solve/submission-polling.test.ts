// The polling schedule of spec §4/§9: first look after 1 s, then every 3 s while queued or running;
// and following by the server's event stream, falling back to that schedule when the stream fails.
import type { SubmissionStatus } from '@veridojo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_POLL_MS, followSubmission, POLL_INTERVAL_MS, pollSubmission, RETRY_DELAYS_MS } from './submission-polling.ts';

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
  vi.restoreAllMocks();
});

/** The page goes to the background or comes back (the browser says so with visibilitychange). */
function pageVisible(visible: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (visible ? 'visible' : 'hidden'));
  document.dispatchEvent(new Event('visibilitychange'));
}

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

  it('asks nothing while the page is hidden and looks at once when it is shown again', async () => {
    const fetch = judgeAnswering('queued', 'running', 'success');
    const onUpdate = vi.fn();
    pollSubmission({ fetch, onUpdate, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);

    pageVisible(false);
    await vi.advanceTimersByTimeAsync(20 * POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);

    pageVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onUpdate.mock.calls.map(([r]) => r.status)).toEqual(['queued', 'running', 'success']);
  });

  it('does not use up its retries while the page is hidden', async () => {
    let online = false;
    const fetch = vi.fn(async () => {
      if (!online) throw new Error('offline');
      return { status: 'success' as const };
    });
    const onError = vi.fn();
    pollSubmission({ fetch, onUpdate: vi.fn(), onError });
    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), RETRY_DELAYS_MS[0]);
    pageVisible(false);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    online = true;
    pageVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

/** The browser's EventSource as the page sees it: the test plays the server's events and failures. */
class StreamDouble {
  static opened: StreamDouble[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    StreamDouble.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(status: SubmissionStatus) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ status }) }));
  }
}

describe('followSubmission', () => {
  beforeEach(() => {
    StreamDouble.opened = [];
    vi.stubGlobal('EventSource', StreamDouble);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the pushed states from the submission`s stream, asks nothing, and closes it at the verdict', async () => {
    const fetch = judgeAnswering('queued');
    const onUpdate = vi.fn();
    followSubmission(42, { fetch, onUpdate, onError: vi.fn() });
    const stream = StreamDouble.opened[0]!;
    expect(stream.url).toBe('/api/submission/42/events');
    stream.send('queued');
    stream.send('success');
    expect(onUpdate.mock.calls.map(([r]) => r.status)).toEqual(['queued', 'success']);
    expect(stream.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to the polling schedule when the stream fails before the verdict', async () => {
    const fetch = judgeAnswering('running', 'failed');
    const onUpdate = vi.fn();
    followSubmission(7, { fetch, onUpdate, onError: vi.fn() });
    const stream = StreamDouble.opened[0]!;
    stream.send('queued');
    stream.onerror?.();
    expect(stream.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS + POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onUpdate.mock.calls.map(([r]) => r.status)).toEqual(['queued', 'running', 'failed']);
    // A second failure report of the closed stream starts no second poller.
    stream.onerror?.();
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops the stream and any polling when the page stops following', async () => {
    const fetch = judgeAnswering('running');
    const stop = followSubmission(9, { fetch, onUpdate: vi.fn(), onError: vi.fn() });
    StreamDouble.opened[0]!.onerror?.();
    stop();
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('polls where the browser has no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    const fetch = judgeAnswering('success');
    followSubmission(3, { fetch, onUpdate: vi.fn(), onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(FIRST_POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
