/** How a problem's difficulty and completion status look everywhere (spec §2 colours): list, problem page, profile. */
import { CheckCircleOutlined, CloseCircleOutlined, MinusCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { CompletionStatus, Difficulty } from '@veridojo/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

/** antd preset colours: easy green, medium warning, hard red. */
const DIFFICULTY_COLORS: Record<Difficulty, string> = { 简单: 'success', 中等: 'warning', 困难: 'error' };

/** Not done grey, done green, failed red, running grey. */
const STATUS_COLORS: Record<CompletionStatus, string> = { 未完成: 'default', 已完成: 'success', 失败: 'error', 运行中: 'default' };

const STATUS_ICONS: Record<CompletionStatus, ReactNode> = {
  未完成: <MinusCircleOutlined />,
  已完成: <CheckCircleOutlined />,
  失败: <CloseCircleOutlined />,
  运行中: <SyncOutlined spin />,
};

export function DifficultyTag({ difficulty }: { difficulty: Difficulty }) {
  return (
    <Tag color={DIFFICULTY_COLORS[difficulty]} variant="outlined">
      {difficulty}
    </Tag>
  );
}

export function StatusTag({ status }: { status: CompletionStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} icon={STATUS_ICONS[status]} data-status={status}>
      {status}
    </Tag>
  );
}

export function TopicTags({ tags }: { tags: readonly string[] }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {tags.map((tag) => (
        <Tag key={tag} style={{ marginInlineEnd: 0 }}>
          {tag}
        </Tag>
      ))}
    </span>
  );
}
