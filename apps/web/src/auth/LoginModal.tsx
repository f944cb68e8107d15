/**
 * The login/register modal (spec §2, §5, §8): one form in two modes, the spec's validation texts,
 * and the forgot-password link. On success the user is stored and the modal closes.
 */
import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../api/action.ts';
import { apiCall, failureText } from '../api/client.ts';
import { toast } from '../app/feedback.tsx';
import { closeLoginModal, getAuthModals, openForgotPassword, setLoginMode, useAuthModals, type LoginMode } from './auth-modals.ts';
import { confirmPasswordRules, emailForRegister, emailRules, passwordRules, usernameRules } from './login-rules.ts';
import { setUser } from './session.ts';

interface LoginFields {
  username: string;
  password: string;
  confirmPassword?: string;
  email?: string;
}

const TEXTS = {
  login: { title: '登录', submit: '登录', failed: '登录失败', requestFailed: '登录请求失败' },
  register: { title: '注册', submit: '注册', failed: '注册失败', requestFailed: '注册请求失败' },
} as const;

export async function submitAccountForm(mode: LoginMode, fields: LoginFields) {
  const username = fields.username.trim();
  return mode === 'login'
    ? apiCall('login', { username, password: fields.password })
    : apiCall('register', { username, password: fields.password, email: emailForRegister(fields.email) });
}

export default function LoginModal() {
  const { login, mode, forgotPassword } = useAuthModals();
  const [form] = Form.useForm<LoginFields>();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const texts = TEXTS[mode];

  useEffect(() => {
    setError(null);
  }, [mode, login]);

  const submit = useAction(
    async (fields: LoginFields) => {
      setError(null);
      const answer = await submitAccountForm(mode, fields);
      setUser(answer.user);
      toast.success(answer.message || (mode === 'login' ? '登录成功' : '注册成功'));
      form.resetFields();
      const { next } = getAuthModals();
      closeLoginModal();
      if (next) void navigate(next);
    },
    { failure: (failure) => setError(failureText(failure, { ...texts, unexpected: '发生错误，请重试' })) },
  );
  const busy = submit.busy;

  const switchMode = () => {
    form.resetFields(['password', 'confirmPassword']);
    setLoginMode(mode === 'login' ? 'register' : 'login');
  };

  return (
    <Modal open={login && !forgotPassword} title={texts.title} onCancel={closeLoginModal} footer={null} width={400}>
      <Form<LoginFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(fields) => void submit.run(fields)}
        disabled={busy}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="username" label="用户名" rules={usernameRules(mode)}>
          <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={passwordRules(mode)}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="请输入密码"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          />
        </Form.Item>
        {mode === 'register' && (
          <>
            <Form.Item name="confirmPassword" label="确认密码" dependencies={['password']} rules={confirmPasswordRules}>
              <Input.Password prefix={<LockOutlined />} placeholder="请再次输入密码" autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="email" label="邮箱（选填，用于找回密码）" rules={emailRules}>
              <Input prefix={<MailOutlined />} placeholder="请输入邮箱" autoComplete="email" />
            </Form.Item>
          </>
        )}
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {texts.submit}
        </Button>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Typography.Text>
          {mode === 'login' ? '还没有账号？' : '已有账号？'}
          <Button type="link" onClick={switchMode} style={{ padding: 0, height: 'auto' }}>
            {mode === 'login' ? '立即注册' : '去登录'}
          </Button>
        </Typography.Text>
        {mode === 'login' && (
          <Button type="link" onClick={openForgotPassword} style={{ padding: 0, height: 'auto' }}>
            忘记密码？
          </Button>
        )}
      </div>
    </Modal>
  );
}
