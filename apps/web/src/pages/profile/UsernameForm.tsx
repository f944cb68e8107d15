/** Change the user name (spec §5, §8): required, then the server decides; the stored user follows. */
import { MSG, USERNAME_MAX } from '@veridojo/contracts';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useApiAction } from '../../api/action.ts';
import { failureText } from '../../api/client.ts';
import { setUser } from '../../auth/session.ts';
import { FlashMessage, useFlash } from './flash-message.tsx';

const FAILED = '修改失败，请稍后重试';

export function UsernameForm({ current }: { current: string }) {
  const [value, setValue] = useState('');
  const [flash, show] = useFlash();
  const update = useApiAction('updateUsername', {
    failure: (error) => show('error', failureText(error, { failed: FAILED, requestFailed: FAILED })),
  });

  const submit = async () => {
    const newUsername = value.trim();
    if (newUsername === '') {
      show('error', MSG.newUsernameRequired);
      return;
    }
    const answer = await update.run({ body: { newUsername } });
    if (!answer) return;
    setUser(answer.user);
    setValue('');
    show('success', answer.message || '用户名修改成功');
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
        <Button type="primary" htmlType="submit" loading={update.busy}>
          修改用户名
        </Button>
      </Form>
    </Card>
  );
}
