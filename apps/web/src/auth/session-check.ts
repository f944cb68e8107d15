/** While a user is logged in, asks the server every 30 s whether the session is still alive (spec §4). */
import { useEffect } from 'react';
import { apiCall } from '../api/client.ts';
import { toast } from '../app/feedback.tsx';
import { clearUser, getUser, setUser, useCurrentUser } from './session.ts';

/** Why 30 s: the spec's re-check interval; a session ended elsewhere shows within half a minute. */
export const SESSION_CHECK_MS = 30_000;

export async function checkSession(): Promise<void> {
  const checked = getUser();
  if (!checked) return;
  try {
    const answer = await apiCall('checkAuth');
    // Someone else may have logged in or out while the call was under way: only act on the user checked.
    if (getUser()?.id !== checked.id) return;
    if (!answer.is_login) {
      clearUser();
      toast.info('登录状态已失效，请重新登录');
    } else if (answer.user) {
      setUser(answer.user);
    }
  } catch {
    // No answer is not "logged out": keep the user and ask again next time.
  }
}

export function useSessionCheck() {
  const loggedIn = useCurrentUser() !== null;
  useEffect(() => {
    if (!loggedIn) return;
    void checkSession();
    const timer = setInterval(() => void checkSession(), SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [loggedIn]);
}
