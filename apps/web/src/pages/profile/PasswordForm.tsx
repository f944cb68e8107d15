/** Change the password (spec §5, §8): all three fields, new equals confirmation, at least 6 characters. */
import { MSG, PASSWORD_MIN } from '@veridojo/contracts';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useApiAction } from '../../api/action.ts';
import { failureText } from '../../api/client.ts';
import { FlashMessage, useFlash } from './flash-message.tsx';

const FAILED = '修改失败，请稍后重试';

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first problem with the three fields, or null when they may be sent. */
export function passwordChangeProblem({ currentPassword, newPassword, confirmPassword }: PasswordChange): string | null {
  if (!currentPassword || !newPassword || !confirmPassword) return MSG.allFieldsRequired;
  if (newPassword !== confirmPassword) return MSG.newPasswordMismatch;
  if (newPassword.length < PASSWORD_MIN) return MSG.passwordMin;
  return null;
}

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const [fields, setFields] = useState<PasswordChange>(EMPTY);
  const [flash, show] = useFlash();
  const update = useApiAction('updatePassword', {
    failure: (error) => show('error', failureText(error, { failed: FAILED, requestFailed: FAILED })),
  });
  const field = (name: keyof PasswordChange) => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });

  const submit = async () => {
    const problem = passwordChangeProblem(fields);
    if (problem) {
      show('error', problem);
      return;
    }
    const answer = await update.run({ body: { currentPassword: fields.currentPassword, newPassword: fields.newPassword } });
    if (!answer) return;
    setFields(EMPTY);
    show('success', answer.message || '密码修改成功');
  };

  return (
    <Card title="修改密码">
      <FlashMessage flash={flash} />
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label="当前密码">
          <Input.Password {...field('currentPassword')} aria-label="当前密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码">
          <Input.Password {...field('newPassword')} aria-label="新密码" autoComplete="new-password" placeholder="至少 6 位" />
        </Form.Item>
        <Form.Item label="确认新密码">
          <Input.Password {...field('confirmPassword')} aria-label="确认新密码" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.busy}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
