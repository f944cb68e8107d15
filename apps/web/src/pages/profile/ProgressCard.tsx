/**
 * Learning progress in the personal center (spec §2): passed, submitted and total counts, and a
 * grid with one button per problem, coloured by its status, that opens the problem.
 */
import { LockOutlined } from '@ant-design/icons';
import type { CompletionStatus, ProblemListItem } from '@veridojo/contracts';
import { Button, Card, Col, Row, Skeleton, Statistic, Tooltip, theme } from 'antd';
import type { ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { useProblemList } from '../problems/use-problem-list.ts';

/** The list's status colours (spec §2) on buttons: done green, failed red, not done and running grey. */
const BUTTON_LOOKS: Record<CompletionStatus, Pick<ButtonProps, 'color' | 'variant'>> = {
  已完成: { color: 'green', variant: 'solid' },
  失败: { color: 'danger', variant: 'solid' },
  运行中: { color: 'default', variant: 'filled' },
  未完成: { color: 'default', variant: 'outlined' },
};

function progressCounts(problems: readonly ProblemListItem[]) {
  return {
    passed: problems.filter((p) => p.is_completed === '已完成').length,
    // Problems with at least one submission: passed, failed or being judged.
    submitted: problems.filter((p) => p.is_completed !== '未完成').length,
    total: problems.length,
  };
}

function ProblemGrid({ problems }: { problems: ProblemListItem[] }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <>
      <div role="list" aria-label="各题完成情况" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {problems.map((p) => (
          <Tooltip key={p.id} title={`${p.title}（${p.locked ? '升级VIP后解锁' : p.is_completed}）`}>
            <Button
              role="listitem"
              data-testid="progress-problem"
              data-status={p.is_completed}
              aria-label={`${p.id} ${p.title}：${p.is_completed}`}
              {...BUTTON_LOOKS[p.is_completed]}
              {...(p.locked && p.is_completed === '未完成' ? { variant: 'dashed' as const, icon: <LockOutlined /> } : {})}
              // Why 60 px: room for a three-digit id beside the lock icon, so the grid's columns line up.
              style={{ width: 60, paddingInline: 0 }}
              onClick={() => void navigate(`/problem/${p.id}`)}
            >
              {p.id}
            </Button>
          </Tooltip>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 16, marginTop: 12, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        <span>
          <span style={{ color: token.colorSuccess }}>■</span> 已完成
        </span>
        <span>
          <span style={{ color: token.colorError }}>■</span> 失败
        </span>
        <span>
          <span style={{ color: token.colorTextQuaternary }}>■</span> 未完成 / 运行中
        </span>
      </div>
    </>
  );
}

export function ProgressCard() {
  const { state, reload } = useProblemList();
  if (state.status === 'loading')
    return (
      <Card title="学习进度" style={{ marginTop: 24 }}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  if (state.status === 'failed')
    return (
      <Card title="学习进度" style={{ marginTop: 24 }}>
        <span>加载出错: {state.message} </span>
        <Button size="small" onClick={reload}>
          重试
        </Button>
      </Card>
    );
  const counts = progressCounts(state.problems);
  return (
    <Card title="学习进度" style={{ marginTop: 24 }} data-testid="progress">
      <Row gutter={16} style={{ marginBottom: 20 }}>
        <Col span={8}>
          <Statistic title="已通过" value={counts.passed} data-testid="progress-passed" />
        </Col>
        <Col span={8}>
          <Statistic title="已提交" value={counts.submitted} data-testid="progress-submitted" />
        </Col>
        <Col span={8}>
          <Statistic title="题目总数" value={counts.total} data-testid="progress-total" />
        </Col>
      </Row>
      <ProblemGrid problems={state.problems} />
    </Card>
  );
}
