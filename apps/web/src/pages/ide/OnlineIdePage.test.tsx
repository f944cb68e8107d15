// The online IDE page against a fake workspace server (answers checked against the contract): the
// non-VIP notice, the tree with sizes and its context menu, Ctrl+S, the line-limit refusal, compile
// (needs a top file; sends its module; shows diagnostics), simulate switching to the waveform tab,
// synthesis (the 综合 button, its report in the 综合 tab), the dump-statement helper, and the
// template picker.
import type { IdeRunResponse } from '@veridojo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUser, setUser } from '../../auth/session.ts';
import { aUser, errorAnswer, mockApi, type Answer, type RecordedCall } from '../../test/fetch-mock.ts';
import { PUBLIC_CONFIG } from '../../test/problems.ts';
import { renderInApp } from '../../test/render.tsx';
import { aSynthReport } from '../../test/synthesis.ts';
import OnlineIdePage from './OnlineIdePage.tsx';

const TOP = 'module counter(input clk, output reg [3:0] n);\n  always @(posedge clk) n <= n + 1;\nendmodule\n';
const TB = 'module test_bench;\n  reg clk = 0;\n  counter c(.clk(clk), .n());\n  initial #100 $finish;\nendmodule\n';

function tree(files: Record<string, string>) {
  return {
    status: 'success',
    files: [
      {
        name: 'rtl',
        path: 'rtl',
        type: 'folder',
        size: Object.entries(files).reduce((n, [p, c]) => n + (p.startsWith('rtl/') ? c.length : 0), 0),
        children: Object.entries(files)
          .filter(([p]) => p.startsWith('rtl/'))
          .map(([p, c]) => ({ name: p.slice(4), path: p, type: 'file', size: c.length })),
      },
      ...Object.entries(files)
        .filter(([p]) => !p.startsWith('rtl/'))
        .map(([p, c]) => ({ name: p, path: p, type: 'file', size: c.length })),
    ],
  };
}

const runAnswer = (over: Partial<IdeRunResponse> = {}): IdeRunResponse => ({
  status: 'success',
  success: true,
  outcome: 'success',
  message: '编译成功',
  log: '顶层模块 counter；文件：rtl/counter.v',
  diagnostics: [],
  files: ['rtl/counter.v'],
  top_module: 'counter',
  timeout: 10,
  waveform: null,
  waveform_truncated: false,
  dump_inserted: false,
  outputs: [],
  ...over,
});

/** A workspace of two files that keeps what is saved; extra routes override. */
function workspace(extra: Record<string, Answer | ((call: RecordedCall) => Answer)> = {}) {
  const files: Record<string, string> = { 'rtl/counter.v': TOP, 'tb.v': TB, 'notes.txt': 'todo\n' };
  const fileRoutes = Object.fromEntries(
    Object.keys(files).flatMap((path) => {
      const url = `/api/online/files/${encodeURIComponent(path)}`;
      return [
        [`GET ${url}`, () => ({ body: { status: 'success', path, content: files[path], size: files[path]!.length } })],
        [
          `PUT ${url}`,
          ({ body }: RecordedCall) => {
            files[path] = (body as { content: string }).content;
            return { body: { status: 'success', message: '文件保存成功', path, size: files[path]!.length } };
          },
        ],
      ];
    }),
  );
  const api = mockApi({
    'GET /api/problem/config': { body: PUBLIC_CONFIG },
    'GET /api/online/files': () => ({ body: tree(files) }),
    ...fileRoutes,
    ...extra,
  });
  return { files, ...api };
}

// Why 10 s: a loaded machine renders the IDE slowly; a toast that never comes still fails the test.
const toastText = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 10_000 });
const setRoles = (roles: { top?: string; testbench?: string }) =>
  localStorage.setItem('veridojo.ide.roles.7', JSON.stringify({ top: roles.top ?? null, testbench: roles.testbench ?? null }));

beforeEach(() => act(() => setUser(aUser())));
afterEach(() => {
  act(() => clearUser());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the online IDE (spec §2 Online IDE)', () => {
  it('shows the line-limit notice to a normal user only, and the tree with sizes', async () => {
    workspace();
    const { unmount } = renderInApp(<OnlineIdePage />);
    expect(await screen.findByText(/普通用户在线 IDE 每次编译或仿真最多 50 行代码（用到的所有 \.v\/\.sv 文件合计/)).toBeTruthy();
    const node = await screen.findByText('counter.v');
    expect(within(node.closest('.vd-ide-node')!).getByText(`${TOP.length} B`)).toBeTruthy();
    expect(screen.getByText('欢迎使用在线 Verilog IDE')).toBeTruthy();
    unmount();
    act(() => setUser(aUser({ membership_type: 'vip', is_vip: true, vip_expiry_date: '2099-01-01T00:00:00.000Z' })));
    workspace();
    renderInApp(<OnlineIdePage />);
    await screen.findByText('counter.v');
    expect(screen.queryByText(/普通用户在线 IDE/)).toBeNull();
  });

  it('offers top level and testbench in the context menu only for Verilog files, and marks them', async () => {
    workspace();
    renderInApp(<OnlineIdePage />);
    fireEvent.contextMenu(await screen.findByText('notes.txt'));
    let menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('设为顶层文件')).toBeNull();
    expect(within(menu).getByText('重命名')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.contextMenu(screen.getByText('counter.v'));
    menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByText('设为顶层文件'));
    await toastText('已将 rtl/counter.v 设为顶层文件');
    expect(within(screen.getByText('counter.v').closest('.vd-ide-node')! as HTMLElement).getByText('顶层')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('veridojo.ide.roles.7')!)).toEqual({ top: 'rtl/counter.v', testbench: null });
  });

  it('saves the open file with Ctrl+S, and shows the server`s sentence when the line limit refuses it', async () => {
    const refusal = '代码行数超出限制：普通用户每个文件最多 50 行代码（不计空行和注释），tb.v 有 61 行。升级VIP可解除限制';
    const { calls } = workspace({
      [`PUT /api/online/files/${encodeURIComponent('tb.v')}`]: { status: 400, body: { is_restricted: true, message: refusal } },
    });
    renderInApp(<OnlineIdePage />);
    fireEvent.click(await screen.findByText('counter.v'));
    await screen.findByRole('tab', { name: /counter\.v/ });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await toastText('文件保存成功');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { content: TOP } });

    fireEvent.click(screen.getByText('tb.v'));
    await screen.findByRole('tab', { name: /tb\.v/ });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await toastText(refusal);
  });

  it('says the action needs a login when the session has ended', async () => {
    workspace({
      [`PUT /api/online/files/${encodeURIComponent('rtl/counter.v')}`]: errorAnswer(401, 'NOT_LOGGED_IN', '请先登录'),
    });
    renderInApp(<OnlineIdePage />);
    fireEvent.click(await screen.findByText('counter.v'));
    await screen.findByRole('tab', { name: /counter\.v/ });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await toastText('请先登录才能使用此功能');
  });

  it('synthesises the top file’s module and shows the report in the 综合 tab; a finding opens its file', async () => {
    setRoles({ top: 'rtl/counter.v' });
    const latch = { ...aSynthReport().latch_warnings[0]!, file: 'rtl/counter.v', line: 2 };
    const { calls } = workspace({
      'POST /api/online/synth': {
        body: { status: 'success', files: ['rtl/counter.v'], report: aSynthReport({ latch_warnings: [latch] }), netlist: null },
      },
    });
    renderInApp(<OnlineIdePage />);
    await screen.findByText('counter.v');
    fireEvent.click(screen.getByRole('button', { name: /综合/ }));
    await toastText('综合完成');
    expect(calls.find((c) => c.path === '/api/online/synth')?.body).toEqual({ top_module: 'counter', top_file: 'rtl/counter.v' });
    expect(screen.getByRole('tab', { name: '综合', selected: true })).toBeTruthy();
    expect((await screen.findByTestId('synth-comparison')).textContent).toBe('counter：12 个单元、4 个触发器、1 个锁存器');
    const finding = screen.getByTestId('synth-finding');
    expect(finding.textContent).toMatch(/^rtl\/counter\.v 第 2 行 hold /);
    fireEvent.click(finding);
    expect(await screen.findByRole('tab', { name: /counter\.v/ })).toBeTruthy();
  });

  it('compiles only with a top file, sending its module, and lists diagnostics that open the file', async () => {
    const { calls } = workspace({
      'POST /api/online/compile': {
        body: runAnswer({
          diagnostics: [{ file: 'rtl/counter.v', line: 2, column: 3, severity: 'warning', text: 'WIDTH：位宽不一致' }],
        }),
      },
    });
    renderInApp(<OnlineIdePage />);
    await screen.findByText('counter.v');
    fireEvent.click(screen.getByRole('button', { name: /编译/ }));
    await toastText('请先右键选择一个Verilog文件设置为顶层文件');
    expect(calls.some((c) => c.path.endsWith('/compile'))).toBe(false);

    fireEvent.contextMenu(screen.getByText('counter.v'));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('设为顶层文件'));
    await toastText('已将 rtl/counter.v 设为顶层文件');
    fireEvent.click(screen.getByRole('button', { name: /编译/ }));
    await toastText('编译成功');
    expect(calls.find((c) => c.path.endsWith('/compile'))?.body).toEqual({ top_module: 'counter', top_file: 'rtl/counter.v', timeout: 10 });
    const diagnostic = await screen.findByText('WIDTH：位宽不一致');
    fireEvent.click(diagnostic);
    expect(await screen.findByRole('tab', { name: /counter\.v/ })).toBeTruthy();
  });

  it('shows the spec`s timeout report, and switches to the waveform tab after a simulation with a VCD', async () => {
    setRoles({ top: 'rtl/counter.v', testbench: 'tb.v' });
    let answer = runAnswer({ status: 'error', success: false, outcome: 'time_limit', message: '仿真超时', error: '仿真超时' });
    workspace({ 'POST /api/online/simulate': () => ({ body: answer }) });
    renderInApp(<OnlineIdePage />);
    await screen.findByText('counter.v');
    fireEvent.click(screen.getByRole('button', { name: /仿真/ }));
    expect(await screen.findByText(/在测试平台末尾加入 \$finish/)).toBeTruthy();
    expect(screen.getByText(/确认时钟信号确实在翻转/)).toBeTruthy();

    answer = runAnswer({
      message: '仿真完成',
      waveform: '$timescale 1ns $end\n$scope module t $end\n$var wire 1 ! clk $end\n$upscope $end\n$enddefinitions $end\n#0\n0!\n#5\n1!\n',
    });
    fireEvent.click(screen.getByRole('button', { name: /仿真/ }));
    await toastText('仿真完成');
    await waitFor(() => expect(screen.getByRole('tab', { name: '波形' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('offers a paid member the longer simulation: the chosen limit is sent; a normal user sees it as VIP only', async () => {
    setRoles({ top: 'rtl/counter.v', testbench: 'tb.v' });
    const timedOut = runAnswer({ status: 'error', success: false, outcome: 'time_limit', message: '仿真超时', error: '仿真超时' });
    let api = workspace({ 'POST /api/online/simulate': { body: timedOut } });
    const { unmount } = renderInApp(<OnlineIdePage />);
    await screen.findByText('counter.v');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '仿真时限' }));
    const vipOnly = await screen.findByText('仿真时限 30 秒（VIP）');
    expect(vipOnly.closest('.ant-select-item-option')!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(vipOnly);
    fireEvent.click(screen.getByRole('button', { name: /仿真/ }));
    expect(await screen.findByText('仿真时限为 10 秒；升级 VIP 可延长到 30 秒')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/simulate'))?.body).toEqual({ top_module: 'test_bench', top_file: 'tb.v', timeout: 10 });
    unmount();

    act(() => setUser(aUser({ membership_type: 'vip', is_vip: true, vip_expiry_date: '2099-01-01T00:00:00.000Z' })));
    api = workspace({ 'POST /api/online/simulate': { body: { ...timedOut, timeout: 20 } } });
    renderInApp(<OnlineIdePage />);
    await screen.findByText('counter.v');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '仿真时限' }));
    fireEvent.click(await screen.findByText('仿真时限 20 秒'));
    fireEvent.click(screen.getByRole('button', { name: /仿真/ }));
    expect(await screen.findByText('本次仿真时限为 20 秒，可在工具栏的“仿真时限”中延长到 30 秒')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/simulate'))?.body).toEqual({ top_module: 'test_bench', top_file: 'tb.v', timeout: 20 });
  });

  it('reports a run over the line limit with the server`s sentence and what to do about it', async () => {
    setRoles({ top: 'rtl/counter.v', testbench: 'tb.v' });
    const refusal =
      '代码行数超出限制：普通用户每次编译或仿真最多 50 行代码（不计空行和注释，本次用到的 2 个 .v/.sv 文件合计），当前 61 行（tb.v 40 行、rtl/counter.v 21 行）。升级VIP可解除限制';
    workspace({ 'POST /api/online/compile': { status: 400, body: { is_restricted: true, message: refusal } } });
    renderInApp(<OnlineIdePage />);
    await screen.findByText('counter.v');
    fireEvent.click(screen.getByRole('button', { name: /编译/ }));
    await toastText(refusal);
    const output = await screen.findByTestId('ide-output');
    expect(within(output).getByText('代码行数超出限制')).toBeTruthy();
    expect(within(output).getByText(refusal)).toBeTruthy();
    expect(within(output).getByText('.txt 文件（说明、测试数据）不计入行数')).toBeTruthy();
  });

  it('explains and adds the waveform statements a testbench lacks', async () => {
    setRoles({ testbench: 'tb.v' });
    const { files } = workspace();
    renderInApp(<OnlineIdePage />);
    await screen.findByText('counter.v');
    fireEvent.click(screen.getByRole('tab', { name: '波形' }));
    expect(await screen.findByText(/\$dumpvars\(0, test_bench\);/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '自动添加到测试平台' }));
    await toastText('已将波形语句添加到测试平台');
    expect(files['tb.v']).toContain('  initial begin\n    $dumpfile("wave.vcd");\n    $dumpvars(0, test_bench);\n  end\nendmodule');
  });

  it('loads a template from the picker, previews cut at 300 characters, and marks its files', async () => {
    const long = `// ${'x'.repeat(400)}\nmodule counter; endmodule\n`;
    const project: { files?: Record<string, string> } = {};
    const ws = workspace({
      [`GET /api/online/files/${encodeURIComponent('counter/counter_tb.v')}`]: {
        body: { status: 'success', path: 'counter/counter_tb.v', content: TB, size: TB.length },
      },
      'GET /api/online/templates': {
        body: {
          status: 'success',
          templates: [
            {
              name: 'counter',
              title: '计数器',
              description: '带使能的计数器',
              icon: 'counter',
              top: 'test_bench',
              order: 0,
              files: [
                { name: 'counter.v', content: long },
                { name: 'counter_tb.v', content: TB },
              ],
              testbench_file: 'counter_tb.v',
              design_file: 'counter.v',
            },
          ],
        },
      },
      'POST /api/online/templates/counter': () => {
        Object.assign(project.files!, { 'counter/counter.v': long, 'counter/counter_tb.v': TB });
        return {
          body: {
            status: 'success',
            message: '已载入模板“计数器”到文件夹 counter',
            folder: 'counter',
            paths: ['counter/counter.v', 'counter/counter_tb.v'],
            testbench_file: 'counter/counter_tb.v',
            testbench_module: 'test_bench',
            top_file: 'counter/counter.v',
            top_module: 'counter',
          },
        };
      },
    });
    project.files = ws.files;
    renderInApp(<OnlineIdePage />);
    fireEvent.click(await screen.findByRole('button', { name: /加载模板/ }));
    const preview = await screen.findByText((text) => text.startsWith('// xxx'));
    expect(preview.textContent).toHaveLength(301);
    fireEvent.click(screen.getByRole('button', { name: '使用模板 计数器' }));
    await toastText('已载入模板“计数器”到文件夹 counter');
    expect(await screen.findByRole('tab', { name: /counter_tb\.v/ })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('veridojo.ide.roles.7')!)).toEqual({
      top: 'counter/counter.v',
      testbench: 'counter/counter_tb.v',
    });
  });
});
