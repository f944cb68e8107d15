// The whole-second countdown hook.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  it('counts whole seconds down to zero and stops', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current[0]).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current[0]).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
