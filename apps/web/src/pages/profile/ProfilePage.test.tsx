// The personal center: account info, learning progress, user-name and password forms, fading messages, load failure.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUser, getUser, setUser } from '../../auth/session.ts';
import { aUser, errorAnswer, mockApi } from '../../test/fetch-mock.ts';
import { PROBLEM_LIST } from '../../test/problems.ts';
import { renderInApp } from '../../test/render.tsx';
import { passwordChangeProblem } from './PasswordForm.tsx';
import ProfilePage from './ProfilePage.tsx';

function showProfile(user = aUser()) {
  act(() => setUser(user));
  return mockApi({
    'GET /api/user/profile': { body: { status: 'success', user, email: user.email } },
    'GET /api/user/check_auth': { body: { is_login: true, user } },
    'GET /api/problem/all': { body: PROBLEM_LIST },
    'GET /api/user/classes': { body: { status: 'success', server_time: '2026-11-20T00:00:00.000Z', classes: [] } },
    'POST /api/user/update_username': ({ body }) =>
      (body as { newUsername: string }).newUsername === 'taken'
        ? errorAnswer(409, 'USERNAME_TAKEN', '用户名已存在')
        : {
            body: {
              status: 'success',
              message: '用户名修改成功',
              user: { ...user, username: (body as { newUsername: string }).newUsername },
            },
          },
    'POST /api/user/update_password': { body: { status: 'success', message: '密码修改成功' } },
  });
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`(^|\\s)${name}$`) }));

afterEach(() => {
  act(() => clearUser());
  vi.unstubAllGlobals();
});

describe('personal center (spec §2)', () => {
  it('shows the account: name, e-mail or 未设置, membership label', async () => {
    showProfile();
    renderInApp(<ProfilePage />);
    expect(await screen.findByText('未设置')).toBeTruthy();
    expect(screen.getByText('普通用户')).toBeTruthy();
    expect(screen.queryByText('VIP到期时间')).toBeNull();
  });

  it('shows a VIP expiry in Shanghai time', async () => {
    showProfile(aUser({ email: 'vip@example.com', is_vip: true, membership_type: 'vip', vip_expiry_date: '2026-12-01T04:00:00.000Z' }));
    renderInApp(<ProfilePage />);
    expect(await screen.findByText('vip@example.com')).toBeTruthy();
    expect(screen.getByText('VIP用户')).toBeTruthy();
    expect(screen.getByText('2026-12-01 12:00:00（北京时间）')).toBeTruthy();
  });

  it('shows the progress: passed, submitted and total, and a button per problem coloured by status that opens it', async () => {
    showProfile();
    renderInApp(
      <>
        <ProfilePage />
        <Location />
      </>,
      { route: '/user/profile' },
    );
    const progress = await screen.findByTestId('progress');
    const figure = (id: string) => within(screen.getByTestId(id)).getByText(/^\d+$/).textContent;
    expect([figure('progress-passed'), figure('progress-submitted'), figure('progress-total')]).toEqual(['1', '3', '6']);
    const buttons = within(progress).getAllByTestId('progress-problem');
    expect(buttons.map((b) => [b.textContent, b.dataset.status])).toEqual([
      ['1', '已完成'],
      ['2', '失败'],
      ['3', '运行中'],
      ['4', '未完成'],
      ['5', '未完成'],
      ['6', '未完成'],
    ]);
    expect(buttons[0]!.className).toMatch(/color-green/);
    expect(buttons[1]!.className).toMatch(/dangerous|color-dangerous/);
    expect(buttons[3]!.className).not.toMatch(/color-green|dangerous/);
    fireEvent.click(buttons[1]!);
    expect(screen.getByTestId('location').textContent).toBe('/problem/2');
  });

  it('changes the user name and updates the stored user; messages fade after about 2 s', async () => {
    showProfile();
    renderInApp(<ProfilePage />);
    await screen.findByText('未设置');
    click('修改用户名');
    expect(await screen.findByText('请填写新用户名')).toBeTruthy();

    type('新用户名', 'taken');
    click('修改用户名');
    expect(await screen.findByText('用户名已存在')).toBeTruthy();

    type('新用户名', 'alice2');
    click('修改用户名');
    expect(await screen.findByText('用户名修改成功')).toBeTruthy();
    expect(getUser()?.username).toBe('alice2');
    // The message goes after 2 s (spec); its fade-out animation can take seconds more on a loaded CI machine.
    await waitFor(() => expect(screen.queryByText('用户名修改成功')).toBeNull(), { timeout: 10_000 });
  }, 20_000);

  it('checks the password form before sending it', async () => {
    const { calls } = showProfile();
    renderInApp(<ProfilePage />);
    await screen.findByText('未设置');
    click('修改密码');
    expect(await screen.findByText('请填写所有必填字段')).toBeTruthy();
    type('当前密码', 'old-secret');
    type('新密码', 'new-secret');
    type('确认新密码', 'new-secreT');
    click('修改密码');
    expect(await screen.findByText('两次输入的新密码不一致')).toBeTruthy();
    type('确认新密码', 'new-secret');
    click('修改密码');
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user/update_password')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  });

  it('says 获取用户信息失败，请重新登录 when the profile cannot be loaded', async () => {
    act(() => setUser(aUser()));
    mockApi({
      'GET /api/user/profile': { status: 500, body: {} },
      'GET /api/user/check_auth': { body: { is_login: true, user: aUser() } },
    });
    renderInApp(<ProfilePage />);
    expect(await screen.findByText('获取用户信息失败，请重新登录')).toBeTruthy();
  });
});

describe('passwordChangeProblem', () => {
  it('wants all three fields, a matching confirmation and 6 characters', () => {
    expect(passwordChangeProblem({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBe('请填写所有必填字段');
    expect(passwordChangeProblem({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe(
      '两次输入的新密码不一致',
    );
    expect(passwordChangeProblem({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' })).toBe('密码长度至少为6位');
    expect(passwordChangeProblem({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});
