// Login state: restore from storage, 30 s session check outcomes, logout that always forgets the user.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../app/feedback.tsx';
import { aUser, mockApi } from '../test/fetch-mock.ts';
import { logOut } from './logout.ts';
import { checkSession } from './session-check.ts';
import { clearUser, getUser, restoreUser, setUser, USER_KEY } from './session.ts';

// Toasts render through antd asynchronously; here it is enough to know which one was asked for,
// and nothing may still be rendering when the test environment is torn down. Spied on the module's
// own object (not vi.mock): component test files share their modules (no isolation), and a module
// another file loaded first would keep the real toast.
beforeEach(() => {
  for (const kind of ['info', 'success', 'error', 'warning'] as const) vi.spyOn(toast, kind).mockImplementation(() => undefined);
});

afterEach(() => {
  clearUser();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('login state (spec §4)', () => {
  it('restores the stored user at start and ignores a damaged entry', () => {
    localStorage.setItem(USER_KEY, JSON.stringify(aUser({ username: 'carol' })));
    restoreUser();
    expect(getUser()?.username).toBe('carol');
    localStorage.setItem(USER_KEY, '{"id":"not a user"');
    restoreUser();
    expect(getUser()).toBeNull();
  });

  it('forgets the user when the server says the session is over', async () => {
    setUser(aUser());
    mockApi({ 'GET /api/user/check_auth': { body: { is_login: false, user: null } } });
    await checkSession();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(toast.info).toHaveBeenCalledWith('登录状态已失效，请重新登录');
  });

  it('keeps the user when the check gets no answer, and takes fresh details when it does', async () => {
    setUser(aUser());
    mockApi({ 'GET /api/user/check_auth': 'network-error' });
    await checkSession();
    expect(getUser()?.username).toBe('alice');
    mockApi({ 'GET /api/user/check_auth': { body: { is_login: true, user: aUser({ is_vip: true, membership_type: 'vip' }) } } });
    await checkSession();
    expect(getUser()?.is_vip).toBe(true);
  });

  it('clears the user on logout even when the call fails', async () => {
    setUser(aUser());
    const { calls } = mockApi({ 'POST /api/user/logout': 'network-error' });
    await logOut();
    expect(calls[0]?.path).toBe('/api/user/logout');
    expect(getUser()).toBeNull();
  });
});
