/**
 * The one answer to NOT_LOGGED_IN from any call (a query or an action, through api/query.ts):
 * the server no longer knows this browser's session, so the stored user is cleared and the login
 * modal opens. A visitor who never logged in is left alone: the page's own guard speaks to them.
 */
import { ApiError } from '../api/client.ts';
import { openLoginModal } from './auth-modals.ts';
import { clearUser, getUser } from './session.ts';

/** True when the server refused the call because nobody is logged in (HTTP 401 NOT_LOGGED_IN). */
export function isNotLoggedIn(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NOT_LOGGED_IN';
}

/** Handles `error` when it says the session ended; true when it did. */
export function endSessionIfLoggedOut(error: unknown): boolean {
  if (!isNotLoggedIn(error)) return false;
  if (getUser() !== null) {
    clearUser();
    openLoginModal('login');
  }
  return true;
}
