/**
 * The assignment editor's problem picker (issue 33): the bank's problems filtered by chapter, tag
 * and a search of title or id, each added with one click; the chosen ones in their order, moved
 * up or down or removed. Limited to ASSIGNMENT_PROBLEMS_MAX, as the server is.
 */
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { ASSIGNMENT_PROBLEMS_MAX, type ProblemListItem } from '@veridojo/contracts';
import { Button, Col, Empty, Input, Row, Select, Space, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useProblemList } from '../problems/use-problem-list.ts';

/** Why 50 rows: the search narrows the bank faster than scrolling; more would be a long list to render. */
const SHOWN_MAX = 50;

export interface PickedProblem {
  problem_id: number;
  title: string;
}

export function ProblemPicker({ picked, onChange }: { picked: PickedProblem[]; onChange: (next: PickedProblem[]) => void }) {
  const { token } = theme.useToken();
  const { state } = useProblemList();
  const problems = useMemo(() => (state.status === 'ready' ? state.problems : []), [state]);
  const [chapter, setChapter] = useState<number | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const chapters = useMemo(() => [...new Map(problems.map((p) => [p.chapter.id, p.chapter])).values()], [problems]);
  const tags = useMemo(() => [...new Set(problems.flatMap((p) => p.tags))].sort(), [problems]);
  const chosen = new Set(picked.map((p) => p.problem_id));
  const needle = search.trim().toLowerCase();
  const matches = problems.filter(
    (p: ProblemListItem) =>
      (chapter === null || p.chapter.id === chapter) &&
      (tag === null || p.tags.includes(tag)) &&
      (needle === '' || p.title.toLowerCase().includes(needle) || String(p.id) === needle || p.slug.includes(needle)),
  );
  const full = picked.length >= ASSIGNMENT_PROBLEMS_MAX;
  const move = (from: number, to: number) => {
    const next = [...picked];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const box = {
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    height: 320,
    overflow: 'auto',
  } as const;
  const row = {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '4px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
  } as const;

  return (
    <Row gutter={[16, 12]}>
      <Col xs={24} md={13}>
        <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
          <Select
            aria-label="按章节筛选"
            allowClear
            placeholder="全部章节"
            style={{ width: '40%' }}
            value={chapter}
            onChange={(v) => setChapter(v ?? null)}
            options={chapters.map((c) => ({ value: c.id, label: `第 ${c.number} 章 ${c.title}` }))}
          />
          <Select
            aria-label="按标签筛选"
            allowClear
            placeholder="全部标签"
            style={{ width: '25%' }}
            value={tag}
            onChange={(v) => setTag(v ?? null)}
            options={tags.map((t) => ({ value: t, label: t }))}
          />
          <Input aria-label="搜索题目" placeholder="标题或编号" allowClear value={search} onChange={(e) => setSearch(e.target.value)} />
        </Space.Compact>
        <div style={box} data-testid="problem-choices">
          {state.status === 'loading' && <div style={{ padding: 12, color: token.colorTextSecondary }}>正在加载题目…</div>}
          {state.status === 'failed' && <div style={{ padding: 12, color: token.colorErrorText }}>{state.message}</div>}
          {matches.slice(0, SHOWN_MAX).map((p) => (
            <div key={p.id} style={row}>
              <span style={{ color: token.colorTextSecondary, width: 40 }}>{p.id}</span>
              <span style={{ flex: 1 }}>{p.title}</span>
              <Button
                size="small"
                icon={<PlusOutlined />}
                // The name starts with the button's own text (已添加 once added), then says which problem.
                aria-label={`${chosen.has(p.id) ? '已添加' : '添加'} ${p.title}`}
                disabled={chosen.has(p.id) || full}
                onClick={() => onChange([...picked, { problem_id: p.id, title: p.title }])}
              >
                {chosen.has(p.id) ? '已添加' : '添加'}
              </Button>
            </div>
          ))}
          {matches.length > SHOWN_MAX && (
            <div style={{ padding: 8, color: token.colorTextSecondary }}>
              还有 {matches.length - SHOWN_MAX} 道题，请用筛选或搜索缩小范围
            </div>
          )}
        </div>
      </Col>
      <Col xs={24} md={11}>
        <div style={{ marginBottom: 8, lineHeight: '32px' }}>
          已选 {picked.length} / {ASSIGNMENT_PROBLEMS_MAX} 道（学生按此顺序看到）
        </div>
        <ol style={{ ...box, margin: 0, padding: 0, listStyle: 'none' }} aria-label="已选题目" data-testid="picked-problems">
          {picked.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="从左侧添加题目" />}
          {picked.map((p, i) => (
            <li key={p.problem_id} style={row}>
              <span style={{ color: token.colorTextSecondary, width: 24 }}>{i + 1}.</span>
              <span style={{ flex: 1 }}>{p.title}</span>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label="上移"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label="下移"
                disabled={i === picked.length - 1}
                onClick={() => move(i, i + 1)}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<CloseOutlined />}
                aria-label={`移除 ${p.title}`}
                onClick={() => onChange(picked.filter((x) => x.problem_id !== p.problem_id))}
              />
            </li>
          ))}
        </ol>
      </Col>
    </Row>
  );
}
