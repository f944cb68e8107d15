// The VIP page's polling (spec §4 VIP order): at once, then every 5 s, not while the page is
// hidden, once more when it is shown again, slower after failures, and never after leaving the page.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_POLL_MS, useOrderPolling } from './use-order-polling.ts';

let hidden = false;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const settle = () => act(async () => {});

describe('order polling', () => {
  it('checks at once and every 5 s, skips while hidden, checks on showing again, stops on leaving', async () => {
    const check = vi.fn(async () => {});
    const page = renderHook(() => useOrderPolling(7, check));
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenLastCalledWith(7);
    await act(async () => vi.advanceTimersByTime(ORDER_POLL_MS));
    expect(check).toHaveBeenCalledTimes(2);

    hidden = true;
    await act(async () => vi.advanceTimersByTime(3 * ORDER_POLL_MS));
    expect(check).toHaveBeenCalledTimes(2);
    hidden = false;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(check).toHaveBeenCalledTimes(3);

    page.unmount();
    await act(async () => vi.advanceTimersByTime(3 * ORDER_POLL_MS));
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('waits longer after each failed check, and 5 s again after an answer', async () => {
    let answers = false;
    const check = vi.fn(async () => answers);
    renderHook(() => useOrderPolling(7, check));
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(2 * ORDER_POLL_MS));
    expect(check).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(2 * ORDER_POLL_MS));
    expect(check).toHaveBeenCalledTimes(2);
    answers = true;
    await act(async () => vi.advanceTimersByTime(2 * ORDER_POLL_MS));
    expect(check).toHaveBeenCalledTimes(3);
    await act(async () => vi.advanceTimersByTime(ORDER_POLL_MS));
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('does not poll without an open order', async () => {
    const check = vi.fn(async () => {});
    renderHook(() => useOrderPolling(null, check));
    await act(async () => vi.advanceTimersByTime(3 * ORDER_POLL_MS));
    expect(check).not.toHaveBeenCalled();
  });
});
