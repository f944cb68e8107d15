// Theme rules of spec §4: saved choice, else system preference; system followed only while nothing is saved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSystemTheme, getTheme, initialTheme, reloadTheme, THEME_KEY, toggleTheme } from './theme.ts';

/** A controllable `prefers-color-scheme: dark` media query. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return {
    change(next: boolean) {
      dark = next;
      listeners.forEach((l) => l({ matches: next }));
    },
  };
}

afterEach(() => localStorage.clear());

describe('initial theme (spec §4)', () => {
  it('is the saved choice when there is one', () => {
    expect(initialTheme('light', true)).toBe('light');
    expect(initialTheme('dark', false)).toBe('dark');
  });

  it('is the system preference otherwise (including an unreadable saved value)', () => {
    expect(initialTheme(null, true)).toBe('dark');
    expect(initialTheme(null, false)).toBe('light');
    expect(initialTheme('purple', true)).toBe('dark');
  });
});

describe('theme changes', () => {
  it('saves the choice on toggle', () => {
    fakeSystem(false);
    reloadTheme();
    expect(getTheme()).toBe('light');
    toggleTheme();
    expect(getTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('follows the system only while nothing is saved', () => {
    const system = fakeSystem(false);
    reloadTheme();
    const stop = followSystemTheme();
    system.change(true);
    expect(getTheme()).toBe('dark');
    system.change(false);
    expect(getTheme()).toBe('light');

    toggleTheme(); // saves 'dark'
    system.change(false);
    expect(getTheme()).toBe('dark');
    stop();
  });
});
