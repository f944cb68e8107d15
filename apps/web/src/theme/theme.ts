/**
 * Light or dark (spec §4): the saved choice, else the system preference; a toggle saves the
 * choice; system changes are followed only while nothing is saved.
 */
import { createStore, useStore } from '../lib/store.ts';

type ThemeName = 'light' | 'dark';

/** Also read by public/theme-boot.js, which paints the background before the app loads. */
export const THEME_KEY = 'veridojo.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function initialTheme(saved: string | null, systemPrefersDark: boolean): ThemeName {
  if (saved === 'light' || saved === 'dark') return saved;
  return systemPrefersDark ? 'dark' : 'light';
}

function savedTheme(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

const current = createStore<ThemeName>(initialTheme(savedTheme(), systemPrefersDark()));

export const getTheme = current.get;

export function useTheme(): ThemeName {
  return useStore(current);
}

export function toggleTheme() {
  const next: ThemeName = current.get() === 'dark' ? 'light' : 'dark';
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // Not saved: the choice lasts for this page only.
  }
  current.set(next);
}

/** Re-reads the saved choice and the system preference (start-up of a test, another tab saved a choice). */
export function reloadTheme() {
  current.set(initialTheme(savedTheme(), systemPrefersDark()));
}

/** Follows the system preference while no choice is saved; returns the unsubscribe function. */
export function followSystemTheme(): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => {
    if (savedTheme() === null) current.set(event.matches ? 'dark' : 'light');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) reloadTheme();
  };
  query.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    query.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}
