/**
 * The server-state layer against the fake server: a read is aborted when its screen closes; an
 * answer for a request no longer shown is never shown; a refetch is answered by a read started
 * after it; a poll waits while the page is hidden and backs off (with one toast) while failing;
 * NOT_LOGGED_IN from a read or an action clears the stored user and opens the login modal; an
 * action owns its busy flag and its toasts; a row action keeps one busy flag per row.
 */
import type { AdminUser } from '@veridojo/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLoginModal, getAuthModals } from '../auth/auth-modals.ts';
import { clearUser, getUser, setUser } from '../auth/session.ts';
import { aUser, errorAnswer, mockApi, type Answer } from '../test/fetch-mock.ts';
import { renderInApp } from '../test/render.tsx';
import { apiRequest } from './client.ts';
import { useApiAction, useRowAction } from './action.ts';
import { useApiQuery } from './query.ts';

const someone = (id: number, username: string): AdminUser => ({
  id,
  username,
  email: null,
  is_admin: false,
  is_teacher: false,
  is_vip: false,
  membership_type: 'normal',
  vip_expiry_date: null,
  created_at: '2026-11-01T00:00:00.000Z',
  version: 1,
});
const page = (n: number, users: AdminUser[]) => ({ status: 'success', users, total: 40, page: n, page_size: 20 });
const usersUrl = (n: number) => `GET /api/admin/user?page=${n}&page_size=20`;

/** A paged list as an admin tab shows it, with a button to the next page. */
function Users() {
  const [n, setN] = useState(1);
  const users = useApiQuery('adminUsers', { query: { page: n, page_size: 20 } }, { keepPrevious: true });
  return (
    <div>
      <button onClick={() => setN(2)}>下一页</button>
      <ul>
        {users.data?.users.map((u) => (
          <li key={u.id}>{u.username}</li>
        ))}
      </ul>
    </div>
  );
}

/** A promise the test settles by hand: an answer that arrives late. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

const visibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  act(() => {
    clearUser();
    closeLoginModal();
  });
  visibility('visible');
  vi.unstubAllGlobals();
});

describe('useApiQuery', () => {
  it('aborts the read when its screen closes', async () => {
    const { calls } = mockApi({ [usersUrl(1)]: () => new Promise<Answer>(() => {}) });
    const { unmount } = render(<Users />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const signal = calls[0]!.init.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(signal.aborted).toBe(true));
  });

  it("never shows page 1's late answer under page 2", async () => {
    const first = later<Answer>();
    const { calls } = mockApi({
      [usersUrl(1)]: () => first.promise,
      [usersUrl(2)]: { body: page(2, [someone(2, 'bob')]) },
    });
    render(<Users />);
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('bob')).toBeTruthy();
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    await act(async () => first.settle({ body: page(1, [someone(1, 'alice')]) }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('alice')).toBeNull();
    expect(screen.getByText('bob')).toBeTruthy();
  });

  it('shares one read of the same call among the screens asking at once', async () => {
    const { calls } = mockApi({ [usersUrl(1)]: { body: page(1, [someone(1, 'alice')]) } });
    render(
      <>
        <Users />
        <Users />
        <Users />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('alice')).toHaveLength(3));
    expect(calls).toHaveLength(1);
  });

  it('answers a refetch with a read started after it, not with the read under way (a list after a change)', async () => {
    const first = later<Answer>();
    const { calls } = mockApi({
      [usersUrl(1)]: () => (calls.length === 1 ? first.promise : { body: page(1, [someone(2, 'bob')]) }),
    });
    function Refreshing() {
      const users = useApiQuery('adminUsers', { query: { page: 1, page_size: 20 } });
      const [done, setDone] = useState(false);
      return (
        <div>
          <button onClick={() => void users.refetch().then(() => setDone(true))}>刷新</button>
          {done && <p>刷新完成：{users.data?.users.map((u) => u.username).join()}</p>}
        </div>
      );
    }
    render(<Refreshing />);
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    await act(async () => first.settle({ body: page(1, [someone(1, 'alice')]) }));
    expect(await screen.findByText('刷新完成：bob')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('polls with backoff while failing, toasts once, and waits while the page is hidden', async () => {
    const { calls } = mockApi({ 'GET /api/admin/queue': 'network-error' });
    function Queue() {
      useApiQuery('adminQueue', {}, { poll: { everyMs: 100 }, failure: '获取判题队列失败' });
      return null;
    }
    renderInApp(<Queue />);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    // 0, 100, 300, 700, 1500 ms (doubling) — not every 100 ms (16 reads).
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.length).toBeLessThanOrEqual(6);
    expect(await screen.findAllByText('获取判题队列失败：无法连接服务器')).toHaveLength(1);

    act(() => visibility('hidden'));
    const whileHidden = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(whileHidden);
    act(() => visibility('visible'));
    await waitFor(() => expect(calls).toHaveLength(whileHidden + 1));
  });

  it('ends the session when a read is refused with NOT_LOGGED_IN', async () => {
    act(() => setUser(aUser()));
    mockApi({ [usersUrl(1)]: errorAnswer(401, 'NOT_LOGGED_IN', '请先登录') });
    render(<Users />);
    await waitFor(() => expect(getUser()).toBeNull());
    expect(getAuthModals().login).toBe(true);
  });
});

describe('useApiAction', () => {
  function Delete() {
    const remove = useApiAction('adminDeleteUser', { success: (a) => a.message, failure: '删除用户失败' });
    return (
      <button disabled={remove.busy} onClick={() => void remove.run({ params: { id: 12 } })}>
        删除
      </button>
    );
  }

  it('is busy while sent, ignores a second click, and toasts the answer', async () => {
    const answer = later<Answer>();
    const { calls } = mockApi({ 'DELETE /api/admin/user/12': () => answer.promise });
    renderInApp(<Delete />);
    const button = screen.getByRole('button', { name: '删除' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    await act(async () => answer.settle({ body: { status: 'success', message: '用户删除成功' } }));
    expect(await screen.findByText('用户删除成功')).toBeTruthy();
    expect(button.disabled).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('on 401 NOT_LOGGED_IN clears the stored user and opens the login modal', async () => {
    act(() => setUser(aUser()));
    mockApi({ 'DELETE /api/admin/user/12': errorAnswer(401, 'NOT_LOGGED_IN', '请先登录') });
    renderInApp(<Delete />);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(getUser()).toBeNull();
    expect(getAuthModals()).toMatchObject({ login: true, mode: 'login' });
  });
});

describe('useRowAction', () => {
  function Rows() {
    const remove = useRowAction(
      (id: number) => id,
      (id: number) => apiRequest('adminDeleteUser', { params: { id } }),
      { success: (a) => a.message, failure: (_error, id) => setFailed(id) },
    );
    const [failed, setFailed] = useState<number | null>(null);
    return (
      <div>
        {[12, 13].map((id) => (
          <button key={id} disabled={remove.busyFor(id)} onClick={() => void remove.run(id)}>
            删除 {id}
          </button>
        ))}
        {failed !== null && <p>删除 {failed} 失败</p>}
      </div>
    );
  }

  it('keeps one busy flag per row, ignores a second click on a busy row, and words a failure by its row', async () => {
    const first = later<Answer>();
    const { calls } = mockApi({
      'DELETE /api/admin/user/12': () => first.promise,
      'DELETE /api/admin/user/13': errorAnswer(400, 'LAST_ADMIN', '不能删除'),
    });
    renderInApp(<Rows />);
    const row12 = screen.getByRole('button', { name: '删除 12' }) as HTMLButtonElement;
    const row13 = screen.getByRole('button', { name: '删除 13' }) as HTMLButtonElement;
    fireEvent.click(row12);
    await waitFor(() => expect(row12.disabled).toBe(true));
    expect(row13.disabled).toBe(false);
    fireEvent.click(row12);
    fireEvent.click(row13);
    expect(await screen.findByText('删除 13 失败')).toBeTruthy();
    expect(row12.disabled).toBe(true);
    expect(row13.disabled).toBe(false);
    await act(async () => first.settle({ body: { status: 'success', message: '用户删除成功' } }));
    expect(await screen.findByText('用户删除成功')).toBeTruthy();
    expect(row12.disabled).toBe(false);
    expect(calls.filter((c) => c.path === '/api/admin/user/12')).toHaveLength(1);
  });
});
