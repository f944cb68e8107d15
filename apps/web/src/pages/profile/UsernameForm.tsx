/** Change the user name (spec §5, §8): required, then the server decides; the stored user follows. */
import { MSG, USERNAME_MAX } from '@veridojo/contracts';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { apiCall, failureText } from '../../api/client.ts';
import { setUser } from '../../auth/session.ts';
import { FlashMessage, useFlash } from './flash-message.tsx';

const FAILED = '修改失败，请稍后重试';

export function UsernameForm({ current }: { current: string }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [flash, show] = useFlash();

  const submit = async () => {
    const newUsername = value.trim();
    if (newUsername === '') {
      show('error', MSG.newUsernameRequired);
      return;
    }
    setBusy(true);
    try {
      const answer = await apiCall('updateUsername', { newUsername });
      setUser(answer.user);
      setValue('');
      show('success', answer.message || '用户名修改成功');
    } catch (error) {
      show('error', failureText(error, { failed: FAILED, requestFailed: FAILED }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="修改用户名">
      <FlashMessage flash={flash} />
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label="新用户名">
          <Input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={`当前：${current}`}
            maxLength={USERNAME_MAX}
            aria-label="新用户名"
            autoComplete="username"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          修改用户名
        </Button>
      </Form>
    </Card>
  );
}
