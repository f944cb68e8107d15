// The problem page (spec §2, §4, §5, §8): loading, the statement, the submit flow on the polling
// schedule (fake timers), verdicts, compile messages in the editor, the next-problem rule,
// drafts and history, with the real CodeMirror editor and waveform viewer in jsdom.
import { EditorView } from '@codemirror/view';
import type { ResponseOf } from '@veridojo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthModals, closeLoginModal } from '../../auth/auth-modals.ts';
import { clearUser, setUser } from '../../auth/session.ts';
import { aUser, errorAnswer, mockApi, type Answer, type RecordedCall } from '../../test/fetch-mock.ts';
import { aProblemDetail } from '../../test/problems.ts';
import { renderInApp } from '../../test/render.tsx';
import { aSynthReport } from '../../test/synthesis.ts';
import wrongAnswerVcd from '../../waveform/fixtures/judge-abs-value-neg-latch.vcd?raw';
import { saveProblemSequence } from './problem-filter.ts';
import ProblemPage from './ProblemPage.tsx';
import { FIRST_POLL_MS, POLL_INTERVAL_MS } from './solve/submission-polling.ts';
import { AUTOSAVE_MS } from './solve/use-drafts.ts';

type Submission = ResponseOf<'submission'>;

const aSubmission = (over: Partial<Submission> = {}): Submission => ({
  submission_id: 11,
  problem_id: 2,
  status: 'queued',
  error_code: null,
  verdict: null,
  verdict_label: null,
  mismatches: null,
  samples: null,
  details: null,
  created_at: '2026-11-23T08:00:00.000Z',
  finished_at: null,
  ...over,
});

const WRONG: Partial<Submission> = {
  status: 'failed',
  error_code: 'wrong_answer',
  verdict: 'wrong_answer',
  verdict_label: '答案错误',
  mismatches: 19,
  samples: 44,
  details: { output_mismatches: { mag: 0, neg: 19 }, first_mismatch: { time: 5, inputs: { x: '00000000' } }, diagnostics: [] },
  // The detail call always says (issue 32): null — no counterexample to show for this one.
  counterexample: null,
};
const ACCEPTED: Partial<Submission> = {
  status: 'success',
  verdict: 'accepted',
  verdict_label: '通过',
  mismatches: 0,
  samples: 44,
  details: { output_mismatches: {}, first_mismatch: null, diagnostics: [] },
};
const COMPILE_ERROR: Partial<Submission> = {
  status: 'failed',
  error_code: 'compile_error',
  verdict: 'compile_error',
  verdict_label: '编译错误',
  mismatches: 0,
  samples: 0,
  details: {
    output_mismatches: {},
    first_mismatch: null,
    diagnostics: [{ file: 'main.v', line: 2, column: null, severity: 'error', text: 'syntax error' }],
  },
};

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** A logged-in learner on /problem/2 with a server answering `routes` (plus the problem and an empty history). */
function openPage(
  routes: Record<string, Answer | ((call: RecordedCall) => Answer)> = {},
  { loggedIn = true, state = null as unknown } = {},
) {
  if (loggedIn) act(() => setUser(aUser()));
  const api = mockApi({
    'GET /api/problem/2': { body: aProblemDetail() },
    'GET /api/problem/2/submit_history': { body: [] },
    'GET /api/problem/2/load': errorAnswer(404, 'NO_DRAFT', '没有找到保存的代码草稿'),
    'GET /api/user/check_auth': { body: { is_login: loggedIn, user: loggedIn ? aUser() : null } },
    ...routes,
  });
  renderInApp(
    <>
      <Routes>
        <Route path="/problem/:id" element={<ProblemPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route: { pathname: '/problem/2', state } },
  );
  return api;
}

/** The CodeMirror view behind the editor, once its lazy chunk has loaded. */
async function editor(): Promise<EditorView> {
  const host = await screen.findByTestId('code-editor', {}, { timeout: 5000 });
  const view = EditorView.findFromDOM(host.querySelector('.cm-editor') as HTMLElement);
  if (!view) throw new Error('no editor view');
  return view;
}

async function typeCode(code: string) {
  const view = await editor();
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } }));
}

const openSection = (name: '运行日志' | '波形显示') => fireEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
const submitButton = () => screen.getByRole('button', { name: /(^|\s)提交$/ });
const badge = () => screen.getByTestId('run-status').textContent;
const submissionPolls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/submission/11').length;

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.useRealTimers();
  act(() => {
    clearUser();
    closeLoginModal();
  });
  vi.unstubAllGlobals();
});

describe('problem page', () => {
  it('shows the title, difficulty, tags and the statement without its first heading, the template and an empty history', async () => {
    openPage();
    const description = await screen.findByTestId('problem-description');
    expect(within(description).getByRole('heading', { level: 1 }).textContent).toBe('基本逻辑门');
    expect(within(description).getByText('简单')).toBeTruthy();
    expect(within(description).getByText('逻辑门')).toBeTruthy();
    expect(within(description).getByText('与门').tagName).toBe('STRONG');
    expect(description.querySelectorAll('h1')).toHaveLength(1);
    expect((await editor()).state.doc.toString()).toBe(aProblemDetail().code_template);
    expect(await screen.findByText('暂无提交记录')).toBeTruthy();
    // The run log starts folded; opened, it waits for a submission.
    openSection('运行日志');
    expect(badge()).toBe('等待测试');
    expect(screen.getByTestId('autosave-note').textContent).toContain('代码每分钟自动保存一次草稿');
  });

  it('names the assignment it was opened from, with the way back to its class', async () => {
    openPage({}, { state: { assignment: { classId: 3, className: '数字逻辑 1 班', assignmentTitle: '第 1 周' } } });
    const origin = await screen.findByTestId('assignment-origin');
    expect(origin.textContent).toBe('本题属于作业「第 1 周」 · 返回班级「数字逻辑 1 班」');
    fireEvent.click(within(origin).getByRole('link', { name: '返回班级「数字逻辑 1 班」' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/classes/3');
  });

  it('names no assignment when opened without one, or with history state of another shape', async () => {
    openPage({}, { state: { assignment: { classId: '3' } } });
    await screen.findByTestId('problem-description');
    expect(screen.queryByTestId('assignment-origin')).toBeNull();
  });

  it('says 加载题目失败 with the status code and loads again on 重试', async () => {
    let missing = true;
    openPage({ 'GET /api/problem/2': () => (missing ? errorAnswer(404, 'PROBLEM_NOT_FOUND', '题目不存在') : { body: aProblemDetail() }) });
    expect(await screen.findByText('加载题目失败')).toBeTruthy();
    expect(screen.getByText('服务器返回错误状态码 404：题目不存在')).toBeTruthy();
    missing = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('problem-description')).toBeTruthy();
  });

  it('says 服务器返回数据为空 for an empty answer', async () => {
    openPage({ 'GET /api/problem/2': { body: {}, offContract: true } });
    expect(await screen.findByText('加载题目失败')).toBeTruthy();
    expect(screen.getByText('服务器返回数据为空')).toBeTruthy();
  });

  it('leads to the VIP page, not an error, when the problem is beyond the free limit', async () => {
    openPage({ 'GET /api/problem/2': errorAnswer(403, 'PROBLEM_LOCKED', '该题目仅对VIP会员开放，请升级VIP后再试') });
    expect(await screen.findByText('这道题需要 VIP 会员')).toBeTruthy();
    expect(screen.queryByText('加载题目失败')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '升级VIP' }));
    expect(screen.getByTestId('location').textContent).toBe('/vip-recharge');
  });

  it('asks a visitor to log in at the upgrade button, then goes on to the VIP page', async () => {
    openPage(
      {
        'GET /api/problem/2': errorAnswer(403, 'PROBLEM_LOCKED', '该题目仅对VIP会员开放，请升级VIP后再试'),
        'POST /api/user/login': { body: { status: 'success', message: '登录成功', user: aUser() } },
      },
      { loggedIn: false },
    );
    fireEvent.click(await screen.findByRole('button', { name: '升级VIP' }));
    expect(getAuthModals()).toMatchObject({ login: true, next: '/vip-recharge' });
    expect(screen.getByTestId('location').textContent).toBe('/problem/2');
    act(() => setUser(aUser()));
    act(() => closeLoginModal());
  });

  it('polls 1 s after the submit, then every 3 s while queued or running, and shows the failed verdict with its waveform', async () => {
    const answers: Partial<Submission>[] = [{ status: 'queued' }, { status: 'running' }, WRONG];
    const { calls } = openPage({
      'POST /api/problem/2/submit': { body: { status: 'success', message: '提交成功，正在判题', submission_id: 11 } },
      'GET /api/submission/11': () => ({ body: aSubmission(answers.shift() ?? WRONG) }),
      'GET /api/submission/11/log': { body: { status: 'success', log_content: 'Mismatches: 19 in 44 samples' } },
      'GET /api/submission/11/waveform': { body: { status: 'success', waveform_content: wrongAnswerVcd } },
      'GET /api/ai/analyze/11': {
        body: {
          status: 'success',
          analysis: '**规则分析**（没有使用 AI）\n\n- `neg` 只有第 3 位出错',
          source: 'rules',
          patterns: ['some_bits'],
          notice: null,
        },
      },
    });
    await typeCode('module TopModule(input a, input b, output y);\n  assign y = a | b;\nendmodule\n');
    await screen.findByText('暂无提交记录');

    vi.useFakeTimers();
    await act(async () => fireEvent.click(submitButton()));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'module TopModule(input a, input b, output y);\n  assign y = a | b;\nendmodule\n',
    });
    expect(badge()).toBe('等待测试');
    expect(screen.getByText('已提交，排队等待判题…')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_MS - 1));
    expect(submissionPolls(calls)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(submissionPolls(calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(submissionPolls(calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(submissionPolls(calls)).toBe(2);
    expect(screen.getByText('正在编译和仿真…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(submissionPolls(calls)).toBe(3);
    expect(badge()).toBe('测试失败');
    await act(() => vi.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS));
    expect(submissionPolls(calls)).toBe(3);
    vi.useRealTimers();

    expect(screen.getByTestId('verdict').textContent).toBe('答案错误（错误代码：wrong_answer）');
    expect(screen.getByText('44 个采样中有 19 个与参考设计不一致')).toBeTruthy();
    expect(screen.getByText('不一致的输出：neg（19 次）')).toBeTruthy();
    expect((await screen.findByTestId('log-content')).textContent).toBe('Mismatches: 19 in 44 samples');
    // The log and waveform opened, the description folded, and the viewer lists the mismatches.
    const viewer = await screen.findByTestId('waveform-viewer', {}, { timeout: 5000 });
    expect(within(viewer).getAllByTestId('wave-mismatch').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('problem-description').closest('.ant-collapse-panel-hidden, [hidden]')).toBeTruthy());
    expect(screen.getByRole('button', { name: /下一题/ }).hasAttribute('disabled')).toBe(true);
    // The analysis of the shown submission, labelled as the rules' when no AI wrote it.
    fireEvent.click(screen.getByRole('button', { name: /AI 分析/ }));
    const analysis = await screen.findByTestId('ai-analysis');
    expect(analysis.textContent).toContain('规则分析');
    expect(analysis.querySelector('code')?.textContent).toBe('neg');
  });

  it('asks nothing about the submission while the page is hidden and looks at once when it is shown again', async () => {
    const answers: Partial<Submission>[] = [{ status: 'queued' }, { status: 'running' }, WRONG];
    const { calls } = openPage({
      'POST /api/problem/2/submit': { body: { status: 'success', message: '提交成功，正在判题', submission_id: 11 } },
      'GET /api/submission/11': () => ({ body: aSubmission(answers.shift() ?? WRONG) }),
      'GET /api/submission/11/log': { body: { status: 'success', log_content: 'Mismatches: 19 in 44 samples' } },
      'GET /api/submission/11/waveform': { body: { status: 'success', waveform_content: wrongAnswerVcd } },
    });
    await typeCode('module TopModule(input a, input b, output y);\n  assign y = a | b;\nendmodule\n');
    await screen.findByText('暂无提交记录');
    const pageVisible = (visible: boolean) => {
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (visible ? 'visible' : 'hidden'));
      document.dispatchEvent(new Event('visibilitychange'));
    };

    vi.useFakeTimers();
    try {
      await act(async () => fireEvent.click(submitButton()));
      await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_MS));
      expect(submissionPolls(calls)).toBe(1);
      await act(async () => pageVisible(false));
      await act(() => vi.advanceTimersByTimeAsync(20 * POLL_INTERVAL_MS));
      expect(submissionPolls(calls)).toBe(1);
      expect(badge()).toBe('等待测试');

      await act(async () => pageVisible(true));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(submissionPolls(calls)).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
      expect(submissionPolls(calls)).toBe(3);
      expect(badge()).toBe('测试失败');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('after a pass, 下一题 opens the problem after this one in the saved filtered list', async () => {
    saveProblemSequence([7, 2, 9]);
    openPage({
      'POST /api/problem/2/submit': { body: { status: 'success', message: '提交成功，正在判题', submission_id: 11 } },
      'GET /api/submission/11': { body: aSubmission(ACCEPTED) },
      'GET /api/submission/11/log': { body: { status: 'success', log_content: 'Mismatches: 0 in 44 samples' } },
      'GET /api/submission/11/waveform': { body: { status: 'success', waveform_content: '' } },
    });
    await typeCode('module TopModule(); endmodule');
    fireEvent.click(submitButton());
    await waitFor(() => expect(badge()).toBe('测试通过'), { timeout: 4000 });
    expect(screen.getByTestId('verdict').textContent).toBe('通过：全部 44 个采样与参考设计一致');
    const next = screen.getByRole('button', { name: /下一题/ });
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(screen.getByTestId('location').textContent).toBe('/problem/9');
  });

  it('shows compile messages at their lines in the editor and in the log; a message jumps to its line', async () => {
    openPage({
      'POST /api/problem/2/submit': { body: { status: 'success', message: '提交成功，正在判题', submission_id: 11 } },
      'GET /api/submission/11': { body: aSubmission(COMPILE_ERROR) },
      'GET /api/submission/11/log': { body: { status: 'success', log_content: 'main.v:2: 错误: syntax error' } },
      'GET /api/submission/11/waveform': { body: { status: 'success', waveform_content: '' } },
    });
    await typeCode('module TopModule(input a, output y);\n    assign y = a & ;\nendmodule');
    fireEvent.click(submitButton());
    const message = await screen.findByTestId('diagnostic', {}, { timeout: 4000 });
    expect(message.textContent).toBe('第 2 行 错误：syntax error');
    expect(screen.getByTestId('verdict').textContent).toBe('编译错误（错误代码：compile_error）');
    expect(screen.queryByText(/个采样中有/)).toBeNull();
    const view = await editor();
    await waitFor(() => expect(document.querySelector('.cm-lintRange-error')?.textContent).toBe('assign y = a & ;'));
    fireEvent.click(message);
    expect(view.state.doc.lineAt(view.state.selection.main.head).number).toBe(2);
    expect(await screen.findByText('本次提交没有生成波形（例如编译未通过）')).toBeTruthy();
  });

  it('warns 请输入Verilog代码 for blank code and sends nothing', async () => {
    const { calls } = openPage();
    await editor();
    fireEvent.click(screen.getByRole('button', { name: /清空/ }));
    expect((await editor()).state.doc.toString()).toBe('');
    fireEvent.click(submitButton());
    expect(await screen.findByText('请输入Verilog代码')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says 提交失败 with the server reason, or 服务器返回无效的提交ID', async () => {
    let answer: Answer = errorAnswer(403, 'PROBLEM_LOCKED', '该题目仅对VIP会员开放，请升级VIP后再试');
    openPage({ 'POST /api/problem/2/submit': () => answer });
    await editor();
    fireEvent.click(submitButton());
    expect(await screen.findByText('提交失败: 该题目仅对VIP会员开放，请升级VIP后再试')).toBeTruthy();
    answer = { body: { status: 'success', message: '提交成功' }, offContract: true };
    fireEvent.click(submitButton());
    expect(await screen.findByText('提交失败: 服务器返回无效的提交ID')).toBeTruthy();
    openSection('运行日志');
    expect(badge()).toBe('等待测试');
  });

  it('opens the login modal when a visitor submits or saves', async () => {
    const { calls } = openPage({}, { loggedIn: false });
    await editor();
    expect(screen.getByText('登录后查看提交记录')).toBeTruthy();
    fireEvent.click(submitButton());
    expect(getAuthModals().login).toBe(true);
    act(() => closeLoginModal());
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    expect(getAuthModals().login).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('drafts: 草稿为空, saved, 没有找到保存的代码草稿, 加载代码草稿失败, and a saved draft put back on open', async () => {
    let draft: Answer = errorAnswer(404, 'NO_DRAFT', '没有找到保存的代码草稿');
    const { calls } = openPage({
      'GET /api/problem/2/load': () => draft,
      'POST /api/problem/2/save': { body: { status: 'success', message: '草稿已保存', draft_time: '2026-11-23T08:00:00.000Z' } },
    });
    await editor();
    fireEvent.click(screen.getByRole('button', { name: /加载草稿/ }));
    expect(await screen.findByText('没有找到保存的代码草稿')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /清空/ }));
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    expect(await screen.findByText('草稿为空')).toBeTruthy();

    await typeCode('module Draft(); endmodule');
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    expect(await screen.findByText('草稿已保存')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/problem/2/save')?.body).toEqual({ code: 'module Draft(); endmodule' });
    expect(screen.getByTestId('autosave-note').textContent).toContain('上次保存：2026-11-23 16:00:00');

    draft = { status: 500, body: {} };
    fireEvent.click(screen.getByRole('button', { name: /加载草稿/ }));
    expect(await screen.findByText('加载代码草稿失败')).toBeTruthy();

    draft = { body: { status: 'success', draft_code: 'module Saved(); endmodule', draft_time: '2026-11-22T08:00:00.000Z' } };
    fireEvent.click(screen.getByRole('button', { name: /加载草稿/ }));
    expect(await screen.findByText('已加载保存的代码草稿')).toBeTruthy();
    expect((await editor()).state.doc.toString()).toBe('module Saved(); endmodule');
  });

  it('autosaves every 60 s while the code changed, and after a submit', async () => {
    // Only the intervals are faked (from before the page starts its timer): replaying 60 s of antd's
    // and CodeMirror's own timeouts would be slow and is not what this test is about.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls } = openPage({
      'POST /api/problem/2/save': { body: { status: 'success', message: '草稿已保存', draft_time: '2026-11-23T08:00:00.000Z' } },
      'POST /api/problem/2/submit': { body: { status: 'success', message: '提交成功，正在判题', submission_id: 11 } },
      'GET /api/submission/11': { body: aSubmission({ status: 'running' }) },
    });
    const saves = () => calls.filter((c) => c.path === '/api/problem/2/save').map((c) => (c.body as { code: string }).code);
    await editor();
    await screen.findByText('暂无提交记录');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(saves()).toEqual([]); // the untouched template is not a draft
    await typeCode('module A(); endmodule');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS - 1));
    expect(saves()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saves()).toEqual(['module A(); endmodule']);
    await act(() => vi.advanceTimersByTimeAsync(2 * AUTOSAVE_MS));
    expect(saves()).toHaveLength(1);

    await typeCode('module B(); endmodule');
    await act(async () => fireEvent.click(submitButton()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saves()).toEqual(['module A(); endmodule', 'module B(); endmodule']);
  });

  it('puts the saved draft back when the page opens on the template', async () => {
    openPage({
      'GET /api/problem/2/load': {
        body: { status: 'success', draft_code: 'module Mine(); endmodule', draft_time: '2026-11-22T08:00:00.000Z' },
      },
    });
    await waitFor(async () => expect((await editor()).state.doc.toString()).toBe('module Mine(); endmodule'));
  });

  it('opens a history entry: its status, log and waveform; a failure says 获取历史提交详情失败', async () => {
    openPage({
      'GET /api/problem/2/submit_history': {
        body: [
          { submission_id: 12, status: 'failed', verdict: 'runtime_error', created_at: '2026-11-23T09:00:00.000Z' },
          { submission_id: 11, status: 'success', verdict: 'accepted', created_at: '2026-11-23T08:00:00.000Z' },
        ],
      },
      'GET /api/submission/11': { body: aSubmission(ACCEPTED) },
      'GET /api/submission/11/log': { body: { status: 'success', log_content: 'Mismatches: 0 in 44 samples' } },
      'GET /api/submission/11/waveform': { body: { status: 'success', waveform_content: wrongAnswerVcd } },
      'GET /api/submission/12': { status: 500, body: {} },
    });
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries.map((e) => e.textContent)).toEqual(['#12 失败（运行错误）2026-11-23 17:00:00', '#11 通过2026-11-23 16:00:00']);
    // A passed entry in the history opens the next problem.
    expect(screen.getByRole('button', { name: /下一题/ }).hasAttribute('disabled')).toBe(false);

    fireEvent.click(entries[1]!);
    await waitFor(() => expect(badge()).toBe('测试通过'));
    expect((await screen.findByTestId('log-content')).textContent).toBe('Mismatches: 0 in 44 samples');
    expect(await screen.findByTestId('waveform-viewer', {}, { timeout: 5000 })).toBeTruthy();

    fireEvent.click(entries[0]!);
    expect(await screen.findByText('获取历史提交详情失败')).toBeTruthy();
  });

  it('asks for a judged submission’s synthesis only when the 综合 section opens, and shows it beside the reference', async () => {
    const { calls } = openPage({
      'GET /api/problem/2/submit_history': {
        body: [{ submission_id: 11, status: 'success', verdict: 'accepted', created_at: '2026-11-23T08:00:00.000Z' }],
      },
      'GET /api/submission/11': { body: aSubmission(ACCEPTED) },
      'GET /api/submission/11/log': { body: { status: 'success', log_content: 'Mismatches: 0 in 44 samples' } },
      'GET /api/submission/11/waveform': { body: { status: 'success', waveform_content: '' } },
      'GET /api/submission/11/synthesis': {
        body: {
          status: 'success',
          submission_id: 11,
          // The template's second line (the editor holds the template): the warning's line is where the cursor goes.
          report: aSynthReport({ latch_warnings: [{ ...aSynthReport().latch_warnings[0]!, line: 2 }] }),
          reference: { cells: 9, cell_counts: { $_SDFFE_PP0P_: 4, $_XOR_: 3, $_AND_: 2 }, flip_flops: 4, latches: 0, longest_path: 2 },
          comparison: '你的设计：12 个单元、4 个触发器、1 个锁存器；参考设计：9 个单元、4 个触发器',
          netlist: null,
        },
      },
    });
    fireEvent.click((await screen.findAllByTestId('history-entry'))[0]!);
    await waitFor(() => expect(badge()).toBe('测试通过'));
    expect(calls.some((c) => c.path.endsWith('/synthesis'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /^综合$/ }));
    expect((await screen.findByTestId('synth-comparison', {}, { timeout: 10_000 })).textContent).toBe(
      '你的设计：12 个单元、4 个触发器、1 个锁存器；参考设计：9 个单元、4 个触发器',
    );
    expect(calls.filter((c) => c.path === '/api/submission/11/synthesis')).toHaveLength(1);
    // The latch warning jumps to its line in the editor.
    fireEvent.click(screen.getByTestId('synth-finding'));
    const view = await editor();
    await waitFor(() => expect(view.state.doc.lineAt(view.state.selection.main.head).number).toBe(2));
  });

  it('AI analysis asks for a submission first', async () => {
    openPage();
    await editor();
    openSection('运行日志');
    fireEvent.click(screen.getByRole('button', { name: /AI 分析/ }));
    expect(await screen.findByText('请先提交代码')).toBeTruthy();
  });
});
