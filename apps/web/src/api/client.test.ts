// The API client: requests built from the call table, errors as ApiError, spec §8 failure texts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, errorAnswer, mockApi } from '../test/fetch-mock.ts';
import { ApiError, apiCall, failureText } from './client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('apiCall', () => {
  it('builds the request from the call table: method, /api path, cookies, JSON body', async () => {
    const { calls } = mockApi({ 'POST /api/user/login': { body: { status: 'success', message: '登录成功', user: aUser() } } });
    await apiCall('login', { username: 'alice', password: 'secret1' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/api/user/login');
    expect(call?.body).toEqual({ username: 'alice', password: 'secret1' });
    expect(call?.init.credentials).toBe('include');
    expect(new Headers(call?.init.headers).get('content-type')).toBe('application/json');
  });

  it('sends no body for calls without one (logout)', async () => {
    const { calls } = mockApi({ 'POST /api/user/logout': { body: { status: 'success', message: '已退出登录' } } });
    await apiCall('logout');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('turns an error answer into an ApiError carrying code, message and retry_after', async () => {
    mockApi({
      'POST /api/user/forgot-password': {
        status: 429,
        body: { status: 'error', code: 'CODE_COOLDOWN', message: '验证码发送过于频繁，请稍后再试', error: 'x', retry_after: 42 },
      },
    });
    const failure = await apiCall('forgotPassword', { email: 'a@b.cn' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      kind: 'http',
      status: 429,
      code: 'CODE_COOLDOWN',
      serverMessage: '验证码发送过于频繁，请稍后再试',
      retryAfter: 42,
    });
  });

  it('turns a failed fetch into a network ApiError', async () => {
    mockApi({ 'GET /api/user/check_auth': 'network-error' });
    await expect(apiCall('checkAuth')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('failureText (spec §8 order)', () => {
  const texts = { failed: '登录失败', requestFailed: '登录请求失败', unexpected: '发生错误，请重试' };

  it('prefers the server message, then its error, then the generic failure', async () => {
    mockApi({ 'POST /api/user/login': errorAnswer(401, 'INVALID_CREDENTIALS', '用户名或密码错误') });
    const failure = await apiCall('login', { username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(failureText(failure, texts)).toBe('用户名或密码错误');
    expect(failureText(new ApiError('http', 400, { error: '只有 error' }), texts)).toBe('只有 error');
    expect(failureText(new ApiError('http', 500, {}), texts)).toBe('登录失败');
  });

  it('says the request failed when no answer came, and falls back for anything else', () => {
    expect(failureText(new ApiError('network'), texts)).toBe('登录请求失败');
    expect(failureText(new Error('bug'), texts)).toBe('发生错误，请重试');
  });
});
