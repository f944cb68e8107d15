// The unsaved-changes guard: closing the tab is questioned only while something is unsaved.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './use-leave-guard.ts';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  it('asks before leaving while unsaved, and not once saved or after the page closed', () => {
    const page = renderHook(({ unsaved }) => useLeaveGuard(unsaved), { initialProps: { unsaved: true } });
    expect(leave()).toBe(true);
    page.rerender({ unsaved: false });
    expect(leave()).toBe(false);
    page.rerender({ unsaved: true });
    page.unmount();
    expect(leave()).toBe(false);
  });
});
