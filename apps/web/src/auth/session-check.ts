/**
 * While a user is logged in, asks the server every 30 s whether the session is still alive (spec §4),
 * on the app's one poller (api/poll.ts: not while the page is hidden, asking at once when it is shown).
 */
import { apiCall } from '../api/client.ts';
import { usePoll } from '../api/poll.ts';
import { toast } from '../app/feedback.tsx';
import { clearUser, getUser, setUser, useCurrentUser } from './session.ts';

/** Why 30 s: the spec's re-check interval; a session ended elsewhere shows within half a minute. */
const SESSION_CHECK_MS = 30_000;

/** Resolves false when no answer arrived (the poller then waits longer before asking again). */
export async function checkSession(): Promise<boolean> {
  const checked = getUser();
  if (!checked) return true;
  try {
    const answer = await apiCall('checkAuth');
    // Someone else may have logged in or out while the call was under way: only act on the user checked.
    if (getUser()?.id !== checked.id) return true;
    if (!answer.is_login) {
      clearUser();
      toast.info('登录状态已失效，请重新登录');
    } else if (answer.user) {
      setUser(answer.user);
    }
  } catch {
    // No answer is not "logged out": keep the user and ask again next time.
    return false;
  }
  return true;
}

export function useSessionCheck() {
  const loggedIn = useCurrentUser() !== null;
  usePoll(loggedIn, checkSession, { everyMs: SESSION_CHECK_MS });
}
