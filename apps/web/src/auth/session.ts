/**
 * Login state (spec §4): the logged-in user, kept in localStorage so a reload restores it,
 * shared by every tab of the browser. Route guards and the navigation bar read it from here.
 */
import type { User } from '@veridojo/contracts';
import { createStore, useStore } from '../lib/store.ts';
import { storedUser } from './stored-user.ts';

export const USER_KEY = 'veridojo.user';

function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    return storedUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

const session = createStore<User | null>(readStoredUser());

export const getUser = session.get;

/** After login, registration or a fresh answer from the server. */
export function setUser(user: User) {
  const current = session.get();
  if (current && JSON.stringify(current) === JSON.stringify(user)) return;
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or disabled: the user stays logged in for this page only.
  }
  session.set(user);
}

export function clearUser() {
  try {
    localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing stored to remove.
  }
  session.set(null);
}

/** Re-reads the stored user (another tab logged in or out, or a test reset storage). */
export function restoreUser() {
  session.set(readStoredUser());
}

export function useCurrentUser(): User | null {
  return useStore(session);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_KEY || event.key === null) restoreUser();
  });
}
