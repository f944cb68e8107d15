/**
 * The run log's counterexample (issue 32): a pending search is read again until it ends, then
 * "最短反例：N 个时钟周期" and its table with the differing output marked; a combinational one is one
 * input vector; the same cycles drawn as a waveform on request; null (nothing to show — a solver
 * timeout) shows nothing and asks nothing.
 */
import type { ResponseOf, SubmissionCounterexample } from '@veridojo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderInApp } from '../../../test/render.tsx';
import { Counterexample } from './CounterexampleView.tsx';

afterEach(() => vi.unstubAllGlobals());

const PENDING: SubmissionCounterexample = {
  status: 'pending',
  sequential: false,
  depth: 0,
  cycles: null,
  inputs: [],
  outputs: [],
  steps: [],
  differing: [],
  message: '正在用形式化方法搜索最短反例…',
};
const step = (reset: string, en: string, expected: string, yours: string) => ({
  inputs: { reset, en },
  expected: { q: expected },
  yours: { q: yours },
});
const FOUND: SubmissionCounterexample = {
  status: 'found',
  sequential: true,
  depth: 22,
  cycles: 4,
  inputs: [
    { name: 'reset', width: 1 },
    { name: 'en', width: 1 },
  ],
  outputs: [{ name: 'q', width: 4 }],
  steps: [step('1', '0', '0000', '0000'), step('1', '0', '0000', '0000'), step('0', '0', '0000', '0000'), step('0', '0', '0000', '0001')],
  differing: ['q'],
  message: '从复位开始（前 2 个周期保持复位），第 4 个时钟周期你的输出与参考答案不同',
};

const detail = (counterexample: SubmissionCounterexample | null): ResponseOf<'submission'> => ({
  submission_id: 11,
  problem_id: 2,
  status: 'failed',
  error_code: 'wrong_answer',
  verdict: 'wrong_answer',
  verdict_label: '答案错误',
  mismatches: 3,
  samples: 44,
  details: { output_mismatches: { q: 3 }, first_mismatch: null, diagnostics: [] },
  created_at: '2026-11-28T08:00:00.000Z',
  finished_at: '2026-11-28T08:00:01.000Z',
  counterexample,
});

describe('counterexample in the run log', () => {
  it('reads a pending search again until it is found, then shows the shortest sequence with the differing output marked', async () => {
    const answers = [detail(PENDING), detail(FOUND)];
    const { calls } = mockApi({ 'GET /api/submission/11': () => ({ body: answers.shift() ?? detail(FOUND) }) });
    renderInApp(<Counterexample submissionId={11} first={PENDING} />);
    expect(screen.getByTestId('counterexample').textContent).toContain('正在用形式化方法搜索最短反例');
    const headline = await screen.findByTestId('counterexample-headline', {}, { timeout: 4000 });
    expect(headline.textContent).toBe('最短反例：4 个时钟周期');
    expect(screen.getByTestId('counterexample').textContent).toContain('不一致的输出：q');
    const table = screen.getByTestId('counterexample-table');
    // The body's rows (antd adds a hidden measuring row to a scrolled table).
    const rows = [...table.querySelectorAll<HTMLElement>('tr[data-row-key]')];
    expect(rows).toHaveLength(4);
    expect(within(rows[3]!).getByLabelText("不一致：4'b0001")).toBeTruthy();
    expect(within(rows[2]!).queryByLabelText(/不一致/)).toBeNull();
    // Polling stopped with the answer that was no longer pending.
    const asked = calls.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls.length).toBe(asked);
  });

  it('reads the detail when the verdict came by the event stream (which does not carry the counterexample)', async () => {
    const { calls } = mockApi({ 'GET /api/submission/11': { body: detail(FOUND) } });
    renderInApp(<Counterexample submissionId={11} first={undefined} />);
    expect((await screen.findByTestId('counterexample-headline')).textContent).toBe('最短反例：4 个时钟周期');
    expect(calls.filter((c) => c.path === '/api/submission/11')).toHaveLength(1);
  });

  it('shows a combinational counterexample as one input vector', () => {
    const comb: SubmissionCounterexample = {
      ...FOUND,
      sequential: false,
      depth: 1,
      cycles: 1,
      inputs: [{ name: 'a', width: 1 }],
      outputs: [{ name: 'y', width: 1 }],
      steps: [{ inputs: { a: '1' }, expected: { y: '1' }, yours: { y: '0' } }],
      differing: ['y'],
      message: '下面这组输入让你的输出与参考答案不同',
    };
    mockApi({});
    renderInApp(<Counterexample submissionId={11} first={comb} />);
    expect(screen.getByTestId('counterexample-headline').textContent).toBe('最短反例：一组输入（组合逻辑，无需时钟）');
    expect(screen.getByTestId('counterexample-table').querySelectorAll('tr[data-row-key]')).toHaveLength(1);
  });

  it('draws the same cycles as a waveform when asked, and goes back to the table', async () => {
    mockApi({});
    renderInApp(<Counterexample submissionId={11} first={FOUND} />);
    expect(screen.queryByTestId('waveform-viewer')).toBeNull();
    fireEvent.click(screen.getByTestId('counterexample-switch'));
    const viewer = await screen.findByTestId('waveform-viewer', {}, { timeout: 4000 });
    // The cursor starts at the first mismatch: the fourth cycle, from 30 ns.
    await waitFor(() => expect(viewer.textContent).toContain('光标 30 ns'));
    for (const name of ['reset', 'en', 'q']) expect(viewer.textContent).toContain(name);
    expect(screen.queryByTestId('counterexample-table')).toBeNull();
    expect(screen.getByTestId('counterexample-switch').textContent).toBe('以表格查看');
    fireEvent.click(screen.getByTestId('counterexample-switch'));
    expect(screen.getByTestId('counterexample-table')).toBeTruthy();
  });

  it('shows nothing, and asks nothing, when there is no counterexample to show', () => {
    const { calls } = mockApi({});
    renderInApp(<Counterexample submissionId={11} first={null} />);
    expect(screen.queryByTestId('counterexample')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
