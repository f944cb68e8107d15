/**
 * The login guards (spec §2), one place for all of them: `RequireLogin` around a screen (a route
 * sends a visitor home; a page may show its own login card instead, and may first confirm the
 * session with the server), `RequireAdmin`, and `loggedInOrAsk` before an action or a link that
 * needs login (it opens the login modal instead). They trust the locally stored user; the server
 * checks every call again, and a call refused with NOT_LOGGED_IN ends the session
 * (auth/session-ended.ts).
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { apiRequest } from '../api/client.ts';
import { useQuery } from '../api/query.ts';
import { openLoginModal } from '../auth/auth-modals.ts';
import { getUser, useCurrentUser } from '../auth/session.ts';

/** True when someone is logged in; otherwise opens the login modal (then going to `next`, if given) and says false. */
export function loggedInOrAsk(next: string | null = null): boolean {
  if (getUser()) return true;
  openLoginModal('login', next);
  return false;
}

interface RequireLoginProps {
  children: ReactNode;
  /** What a visitor sees instead (default: the home page). */
  fallback?: ReactNode;
  /** Ask the server whether the session lives before showing the screen (spec §2, the converter). */
  confirmWithServer?: boolean;
  /** Shown while the server is asked. */
  checking?: ReactNode;
}

export function RequireLogin({
  children,
  fallback = <Navigate to="/" replace />,
  confirmWithServer = false,
  checking = null,
}: RequireLoginProps) {
  const user = useCurrentUser();
  // Asked again after a login (a new user id); no answer falls back to the stored user.
  const check = useQuery(confirmWithServer ? `checkAuth for ${user?.id ?? 'visitor'}` : null, (signal) =>
    apiRequest('checkAuth', { signal }),
  );
  if (!confirmWithServer) return user ? children : fallback;
  if (check.status === 'loading') return checking;
  const loggedIn = check.status === 'ready' ? check.data.is_login === true : user !== null;
  return loggedIn && user ? children : fallback;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return user?.is_admin ? children : <Navigate to="/" replace />;
}

export function RequireTeacher({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return user?.is_teacher ? children : <Navigate to="/" replace />;
}
