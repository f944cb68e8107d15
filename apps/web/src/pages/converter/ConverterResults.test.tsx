// The converter's answers beyond ConverterPage.test.tsx, through the page and a fake server: a
// syntax check's verdict with its messages (the file and line sent, each a link), a proven
// conversion's success message and the copy that worked, and a second file's editor opened from
// a message on it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUser, setUser } from '../../auth/session.ts';
import { aUser, mockApi } from '../../test/fetch-mock.ts';
import { PUBLIC_CONFIG } from '../../test/problems.ts';
import { renderInApp } from '../../test/render.tsx';
import ConverterPage from './ConverterPage.tsx';

function server() {
  return mockApi({
    'GET /api/user/check_auth': { body: { is_login: true, user: aUser() } },
    'GET /api/problem/config': { body: PUBLIC_CONFIG },
    'POST /api/verilog-converter/validate': {
      body: {
        valid: false,
        stderr: 'a.v:2: syntax error\n',
        diagnostics: [{ file: 'a.v', line: 2, column: null, severity: 'error', text: 'syntax error' }],
        heading: '发现问题',
      },
    },
    'POST /api/verilog-converter/convert': {
      body: {
        success: true,
        vhdl_content: 'entity top is\nend entity;\n',
        stderr: '',
        diagnostics: [],
        top: 'top',
        candidates: [],
        translator: 'veridojo',
        rewrites: [],
        verification: {
          method: 'exhaustive',
          vectors: 16,
          equivalent: true,
          clock: null,
          reset: null,
          seed: 1,
          first_mismatch: null,
          summary: '已验证等价：16 组输入（穷举全部输入组合）',
        },
      },
    },
  });
}

async function pickFiles(...files: File[]) {
  const picker = (await screen.findByLabelText('选择 Verilog 文件')) as HTMLInputElement;
  fireEvent.change(picker, { target: { files } });
  await screen.findByRole('tab', { name: new RegExp(files[0]!.name.replace('.', '\\.')) });
}

afterEach(() => {
  act(() => clearUser());
  vi.unstubAllGlobals();
});

describe('the converter`s answers', () => {
  it('shows a syntax check`s problems as links that open their file', async () => {
    act(() => setUser(aUser()));
    const { calls } = server();
    renderInApp(<ConverterPage />);
    await pickFiles(new File(['module a(\nwire;\nendmodule\n'], 'a.v'), new File(['module b; endmodule\n'], 'b.v'));
    expect(screen.getByRole('tab', { name: /a\.v/, selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /b\.v/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /b\.v/, selected: true })).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: '语法检查' }));
    const result = await screen.findByTestId('validation-result');
    expect(result.textContent).toContain('语法检查：发现问题');
    expect(result.textContent).toContain('a.v:2 错误 syntax error');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      files: [
        { filename: 'a.v', content: 'module a(\nwire;\nendmodule\n' },
        { filename: 'b.v', content: 'module b; endmodule\n' },
      ],
    });

    fireEvent.click(screen.getByText('a.v:2'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /a\.v/, selected: true })).toBeTruthy());
  });

  it('says a proven conversion succeeded and that the VHDL was copied', async () => {
    act(() => setUser(aUser()));
    server();
    const written: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: (text: string) => (written.push(text), Promise.resolve()) } });
    renderInApp(<ConverterPage />);
    await pickFiles(new File(['module top; endmodule\n'], 'top.v'));
    fireEvent.click(screen.getByRole('button', { name: '转换为 VHDL' }));
    expect(await screen.findByText('转换成功，VHDL 已通过验证')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /复制/ }));
    expect(await screen.findByText('已复制到剪贴板')).toBeTruthy();
    expect(written).toEqual(['entity top is\nend entity;\n']);
  });
});
