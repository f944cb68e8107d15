// The converter page against a fake server (answers checked against the contract): the login
// panel, files added and closed (the last close clears the results), a proven conversion with its
// verification, several tops chosen from, the line-limit refusal, a network failure, a refused
// copy, the new-file name rule, and picked files renamed to the server's rule with a notice.
import type { ConvertResponse } from '@veridojo/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUser, setUser } from '../../auth/session.ts';
import { aUser, mockApi, type Answer, type RecordedCall } from '../../test/fetch-mock.ts';
import { PUBLIC_CONFIG } from '../../test/problems.ts';
import { renderInApp } from '../../test/render.tsx';
import ConverterPage from './ConverterPage.tsx';
import { admitPicked, newFileProblem } from './converter-rules.ts';

const converted = (over: Partial<ConvertResponse> = {}): ConvertResponse => ({
  success: true,
  vhdl_content: 'library ieee;\nentity top is\nend entity;\n',
  stderr: '',
  diagnostics: [],
  top: 'top',
  candidates: [],
  translator: 'veridojo',
  rewrites: ['幂运算 a ** 2 译为 2 个因子的乘法'],
  verification: {
    method: 'exhaustive',
    vectors: 256,
    equivalent: true,
    clock: null,
    reset: null,
    seed: 42,
    first_mismatch: null,
    summary: '已验证等价：256 组输入（穷举全部输入组合）',
  },
  ...over,
});

const ADDER_SOURCE = 'module adder(input [3:0] a, input [3:0] b, output [4:0] sum);\n  assign sum = a + b;\nendmodule\n';

function server(convert: Answer | ((call: RecordedCall) => Answer)) {
  return mockApi({
    'GET /api/user/check_auth': { body: { is_login: true, user: aUser() } },
    'GET /api/problem/config': { body: PUBLIC_CONFIG },
    'POST /api/verilog-converter/convert': convert,
  });
}

async function addNewFile() {
  fireEvent.click(await screen.findByRole('button', { name: /新建文件/ }));
  expect((screen.getByLabelText('文件名') as HTMLInputElement).value).toBe('new_module.v');
  fireEvent.click(screen.getByRole('button', { name: '创建' }));
  await screen.findByRole('tab', { name: /new_module\.v/ });
}

afterEach(() => {
  act(() => clearUser());
  vi.unstubAllGlobals();
});

describe('the converter page (spec §2 Converter)', () => {
  it('shows a visitor the login-required panel', async () => {
    mockApi({ 'GET /api/user/check_auth': { body: { is_login: false, user: null } } });
    renderInApp(<ConverterPage />);
    expect(screen.getByText('正在检查登录状态…')).toBeTruthy();
    expect(await screen.findByTestId('converter-login')).toBeTruthy();
  });

  it('converts a new file and shows the verification; closing the last file clears everything', async () => {
    act(() => setUser(aUser()));
    const { calls } = server({ body: converted() });
    renderInApp(<ConverterPage />);
    expect(await screen.findByText(/普通用户每次最多转换 50 行代码/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '转换为 VHDL' }) as HTMLButtonElement).disabled).toBe(true);
    await addNewFile();
    fireEvent.click(screen.getByRole('button', { name: '转换为 VHDL' }));
    expect(await screen.findByText('已验证等价：256 组输入（穷举全部输入组合）')).toBeTruthy();
    expect(screen.getByText('VeriDojo 翻译器（保留模块名、端口顺序与参数）')).toBeTruthy();
    expect(screen.getByTestId('rewrites').textContent).toBe('幂运算 a ** 2 译为 2 个因子的乘法');
    expect((screen.getByLabelText('VHDL 代码') as HTMLTextAreaElement).value).toMatch(/entity top is/);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      files: [{ filename: 'new_module.v', content: expect.stringMatching(/^module new_module/) }],
    });

    fireEvent.click(screen.getByRole('button', { name: /remove|关闭/ }));
    await waitFor(() => expect(screen.queryByLabelText('VHDL 代码')).toBeNull());
    expect(screen.queryByText(/已验证等价/)).toBeNull();
  });

  it('offers the candidate tops and converts again with the one chosen', async () => {
    act(() => setUser(aUser()));
    const { calls } = server(({ body }) =>
      (body as { top?: string }).top === 'b'
        ? { body: converted({ top: 'b' }) }
        : {
            body: converted({
              success: false,
              vhdl_content: null,
              error: '设计中有 2 个顶层模块候选：a、b。请选择要转换的顶层模块',
              candidates: ['a', 'b'],
              top: null,
              translator: null,
              verification: null,
            }),
          },
    );
    renderInApp(<ConverterPage />);
    await addNewFile();
    fireEvent.click(screen.getByRole('button', { name: '转换为 VHDL' }));
    expect(await screen.findByText(/2 个顶层模块候选/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择顶层模块' }));
    fireEvent.click(await screen.findByTitle('b'));
    fireEvent.click(screen.getByRole('button', { name: '用此顶层模块转换' }));
    expect(await screen.findByText(/已验证等价/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ top: 'b' });
  });

  it('shows the server`s sentence when the line limit refuses a conversion', async () => {
    act(() => setUser(aUser()));
    const refusal = '代码行数超出限制：普通用户最多转换 50 行代码（不计空行和注释，所有文件合计），当前 60 行。升级VIP可解除限制';
    server({ status: 400, body: { is_restricted: true, message: refusal } });
    renderInApp(<ConverterPage />);
    await addNewFile();
    fireEvent.click(screen.getByRole('button', { name: '转换为 VHDL' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('says a conversion failed for want of a network, and why', async () => {
    act(() => setUser(aUser()));
    server('network-error');
    renderInApp(<ConverterPage />);
    await addNewFile();
    fireEvent.click(screen.getByRole('button', { name: '转换为 VHDL' }));
    expect(await screen.findByText('网络错误')).toBeTruthy();
    expect(screen.getByText('无法连接服务器，请检查网络后重试')).toBeTruthy();
  });

  it('says when copying the VHDL failed, and why', async () => {
    act(() => setUser(aUser()));
    server({ body: converted() });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderInApp(<ConverterPage />);
    await addNewFile();
    fireEvent.click(screen.getByRole('button', { name: '转换为 VHDL' }));
    fireEvent.click(await screen.findByRole('button', { name: /复制/ }));
    expect(await screen.findByText('复制失败：浏览器拒绝了写入剪贴板，请手动选中后复制')).toBeTruthy();
  });

  it('renames a picked file the server would refuse, says so, and converts the rest instead of failing', async () => {
    act(() => setUser(aUser()));
    const { calls } = server({ body: converted() });
    renderInApp(<ConverterPage />);
    const picker = (await screen.findByLabelText('选择 Verilog 文件')) as HTMLInputElement;
    const picked = [
      new File([ADDER_SOURCE], 'my adder (1).V'),
      new File(['module ok; endmodule\n'], 'ok.v'),
      new File(['todo'], 'notes.txt'),
    ];
    fireEvent.change(picker, { target: { files: picked } });
    await screen.findByRole('tab', { name: /my_adder_1\.v/ });
    expect(screen.getByRole('tab', { name: /ok\.v/ })).toBeTruthy();
    expect(screen.getByTestId('renamed-files').textContent).toContain(
      'my adder (1).V → my_adder_1.v（文件名只能包含字母、数字、下划线、点、连字符和汉字，最长 100 个字符）',
    );
    expect(await screen.findByText('只能转换 .v 文件，已跳过：notes.txt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '转换为 VHDL' }));
    await screen.findByText('已验证等价：256 组输入（穷举全部输入组合）');
    const body = calls.find((c) => c.method === 'POST')?.body as { files: { filename: string; content: string }[] };
    expect(body.files.map((f) => f.filename)).toEqual(['my_adder_1.v', 'ok.v']);
    expect(body.files[0]!.content).toBe(ADDER_SOURCE);
  });

  it('admits picked names by the server’s rule: renamed apart, numbered on a clash, a kept name replacing its namesake', () => {
    expect(admitPicked(['a b.v', 'a_b.v', 'A_B.v', 'x.sv', '计数器.v', 'top.v'], ['top.v', 'a_b_2.v'])).toEqual({
      files: [
        { at: 0, from: 'a b.v', name: 'a_b.v', renamedBecause: '文件名只能包含字母、数字、下划线、点、连字符和汉字，最长 100 个字符' },
        { at: 1, from: 'a_b.v', name: 'a_b_3.v', renamedBecause: '已有同名文件' },
        { at: 2, from: 'A_B.v', name: 'A_B_4.v', renamedBecause: '已有同名文件' },
        { at: 4, from: '计数器.v', name: '计数器.v', renamedBecause: null },
        { at: 5, from: 'top.v', name: 'top.v', renamedBecause: null },
      ],
      skipped: ['x.sv'],
    });
    const long = admitPicked([`${'x'.repeat(120)}.V`, `${'x'.repeat(98)}.v`], []).files.map((f) => f.name);
    expect(long).toEqual([`${'x'.repeat(98)}.v`, `${'x'.repeat(96)}_2.v`]);
  });

  it('names new files by the rule', () => {
    expect(newFileProblem('  ', [])).toBe('文件名不能为空');
    expect(newFileProblem('a.vhd', [])).toBe('只能转换 .v 文件');
    expect(newFileProblem('a b.v', [])).toMatch(/只能包含/);
    expect(newFileProblem('A.v', ['a.v'])).toBe('已有同名文件');
    expect(newFileProblem('alu.v', ['a.v'])).toBeNull();
  });
});
