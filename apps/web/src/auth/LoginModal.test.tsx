// The login/register modal: spec §5 validation texts, mode toggle, register body, spec §8 failure texts.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, errorAnswer, mockApi } from '../test/fetch-mock.ts';
import { renderInApp } from '../test/render.tsx';
import { closeLoginModal, getAuthModals, openLoginModal } from './auth-modals.ts';
import LoginModal from './LoginModal.tsx';
import { clearUser, getUser } from './session.ts';

/** Where the router is (the path), for the test to read. */
function Location() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = (name: '登录' | '注册') => fireEvent.click(screen.getByRole('button', { name }));

function openAs(mode: 'login' | 'register') {
  act(() => openLoginModal(mode));
  renderInApp(<LoginModal />);
}

beforeEach(() => clearUser());
afterEach(() => {
  act(() => closeLoginModal());
  vi.unstubAllGlobals();
});

describe('login modal validation (spec §5)', () => {
  it('asks for the user name and the password', async () => {
    openAs('login');
    submit('登录');
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
  });

  it('checks password length, confirmation and e-mail when registering', async () => {
    openAs('register');
    type('用户名', 'alice');
    type('密码', '123');
    type('确认密码', '124');
    type('邮箱（选填，用于找回密码）', 'not-an-email');
    submit('注册');
    expect(await screen.findByText('密码长度至少为6位')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
  });

  it('toggles between login and register', async () => {
    openAs('login');
    expect(screen.queryByLabelText('确认密码')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByLabelText('确认密码')).toBeTruthy();
    expect(getAuthModals().mode).toBe('register');
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(screen.queryByLabelText('确认密码')).toBeNull());
  });
});

describe('login modal calls', () => {
  it('goes on to the page the visitor asked for once logged in', async () => {
    mockApi({ 'POST /api/user/login': { body: { status: 'success', message: '登录成功', user: aUser() } } });
    act(() => openLoginModal('login', '/vip-recharge'));
    renderInApp(
      <>
        <LoginModal />
        <Location />
      </>,
    );
    type('用户名', 'alice');
    type('密码', 'secret1');
    submit('登录');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vip-recharge'));
    expect(getAuthModals()).toMatchObject({ login: false, next: null });
  });

  it('registers with e-mail null when the field is empty, stores the user and closes', async () => {
    const { calls } = mockApi({ 'POST /api/user/register': { body: { status: 'success', message: '注册成功', user: aUser() } } });
    openAs('register');
    type('用户名', 'alice');
    type('密码', 'secret1');
    type('确认密码', 'secret1');
    submit('注册');
    await waitFor(() => expect(getUser()?.username).toBe('alice'));
    expect(calls[0]?.body).toEqual({ username: 'alice', password: 'secret1', email: null });
    expect(getAuthModals().login).toBe(false);
  });

  it("shows the server's message when login fails", async () => {
    mockApi({ 'POST /api/user/login': errorAnswer(401, 'INVALID_CREDENTIALS', '用户名或密码错误') });
    openAs('login');
    type('用户名', 'alice');
    type('密码', 'wrong-password');
    submit('登录');
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(getUser()).toBeNull();
  });

  it('falls back to 登录失败 without a server text and to 注册请求失败 without an answer', async () => {
    mockApi({ 'POST /api/user/login': { status: 500, body: {} }, 'POST /api/user/register': 'network-error' });
    openAs('login');
    type('用户名', 'alice');
    type('密码', 'whatever');
    submit('登录');
    expect(await screen.findByText('登录失败')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '立即注册' }));
    type('用户名', 'alice');
    type('密码', 'secret1');
    type('确认密码', 'secret1');
    submit('注册');
    expect(await screen.findByText('注册请求失败')).toBeTruthy();
  });
});
