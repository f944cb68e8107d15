/**
 * /problem/:id — the problem page (spec §2): loads the problem, shows 加载题目失败 with a retry
 * (and the upgrade button for a problem beyond the free limit), then the solving view.
 */
import { CrownOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { Muted } from '../../ui/text.tsx';
import { SolveView } from './solve/SolveView.tsx';
import { LOAD_FAILED, useProblem } from './solve/use-problem.ts';
import { useGuardedNavigate } from '../../app/navigation.ts';

export default function ProblemPage() {
  const { id } = useParams();
  const { load, retry } = useProblem(id);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  // A visitor meets the login modal first (the VIP page needs a user), never a silent redirect.
  const goGuarded = useGuardedNavigate();
  usePageTitle(load.status === 'ready' ? load.problem.title : '题目');

  if (load.status === 'loading') {
    return (
      <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '96px 0' }}>
        <Spinner />
        <Muted>题目加载中…</Muted>
      </div>
    );
  }
  if (load.status === 'failed' && load.locked) {
    // Beyond the free limit (the next-problem button after the last free problem lands here too):
    // the way to the VIP page, not an error.
    return (
      <StatusView
        status="info"
        icon={<CrownOutlined style={{ color: token.colorWarning }} />}
        title="这道题需要 VIP 会员"
        detail="普通用户可以做前几道题；升级 VIP 后全部题目开放，IDE 与转换器也不再限制行数。"
        actions={
          <>
            <Button type="primary" onClick={() => goGuarded('/vip-recharge', true)}>
              升级VIP
            </Button>
            <Button onClick={() => void navigate('/problem/all')}>返回题库</Button>
          </>
        }
      />
    );
  }
  if (load.status === 'failed') {
    return (
      <StatusView
        status="error"
        title={LOAD_FAILED}
        detail={load.detail}
        actions={
          <>
            <Button type="primary" onClick={retry}>
              重试
            </Button>
            <Button onClick={() => void navigate('/problem/all')}>返回题库</Button>
          </>
        }
      />
    );
  }
  // Keyed by problem: the next problem starts with a fresh editor, log and history.
  return <SolveView key={load.problem.id} problem={load.problem} />;
}
