/** Log out (spec §4): tell the server, then forget the user locally even when the call failed. */
import { apiCall } from '../api/client.ts';
import { clearUser } from './session.ts';

export async function logOut(): Promise<void> {
  try {
    await apiCall('logout');
  } catch {
    // The session cookie may outlive this failure, but this browser no longer shows the user as logged in.
  } finally {
    clearUser();
  }
}
