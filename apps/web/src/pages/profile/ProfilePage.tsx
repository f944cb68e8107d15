/**
 * /user/profile — the personal center (spec §2): account information, learning progress, and
 * the forms to change the user name and the password.
 */
import type { ResponseOf } from '@veridojo/contracts';
import { Button, Card, Col, Result, Row, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiCall } from '../../api/client.ts';
import { toast } from '../../app/feedback.tsx';
import { clearUser, setUser, useCurrentUser } from '../../auth/session.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { AccountInfo } from './AccountInfo.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProgressCard } from './ProgressCard.tsx';
import { UsernameForm } from './UsernameForm.tsx';

const LOAD_FAILED = '获取用户信息失败，请重新登录';

type Load = { status: 'loading' } | { status: 'ready'; profile: ResponseOf<'profile'> } | { status: 'failed' };

export default function ProfilePage() {
  usePageTitle('个人中心');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchProfile = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const profile = await apiCall('profile');
      setUser(profile.user);
      setLoad({ status: 'ready', profile });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The session ended on the server: forget it here too and ask for a new login (spec §2: /login).
        toast.error(LOAD_FAILED);
        clearUser();
        void navigate('/login', { replace: true });
        return;
      }
      setLoad({ status: 'failed' });
    }
  }, [navigate]);

  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);

  if (load.status === 'failed') {
    return (
      <Result
        status="error"
        title={LOAD_FAILED}
        extra={
          <Button type="primary" onClick={() => void fetchProfile()}>
            重试
          </Button>
        }
      />
    );
  }

  // The stored user follows name changes at once; the profile call supplies the e-mail.
  const shown = user ?? (load.status === 'ready' ? load.profile.user : null);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px 64px' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        个人中心
      </Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          {load.status === 'ready' && shown ? (
            <AccountInfo user={shown} email={load.profile.email} />
          ) : (
            <Card title="账号信息">
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          )}
          <ProgressCard />
        </Col>
        <Col xs={24} lg={12}>
          <UsernameForm current={shown?.username ?? ''} />
          <div style={{ height: 24 }} />
          <PasswordForm />
        </Col>
      </Row>
    </div>
  );
}
