// The forgot-password rules and the three-step flow with its countdown, back button and closing success.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../test/fetch-mock.ts';
import { renderInApp } from '../test/render.tsx';
import { ForgotPasswordFlow } from './ForgotPasswordModal.tsx';
import { canSendCode, codeComplete, newPasswordProblem } from './forgot-password-rules.ts';

const CODE_SENT = '如果该邮箱已注册，验证码已发送，请在10分钟内查收';
/** A button by its text; antd may still be fading out a 'loading' icon inside it, which joins the accessible name. */
const button = (text: string) => screen.getByRole('button', { name: new RegExp(`(^|\\s)${text}$`) }) as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('forgot-password rules (spec §5)', () => {
  it('sends only with a valid e-mail, not busy and the countdown at 0', () => {
    expect(canSendCode('a@b.cn', false, 0)).toBe(true);
    expect(canSendCode('a@b', false, 0)).toBe(false);
    expect(canSendCode('a@b.cn', true, 0)).toBe(false);
    expect(canSendCode('a@b.cn', false, 12)).toBe(false);
  });

  it('wants exactly six characters of code and a confirmed password of at least 6', () => {
    expect(codeComplete('12345')).toBe(false);
    expect(codeComplete('123456')).toBe(true);
    expect(newPasswordProblem('12345', '')).toBe('密码长度至少为6位');
    expect(newPasswordProblem('123456', '123457')).toBe('两次输入的密码不一致');
    expect(newPasswordProblem('123456', '123456')).toBeNull();
  });
});

describe('forgot-password flow', () => {
  it('walks e-mail → code → new password, with a 60 s resend countdown, a back button and a closing success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({
      'POST /api/user/forgot-password': { body: { status: 'success', message: CODE_SENT, retry_after: 60 } },
      'POST /api/user/verify-code': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { status: 'success', message: '验证码正确' } }
          : errorAnswer(400, 'CODE_INVALID', '验证码错误或已过期'),
      'POST /api/user/reset-password': { body: { status: 'success', message: '密码重置成功，请使用新密码登录' } },
    });
    const onDone = vi.fn();
    renderInApp(<ForgotPasswordFlow onDone={onDone} />);

    // Step 1: send is enabled only for a valid address.
    expect(button('发送验证码').disabled).toBe(true);
    type('邮箱', 'learner@example.com');
    expect(button('发送验证码').disabled).toBe(false);
    fireEvent.click(button('发送验证码'));

    // Step 2: the countdown blocks resending for 60 s.
    expect(await screen.findByText(CODE_SENT)).toBeTruthy();
    expect(button('60 秒后可重新发送').disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button('59 秒后可重新发送').disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(button('重新发送').disabled).toBe(false);

    // Back returns one step, keeping the address; forward again by resending.
    fireEvent.click(button('上一步'));
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe('learner@example.com');
    fireEvent.click(button('发送验证码'));
    await screen.findByLabelText('验证码');

    // The code must have six characters; a wrong one shows the server's text.
    type('验证码', '12345');
    expect(button('验证').disabled).toBe(true);
    type('验证码', '654321');
    fireEvent.click(button('验证'));
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    type('验证码', '123456');
    fireEvent.click(button('验证'));

    // Step 3: at least 6 characters, equal to the confirmation.
    await screen.findByLabelText('新密码');
    type('新密码', '12345');
    expect(screen.getByText('密码长度至少为6位')).toBeTruthy();
    type('新密码', 'new-secret');
    type('确认新密码', 'new-secreT');
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(button('重置密码').disabled).toBe(true);
    type('确认新密码', 'new-secret');
    fireEvent.click(button('重置密码'));

    // Success message, then after 2 s the modal signals success.
    expect(await screen.findByText('密码重置成功，请使用新密码登录')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onDone).toHaveBeenCalledWith(true);
    expect(calls.at(-1)?.body).toEqual({ email: 'learner@example.com', code: '123456', new_password: 'new-secret' });
  });

  it('shows 网络错误，请稍后重试 when sending gets no answer, and a cooldown from the server as a countdown', async () => {
    let answer: 'network-error' | { status: number; body: unknown } = 'network-error';
    mockApi({ 'POST /api/user/forgot-password': () => answer });
    renderInApp(<ForgotPasswordFlow onDone={() => {}} />);
    type('邮箱', 'learner@example.com');
    fireEvent.click(button('发送验证码'));
    expect(await screen.findByText('网络错误，请稍后重试')).toBeTruthy();

    answer = {
      status: 429,
      body: { status: 'error', code: 'CODE_COOLDOWN', message: '验证码发送过于频繁，请稍后再试', error: '', retry_after: 37 },
    };
    fireEvent.click(button('发送验证码'));
    expect(await screen.findByText('验证码发送过于频繁，请稍后再试')).toBeTruthy();
    expect(button('37 秒后可重新发送').disabled).toBe(true);
  });
});
