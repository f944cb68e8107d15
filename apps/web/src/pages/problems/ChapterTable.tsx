/**
 * One chapter of the problem list: its title and a table with ID, title, tags, difficulty,
 * status, passed/submitted and the start-solving button; problems beyond the limit are locked.
 */
import { LockOutlined } from '@ant-design/icons';
import type { ProblemListItem } from '@veridojo/contracts';
import { Button, Table, Tooltip, theme, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link, useNavigate } from 'react-router';
import { DifficultyTag, StatusTag, TopicTags } from './problem-labels.tsx';
import { useGuardedNavigate } from '../../app/navigation.ts';

const LOCKED_HINT = '升级VIP后解锁本题';

function useColumns(): TableColumnsType<ProblemListItem> {
  const navigate = useNavigate();
  // A visitor meets the login modal first (the VIP page needs a user), never a silent redirect.
  const goGuarded = useGuardedNavigate();
  const { token } = theme.useToken();
  return [
    { title: 'ID', dataIndex: 'id', width: 72 },
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, p) =>
        p.locked ? (
          <Tooltip title={LOCKED_HINT}>
            <span style={{ color: token.colorTextTertiary }}>
              <LockOutlined style={{ marginRight: 6 }} aria-label="已锁定" />
              {title}
            </span>
          </Tooltip>
        ) : (
          <Link to={`/problem/${p.id}`}>{title}</Link>
        ),
    },
    { title: '标签', dataIndex: 'tags', render: (tags: string[]) => <TopicTags tags={tags} /> },
    { title: '难度', dataIndex: 'difficulty', width: 84, render: (d: ProblemListItem['difficulty']) => <DifficultyTag difficulty={d} /> },
    { title: '状态', dataIndex: 'is_completed', width: 104, render: (s: ProblemListItem['is_completed']) => <StatusTag status={s} /> },
    {
      title: '通过/提交',
      key: 'counts',
      width: 96,
      render: (_, p) => `${p.passed_users_count}/${p.submitted_users_count}`,
    },
    {
      title: '操作',
      key: 'action',
      width: 120,
      render: (_, p) =>
        p.locked ? (
          <Tooltip title={LOCKED_HINT}>
            <Button size="small" icon={<LockOutlined />} onClick={() => goGuarded('/vip-recharge', true)}>
              升级VIP
            </Button>
          </Tooltip>
        ) : (
          <Button size="small" type="primary" onClick={() => void navigate(`/problem/${p.id}`)}>
            开始答题
          </Button>
        ),
    },
  ];
}

export function ChapterTable({ title, problems }: { title: string; problems: ProblemListItem[] }) {
  const columns = useColumns();
  const { token } = theme.useToken();
  return (
    <section aria-label={title} data-testid="chapter">
      <h3 style={{ fontSize: token.fontSizeHeading4, color: token.colorTextHeading, margin: '0 0 12px', fontWeight: 600 }}>
        {title}
        <span style={{ marginLeft: 8, fontSize: token.fontSize, fontWeight: 400, color: token.colorTextSecondary }}>
          {problems.length} 题
        </span>
      </h3>
      <Table<ProblemListItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={problems}
        pagination={false}
        scroll={{ x: 860 }}
        onRow={(p) => ({ 'data-problem-id': p.id, 'data-locked': p.locked }) as HTMLAttributes<HTMLElement>}
      />
    </section>
  );
}
