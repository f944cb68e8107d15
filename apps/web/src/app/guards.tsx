/** Route guards (spec §2): they trust the locally stored user; the server checks every call again. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../auth/session.ts';

export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return user ? children : <Navigate to="/" replace />;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return user?.is_admin ? children : <Navigate to="/" replace />;
}
