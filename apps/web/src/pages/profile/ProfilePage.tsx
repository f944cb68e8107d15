/**
 * /user/profile — the personal center (spec §2): account information, learning progress, and
 * the forms to change the user name and the password, and the classes I am in (issue 33).
 */
import { Button, Card, Col, Result, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';
import { toast } from '../../app/feedback.tsx';
import { clearUser, setUser, useCurrentUser } from '../../auth/session.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { AccountInfo } from './AccountInfo.tsx';
import { MyClassesCard } from './MyClassesCard.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProgressCard } from './ProgressCard.tsx';
import { UsernameForm } from './UsernameForm.tsx';

const LOAD_FAILED = '获取用户信息失败，请重新登录';

export default function ProfilePage() {
  usePageTitle('个人中心');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const read = useApiQuery(
    'profile',
    {},
    {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended on the server: forget it here too and ask for a new login (spec §2: /login).
          toast.error(LOAD_FAILED);
          clearUser();
          void navigate('/login', { replace: true });
        }
      },
    },
  );
  const profile = read.status === 'ready' ? read.data : undefined;
  useEffect(() => {
    if (profile) setUser(profile.user);
  }, [profile]);
  // A retry shows the skeletons again until its answer; an ended session is on its way to /login.
  const sessionEnded = read.error instanceof ApiError && read.error.status === 401;

  if (read.status === 'failed' && !read.fetching && !sessionEnded) {
    return (
      <Result
        status="error"
        title={LOAD_FAILED}
        extra={
          <Button type="primary" onClick={() => void read.refetch()}>
            重试
          </Button>
        }
      />
    );
  }

  // The stored user follows name changes at once; the profile call supplies the e-mail.
  const shown = user ?? profile?.user ?? null;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px 64px' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        个人中心
      </Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          {profile && shown ? (
            <AccountInfo user={shown} email={profile.email} />
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
          <MyClassesCard />
        </Col>
      </Row>
    </div>
  );
}
