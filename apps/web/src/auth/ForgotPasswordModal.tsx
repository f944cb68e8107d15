/**
 * The forgot-password modal (spec §2, §4, §5, §8): e-mail → code → new password, a back button,
 * a 60 s resend countdown, and after success a message, then after 2 s the modal closes and the
 * login modal returns in login mode.
 */
import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../api/action.ts';
import { ApiError, apiCall, failureText, type FailureTexts } from '../api/client.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { closeForgotPassword, useAuthModals } from './auth-modals.ts';
import {
  canResetPassword,
  canSendCode,
  codeComplete,
  newPasswordProblem,
  previousStep,
  RESEND_SECONDS,
  RESET_FAILURE_TEXTS,
  RESET_STEPS,
  SUCCESS_CLOSE_MS,
  type ResetStep,
} from './forgot-password-rules.ts';

type Notice = { type: 'success' | 'info' | 'error'; text: string } | null;

export function ForgotPasswordFlow({ onDone }: { onDone: (succeeded: boolean) => void }) {
  const [step, setStep] = useState<ResetStep>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [done, setDone] = useState(false);
  const [countdown, startCountdown] = useCountdown();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const failed = (texts: FailureTexts) => (error: unknown) => setNotice({ type: 'error', text: failureText(error, texts) });

  const send = useAction(
    async () => {
      setNotice(null);
      const answer = await apiCall('forgotPassword', { email: email.trim() });
      startCountdown(answer.retry_after || RESEND_SECONDS);
      setNotice({ type: 'info', text: answer.message });
      setStep('code');
    },
    {
      failure: (error) => {
        // A cooldown answer says how long to wait: show that on the button instead of a dead 'send'.
        if (error instanceof ApiError && error.retryAfter) startCountdown(error.retryAfter);
        failed(RESET_FAILURE_TEXTS.send)(error);
      },
    },
  );

  const verify = useAction(
    async () => {
      setNotice(null);
      await apiCall('verifyCode', { email: email.trim(), code: code.trim() });
      setStep('password');
    },
    { failure: failed(RESET_FAILURE_TEXTS.verify) },
  );

  const reset = useAction(
    async () => {
      setNotice(null);
      const answer = await apiCall('resetPassword', { email: email.trim(), code: code.trim(), new_password: password });
      setDone(true);
      setNotice({ type: 'success', text: answer.message || '密码重置成功' });
      closeTimer.current = setTimeout(() => onDone(true), SUCCESS_CLOSE_MS);
    },
    { failure: failed(RESET_FAILURE_TEXTS.reset) },
  );

  const busy = send.busy || verify.busy || reset.busy;
  const sendable = canSendCode(email, busy, countdown);
  const passwordProblem = newPasswordProblem(password, confirmation);

  const sendCode = async () => {
    if (sendable) await send.run();
  };

  const verifyCode = async () => {
    if (codeComplete(code) && !busy) await verify.run();
  };

  const resetPassword = async () => {
    if (canResetPassword(password, confirmation, busy)) await reset.run();
  };

  const back = () => {
    setNotice(null);
    setStep(previousStep(step));
  };

  const sendLabel = countdown > 0 ? `${countdown} 秒后可重新发送` : step === 'email' ? '发送验证码' : '重新发送';

  return (
    <>
      <Steps
        size="small"
        current={RESET_STEPS.indexOf(step)}
        items={[{ title: '输入邮箱' }, { title: '验证身份' }, { title: '重置密码' }]}
        style={{ margin: '16px 0 24px' }}
      />
      {step === 'email' && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Typography.Text type="secondary">请输入注册时填写的邮箱，我们会向该邮箱发送 6 位验证码。</Typography.Text>
          <Input
            prefix={<MailOutlined />}
            placeholder="请输入邮箱"
            aria-label="邮箱"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onPressEnter={() => void sendCode()}
            disabled={busy}
          />
          <Button type="primary" block disabled={!sendable} loading={busy} onClick={() => void sendCode()}>
            {sendLabel}
          </Button>
        </Space>
      )}
      {step === 'code' && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Typography.Text type="secondary">验证码已发往 {email.trim()}，10 分钟内有效。</Typography.Text>
          <Input
            prefix={<SafetyOutlined />}
            placeholder="请输入 6 位验证码"
            aria-label="验证码"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={() => void verifyCode()}
            disabled={busy}
          />
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={back} disabled={busy}>
              上一步
            </Button>
            <Button disabled={!sendable} onClick={() => void sendCode()} style={{ flex: 1 }}>
              {sendLabel}
            </Button>
            <Button
              type="primary"
              disabled={!codeComplete(code) || busy}
              loading={busy}
              onClick={() => void verifyCode()}
              style={{ flex: 1 }}
            >
              验证
            </Button>
          </div>
        </Space>
      )}
      {step === 'password' && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="请输入新密码（至少 6 位）"
            aria-label="新密码"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={busy || done}
          />
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="请再次输入新密码"
            aria-label="确认新密码"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            onPressEnter={() => void resetPassword()}
            disabled={busy || done}
          />
          {passwordProblem && <Typography.Text type="danger">{passwordProblem}</Typography.Text>}
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={back} disabled={busy || done}>
              上一步
            </Button>
            <Button
              type="primary"
              disabled={!canResetPassword(password, confirmation, busy) || done}
              loading={busy}
              onClick={() => void resetPassword()}
              style={{ flex: 1 }}
            >
              重置密码
            </Button>
          </div>
        </Space>
      )}
      {notice && (
        <Alert
          type={notice.type}
          title={notice.text}
          showIcon
          role={notice.type === 'error' ? 'alert' : 'status'}
          style={{ marginTop: 16 }}
        />
      )}
    </>
  );
}

export default function ForgotPasswordModal() {
  const { forgotPassword } = useAuthModals();
  return (
    <Modal open={forgotPassword} title="找回密码" footer={null} width={440} destroyOnHidden onCancel={() => closeForgotPassword()}>
      <ForgotPasswordFlow onDone={closeForgotPassword} />
    </Modal>
  );
}
