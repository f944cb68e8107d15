// The route table through the real shell: guards, navigation-bar rules, badges, home page configuration.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLoginModal, getAuthModals } from '../auth/auth-modals.ts';
import { clearUser, getUser, setUser } from '../auth/session.ts';
import { aUser, errorAnswer, mockApi } from '../test/fetch-mock.ts';
import { renderInApp } from '../test/render.tsx';
import { AppRoutes } from './App.tsx';

const CONFIG = { status: 'success', problem_limit: 5, total_problems: 0, ide_line_limit: 50, converter_line_limit: 50 };
const navLink = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  mockApi({
    'GET /api/problem/config': { body: CONFIG },
    'GET /api/payment/vip/packages': {
      body: {
        success: true,
        data: [
          { id: 'vip_7days', name: '体验周卡', price: '9.90', price_fen: 990, days: 7, description: '', features: [], recommended: false },
        ],
      },
    },
    // The server agrees with whoever is stored locally.
    'GET /api/user/check_auth': () => ({ body: { is_login: getUser() !== null, user: getUser() } }),
  });
});
afterEach(() => {
  act(() => {
    closeLoginModal();
    clearUser();
  });
  vi.unstubAllGlobals();
});

describe('navigation bar and route guards (spec §2)', () => {
  it('opens the login modal instead of navigating for a logged-out click on 在线Verilog编译', async () => {
    renderInApp(<AppRoutes />);
    fireEvent.click(navLink('在线Verilog编译'));
    expect(getAuthModals()).toMatchObject({ login: true, mode: 'login' });
    expect(navLink('首页').getAttribute('aria-current')).toBe('page');
  });

  it('sends a logged-out visit of a login-required route to the home page', async () => {
    renderInApp(<AppRoutes />, { route: '/online-ide' });
    expect(await screen.findByText('在练习中掌握 Verilog')).toBeTruthy();
  });

  it('sends a logged-out visit of a class page home, and shows it to a logged-in student', async () => {
    const { unmount } = renderInApp(<AppRoutes />, { route: '/user/classes/3' });
    expect(await screen.findByText('在练习中掌握 Verilog')).toBeTruthy();
    unmount();
    act(() => setUser(aUser()));
    mockApi({
      'GET /api/problem/config': { body: CONFIG },
      'GET /api/user/check_auth': () => ({ body: { is_login: true, user: getUser() } }),
      'GET /api/user/classes/3': errorAnswer(404, 'CLASS_NOT_FOUND', '班级不存在'),
    });
    renderInApp(<AppRoutes />, { route: '/user/classes/3' });
    expect(await screen.findByText('找不到这个班级')).toBeTruthy();
  });

  it('shows 管理后台 only to an admin, and lets the admin in', async () => {
    renderInApp(<AppRoutes />, { route: '/admin' });
    expect(screen.queryByRole('link', { name: '管理后台' })).toBeNull();
    await screen.findByText('在练习中掌握 Verilog');

    act(() => setUser(aUser({ is_admin: true })));
    fireEvent.click(await screen.findByRole('link', { name: '管理后台' }));
    expect(await screen.findByRole('tab', { name: /用户管理/ })).toBeTruthy();
  });

  it('shows the user name and a VIP or premium badge when logged in', async () => {
    act(() => setUser(aUser({ username: 'bob', is_vip: true, membership_type: 'vip' })));
    renderInApp(<AppRoutes />);
    expect(await screen.findByText('bob')).toBeTruthy();
    expect(screen.getByText('VIP')).toBeTruthy();
    act(() => setUser(aUser({ username: 'bob', is_vip: true, membership_type: 'premium' })));
    expect(await screen.findByText('高级会员')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('reads the free limits of the plan comparison from the public configuration', async () => {
    renderInApp(<AppRoutes />);
    expect(await screen.findByText('前 5 道题目')).toBeTruthy();
    expect(screen.getByText('IDE 最多 50 行代码')).toBeTruthy();
    expect(screen.getByText('转换器最多 50 行代码')).toBeTruthy();
    expect(screen.getByText('¥9.9')).toBeTruthy();
  });

  it('opens /login as the home page with the login modal', async () => {
    renderInApp(<AppRoutes />, { route: '/login' });
    await waitFor(() => expect(getAuthModals().login).toBe(true));
    expect(await screen.findByText('在练习中掌握 Verilog')).toBeTruthy();
  });
});
