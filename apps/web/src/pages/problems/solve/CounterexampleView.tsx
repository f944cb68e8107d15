/**
 * The formal counterexample in the run log (issue 32, part 3): for a wrong answer to a bank
 * problem, the shortest input sequence that makes the learner's outputs differ from the reference's
 * — "最短反例：N 个时钟周期" and a table of each cycle's inputs, expected and actual outputs, the
 * differing cells marked. The search runs after the verdict, so the detail is read (the verdict's
 * event stream does not carry it) and read again while it is pending; a solver timeout comes back
 * as null and shows nothing. The same cycles can be drawn as a waveform (CounterexampleWaveform.tsx,
 * loaded only when asked for).
 */
import type { SubmissionCounterexample } from '@veridojo/contracts';
import { bitsDiffer, counterexampleHeadline } from '@veridojo/contracts';
import { Button, Spin, Table, theme } from 'antd';
import { lazy, useState } from 'react';
import { useApiQuery } from '../../../api/query.ts';
import { LazyPane } from '../../../app/LazyPane.tsx';

const CounterexampleWaveform = lazy(() => import('./CounterexampleWaveform.tsx'));

/** Why 1 s: the search takes well under a second for most designs and at most its 8 s limit. */
const POLL_MS = 1000;

/** A value as the table shows it: one bit as 0/1, a vector as binary with its width (4'b0110). */
function shown(value: string | undefined, width: number): string {
  if (value === undefined) return '';
  return width === 1 ? value : `${width}'b${value}`;
}

export function CounterexampleTable({ counterexample: c }: { counterexample: SubmissionCounterexample }) {
  const { token } = theme.useToken();
  const widths = Object.fromEntries([...c.inputs, ...c.outputs].map((s) => [s.name, s.width]));
  const rows = c.steps.map((step, k) => ({ key: k, cycle: k + 1, ...step }));
  type Row = (typeof rows)[number];
  const differs = (row: Row, name: string) => bitsDiffer(row.expected[name] ?? '', row.yours[name] ?? '');
  const columns = [
    // A combinational counterexample is one vector: no cycle to number.
    ...(c.sequential ? [{ title: '周期', dataIndex: 'cycle', key: 'cycle', width: 56 }] : []),
    ...c.inputs.map((s) => ({
      title: `输入 ${s.name}`,
      key: `in-${s.name}`,
      render: (_: unknown, row: Row) => <code>{shown(row.inputs[s.name], widths[s.name]!)}</code>,
    })),
    ...c.outputs.flatMap((s) => [
      {
        title: `参考 ${s.name}`,
        key: `exp-${s.name}`,
        render: (_: unknown, row: Row) => <code>{shown(row.expected[s.name], widths[s.name]!)}</code>,
      },
      {
        title: `你的 ${s.name}`,
        key: `got-${s.name}`,
        render: (_: unknown, row: Row) =>
          differs(row, s.name) ? (
            <code
              style={{ color: token.colorErrorText, fontWeight: 600 }}
              aria-label={`不一致：${shown(row.yours[s.name], widths[s.name]!)}`}
            >
              {shown(row.yours[s.name], widths[s.name]!)}
            </code>
          ) : (
            <code>{shown(row.yours[s.name], widths[s.name]!)}</code>
          ),
      },
    ]),
  ];
  // The table may be wider than the run log: its own scrolling region (axe: scrollable-region-focusable).
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus to be scrolled (WCAG 2.1.1)
    <div role="region" aria-label="反例表格" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<Row>
        data-testid="counterexample-table"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows}
        rowClassName={(_row, k) => (k === rows.length - 1 ? 'counterexample-last' : '')}
      />
    </div>
  );
}

/**
 * The section for the shown submission. `first`: what the answer that settled it said — absent when
 * that was the event stream's (then the detail is read), pending while searched (read again).
 */
export function Counterexample({ submissionId, first }: { submissionId: number; first: SubmissionCounterexample | null | undefined }) {
  const { token } = theme.useToken();
  const [drawn, setDrawn] = useState(false);
  const ask = first === undefined || first?.status === 'pending';
  const read = useApiQuery('submission', ask ? { params: { id: submissionId } } : null, {
    poll: { everyMs: POLL_MS, while: (d) => d.counterexample?.status === 'pending' },
    onError: () => {},
  });
  const c = ask && read.status === 'ready' ? read.data.counterexample : first;
  if (!c) return null;
  const box = {
    margin: '12px 0 0',
    padding: '8px 12px',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
  };
  if (c.status === 'pending')
    return (
      <div style={{ ...box, color: token.colorTextSecondary }} role="status" data-testid="counterexample">
        <Spin size="small" /> <span style={{ marginLeft: 8 }}>{c.message}</span>
      </div>
    );
  if (c.status !== 'found')
    return (
      <div style={{ ...box, color: token.colorTextSecondary }} data-testid="counterexample">
        {c.message}
      </div>
    );
  return (
    <section style={box} aria-label="最短反例" data-testid="counterexample">
      <div style={{ fontWeight: 600 }} data-testid="counterexample-headline">
        {counterexampleHeadline(c)}
      </div>
      <div style={{ margin: '4px 0 8px', color: token.colorTextSecondary }}>
        {c.message}；不一致的输出：{c.differing.join('、')}
        <Button type="link" size="small" onClick={() => setDrawn(!drawn)} data-testid="counterexample-switch">
          {drawn ? '以表格查看' : '以波形查看'}
        </Button>
      </div>
      {drawn ? (
        <LazyPane what="反例波形">
          <CounterexampleWaveform counterexample={c} />
        </LazyPane>
      ) : (
        <CounterexampleTable counterexample={c} />
      )}
    </section>
  );
}
