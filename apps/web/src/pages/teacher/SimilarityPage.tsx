/**
 * /teacher/assignments/:id/similarity — the similarity check (issue 33), per problem of the
 * assignment: start a check (a worker job; the page polls until it is done), the pairs of students
 * with their score best first, a pair's two codes side by side, and the 已查看 mark. Teachers only.
 */
import { SIMILARITY_STATE_LABELS, type SimilarPair } from '@veridojo/contracts';
import { Alert, Button, Card, Checkbox, Empty, Select, Skeleton, Space, Tag, theme } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useApiAction } from '../../api/action.ts';
import { useApiQuery } from '../../api/query.ts';
import { formatShanghaiTime } from '../../lib/time.ts';
import { SideBySide } from './SideBySide.tsx';
import { ReadView, TeacherFrame } from './TeacherFrame.tsx';

/** Why 2 s: a check of a class takes a few seconds on a worker; polling faster only adds requests. */
const POLL_MS = 2000;

const pairKey = (p: SimilarPair) => `${p.a.user_id}-${p.b.user_id}`;

/** The pair's two codes side by side, read when the pair is shown (the list carries no code). */
function PairCodes({ assignmentId, problemId, pair }: { assignmentId: number; problemId: number; pair: SimilarPair }) {
  const read = useApiQuery(
    'similarityPair',
    { params: { id: assignmentId }, query: { problem_id: problemId, a: pair.a.submission_id, b: pair.b.submission_id } },
    { failure: '获取代码失败' },
  );
  if (!read.data) return read.status === 'failed' ? <Alert type="error" showIcon title="获取代码失败" /> : <Skeleton active />;
  return (
    <SideBySide
      left={read.data.a.code}
      right={read.data.b.code}
      leftTitle={`${pair.a.username}（提交 #${pair.a.submission_id}，${formatShanghaiTime(pair.a.submitted_at)}）`}
      rightTitle={`${pair.b.username}（提交 #${pair.b.submission_id}，${formatShanghaiTime(pair.b.submitted_at)}）`}
    />
  );
}

function PairList({ assignmentId, problemId }: { assignmentId: number; problemId: number }) {
  const { token } = theme.useToken();
  const read = useApiQuery(
    'similarityResult',
    { params: { id: assignmentId }, query: { problem_id: problemId } },
    { failure: '获取查重结果失败', poll: { everyMs: POLL_MS, while: (d) => d.check?.state === 'queued' || d.check?.state === 'running' } },
  );
  const start = useApiAction('similarityStart', { success: (a) => a.message, failure: '开始查重失败' });
  const review = useApiAction('similarityReview', { success: (a) => a.message, failure: '标记失败' });
  const [selected, setSelected] = useState<string | null>(null);
  const check = read.data?.check ?? null;
  const busy = check?.state === 'queued' || check?.state === 'running';
  const pair = check?.pairs.find((p) => pairKey(p) === selected) ?? check?.pairs[0] ?? null;

  const run = async () => {
    if (await start.run({ params: { id: assignmentId }, body: { problem_id: problemId } })) void read.refetch();
  };
  const mark = async (p: SimilarPair, reviewed: boolean) => {
    const body = { problem_id: problemId, user_a: p.a.user_id, user_b: p.b.user_id, reviewed };
    if (await review.run({ params: { id: assignmentId }, body })) void read.refetch();
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" loading={start.busy || busy} onClick={() => void run()}>
          {check ? '重新查重' : '开始查重'}
        </Button>
        {check && (
          <span style={{ color: token.colorTextSecondary }} data-testid="check-state">
            {SIMILARITY_STATE_LABELS[check.state]} · 开始于 {formatShanghaiTime(check.started_at)}
            {check.compared !== null && ` · 比较了 ${check.compared} 份通过的提交`}
          </span>
        )}
      </Space>
      {read.status === 'ready' && !check && <Empty description="这道题还没有查重过" />}
      {check?.state === 'done' && check.pairs.length === 0 && <Alert type="success" showIcon title="没有发现高度相似的提交" />}
      {check && check.pairs.length > 0 && (
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(240px, 1fr) minmax(0, 3fr)', gap: 16 }}>
          <Card size="small" title="相似的提交（按相似度从高到低）" styles={{ body: { padding: 0 } }}>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="similar-pairs">
              {check.pairs.map((p) => {
                const on = pair !== null && pairKey(p) === pairKey(pair);
                return (
                  <li key={pairKey(p)}>
                    <button
                      type="button"
                      onClick={() => setSelected(pairKey(p))}
                      style={{
                        all: 'unset',
                        boxSizing: 'border-box',
                        cursor: 'pointer',
                        display: 'flex',
                        width: '100%',
                        gap: 8,
                        alignItems: 'center',
                        padding: '8px 12px',
                        borderBottom: `1px solid ${token.colorBorderSecondary}`,
                        background: on ? token.colorPrimaryBg : undefined,
                      }}
                    >
                      <Tag color={p.score >= 0.9 ? 'error' : 'warning'} style={{ marginInlineEnd: 0 }}>
                        {Math.round(p.score * 100)}%
                      </Tag>
                      <span style={{ flex: 1 }}>
                        {p.a.username} ↔ {p.b.username}
                      </span>
                      {p.reviewed && <Tag color="success">已查看</Tag>}
                    </button>
                  </li>
                );
              })}
            </ul>
            {check.more_pairs > 0 && <div style={{ padding: 8, color: token.colorTextSecondary }}>另有 {check.more_pairs} 对未列出</div>}
          </Card>
          {pair && (
            <Card
              size="small"
              title={`相似度 ${Math.round(pair.score * 100)}%`}
              extra={
                <Checkbox checked={pair.reviewed} disabled={review.busy} onChange={(e) => void mark(pair, e.target.checked)}>
                  已查看
                </Checkbox>
              }
            >
              {pair.reviewed && pair.reviewed_by && (
                <div style={{ color: token.colorTextSecondary, marginBottom: 8 }}>
                  {pair.reviewed_by} 于 {formatShanghaiTime(pair.reviewed_at ?? '')} 标记为已查看
                </div>
              )}
              <PairCodes assignmentId={assignmentId} problemId={problemId} pair={pair} />
            </Card>
          )}
        </div>
      )}
    </>
  );
}

export default function SimilarityPage() {
  const id = Number(useParams().id);
  const read = useApiQuery('teacherAssignment', { params: { id } }, { onError: () => {} });
  const [problemId, setProblemId] = useState<number | null>(null);
  const a = read.data?.assignment;
  const current = problemId ?? a?.problems[0]?.problem_id ?? null;
  return (
    <TeacherFrame
      title={a ? `查重：${a.title}` : '查重'}
      wide
      crumbs={a ? [{ label: a.class_name, to: `/teacher/classes/${a.class_id}` }, { label: '查重' }] : []}
      extra={
        a && (
          <Select
            aria-label="选择题目"
            style={{ minWidth: 240 }}
            value={current}
            onChange={setProblemId}
            options={a.problems.map((p) => ({ value: p.problem_id, label: `${p.position}. ${p.title}` }))}
          />
        )
      }
    >
      <ReadView read={read} failed="获取作业失败">
        {() =>
          current === null ? <Empty description="这份作业没有题目" /> : <PairList key={current} assignmentId={id} problemId={current} />
        }
      </ReadView>
    </TeacherFrame>
  );
}
