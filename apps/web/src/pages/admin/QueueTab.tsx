/**
 * 判题队列 and 支付异常: the workers (alive when they claimed within a minute: an idle worker's
 * claim is a long poll), queue depth per job kind, the oldest waiting job, recent failures with
 * their reason (a failed judgement can be put back in the queue), the weak testbenches (passed
 * submissions the counterexample search proved wrong, with their counterexample), and the payments that did not
 * become membership (to refund or investigate). Refreshes every 10 s while shown and visible,
 * slower while failing, with one toast per run of failures (api/query.ts).
 */
import { RedoOutlined, ReloadOutlined } from '@ant-design/icons';
import { counterexampleHeadline, JOB_KIND_LABELS, type ResponseOf } from '@veridojo/contracts';
import { Badge, Button, Card, Col, Empty, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useApiAction } from '../../api/action.ts';
import { apiRequest } from '../../api/client.ts';
import { useQuery } from '../../api/query.ts';
import { formatShanghaiTime } from '../../lib/time.ts';
import { CounterexampleTable } from '../problems/solve/CounterexampleView.tsx';
import { ADMIN_FAILURES } from './admin-feedback.ts';

type Queue = ResponseOf<'adminQueue'>;
type Issues = ResponseOf<'adminPaymentIssues'>['data']['issues'];

/** Both reads of the tab, as one: the queue and the payment issues. */
const readQueue = (signal: AbortSignal): Promise<{ queue: Queue; issues: Issues }> =>
  Promise.all([apiRequest('adminQueue', { signal }), apiRequest('adminPaymentIssues', { signal })]).then(([queue, issues]) => ({
    queue,
    issues: issues.data.issues,
  }));

/**
 * A kind's label, or the kind itself: a worker reports its kinds as plain text, so one built
 * after this page may name a kind it does not know yet.
 */
const kindLabel = (kind: string): string => (JOB_KIND_LABELS as Partial<Record<string, string>>)[kind] ?? kind;

/** Why 10 s: fresh enough to watch a burst drain, light enough to leave open all day. */
const REFRESH_MS = 10_000;

export function QueueTab() {
  const read = useQuery('admin queue', readQueue, { poll: { everyMs: REFRESH_MS }, failure: ADMIN_FAILURES.loadQueue });
  const load = read.refetch;
  const [requeueing, setRequeueing] = useState<number | null>(null);
  const requeueJob = useApiAction('adminRequeueJob', { success: (answer) => answer.message, failure: ADMIN_FAILURES.requeue });

  const requeue = async (id: number) => {
    setRequeueing(id);
    const answer = await requeueJob.run({ params: { id } });
    setRequeueing(null);
    if (answer) void load();
  };

  if (!read.data) return <Card loading />;
  const { queue, issues } = read.data;
  const queued = queue.depth.reduce((n, d) => n + d.queued, 0);
  const running = queue.depth.reduce((n, d) => n + d.running, 0);
  const alive = queue.workers.filter((w) => w.alive).length;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="在线判题机" value={alive} suffix={`/ ${queue.workers.length}`} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="排队中" value={queued} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="运行中" value={running} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title="最早的等待任务"
              value={queue.oldest_waiting ? `${queue.oldest_waiting.waiting_seconds} 秒` : '无'}
              suffix={queue.oldest_waiting ? <Typography.Text type="secondary">#{queue.oldest_waiting.id}</Typography.Text> : null}
            />
          </Card>
        </Col>
      </Row>
      <Space>
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          刷新
        </Button>
      </Space>

      <Card size="small" title="判题机">
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={queue.workers}
          locale={{ emptyText: <Empty description="最近一天没有判题机连接" /> }}
          columns={[
            { title: '名称', dataIndex: 'name', render: (n: string, w) => <Badge status={w.alive ? 'success' : 'default'} text={n} /> },
            { title: '版本', dataIndex: 'version' },
            {
              title: '任务类型',
              dataIndex: 'kinds',
              render: (kinds: string[]) => kinds.map((k) => <Tag key={k}>{kindLabel(k)}</Tag>),
            },
            { title: '最近心跳', dataIndex: 'last_seen_at', render: (t: string) => formatShanghaiTime(t) },
            { title: '完成任务数', dataIndex: 'jobs_done' },
          ]}
        />
      </Card>

      <Card size="small" title="各类任务">
        <Table
          size="small"
          rowKey="kind"
          pagination={false}
          dataSource={queue.depth}
          locale={{ emptyText: '队列为空' }}
          columns={[
            { title: '类型', dataIndex: 'kind', render: (k: string) => kindLabel(k) },
            { title: '排队中', dataIndex: 'queued' },
            { title: '运行中', dataIndex: 'running' },
          ]}
        />
      </Card>

      <Card size="small" title="最近失败的任务">
        <Table
          size="small"
          rowKey="id"
          pagination={{ pageSize: 10 }}
          dataSource={queue.failed}
          locale={{ emptyText: '没有失败的任务' }}
          scroll={{ x: 800 }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 80 },
            { title: '类型', dataIndex: 'kind', width: 100, render: (k: string) => kindLabel(k) },
            { title: '用户', dataIndex: 'username', width: 140, render: (u: string | null) => u ?? '系统' },
            { title: '原因', dataIndex: 'error' },
            { title: '尝试次数', dataIndex: 'attempts', width: 90 },
            { title: '时间', dataIndex: 'finished_at', width: 170, render: (t: string | null) => (t ? formatShanghaiTime(t) : '—') },
            {
              title: '操作',
              key: 'actions',
              width: 120,
              render: (_: unknown, job) =>
                job.requeueable ? (
                  <Button size="small" icon={<RedoOutlined />} loading={requeueing === job.id} onClick={() => void requeue(job.id)}>
                    重新排队
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>

      <Card size="small" title="测试平台偏弱的题目">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          这些提交通过了题目的测试平台，但形式化搜索找到了与参考设计输出不同的输入序列：测试平台漏掉了这个差异。学习者看不到这里的内容，提交仍判为通过；请据此为题目补充定向测试向量。
        </Typography.Paragraph>
        <Table
          size="small"
          rowKey="submission_id"
          pagination={{ pageSize: 10 }}
          dataSource={queue.weak_testbenches}
          locale={{ emptyText: '没有发现测试平台偏弱的题目' }}
          scroll={{ x: 800 }}
          expandable={{ expandedRowRender: (w) => <CounterexampleTable counterexample={w.counterexample} /> }}
          columns={[
            { title: '题目', key: 'problem', render: (_: unknown, w) => `${w.title}（${w.slug}）` },
            { title: '提交', dataIndex: 'submission_id', width: 90, render: (id: number) => `#${id}` },
            { title: '用户', dataIndex: 'username', width: 140 },
            {
              title: '反例',
              key: 'counterexample',
              render: (_: unknown, w) =>
                `${counterexampleHeadline(w.counterexample).replace('最短反例：', '')}；不一致的输出：${w.counterexample.differing.join('、')}`,
            },
            { title: '发现时间', dataIndex: 'found_at', width: 170, render: (t: string) => formatShanghaiTime(t) },
          ]}
        />
      </Card>

      <Card size="small" title="支付异常（需退款或核查）">
        <Table
          size="small"
          rowKey="id"
          pagination={{ pageSize: 10 }}
          dataSource={issues}
          locale={{ emptyText: '没有未入账的付款' }}
          scroll={{ x: 800 }}
          columns={[
            { title: '订单号', dataIndex: 'order_number' },
            { title: '情况', dataIndex: 'kind_label' },
            { title: '用户', dataIndex: 'username', render: (u: string | null) => u ?? '—' },
            { title: '金额（元）', dataIndex: 'amount', render: (a: string | null) => a ?? '—' },
            { title: '交易号', dataIndex: 'trade_no' },
            { title: '时间', dataIndex: 'created_at', render: (t: string) => formatShanghaiTime(t) },
          ]}
        />
      </Card>
    </Space>
  );
}
