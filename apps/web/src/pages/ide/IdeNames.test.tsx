// The IDE's naming dialogs against a fake workspace server (answers checked against the contract):
// 新建文件夹 makes a folder the tree then shows, empty; the create, folder and rename dialogs hold a
// name to the contract's rules (spec §5), the server's own, before anything is sent.
import type { IdeTreeNode } from '@veridojo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearUser, setUser } from '../../auth/session.ts';
import { aUser, mockApi } from '../../test/fetch-mock.ts';
import { PUBLIC_CONFIG } from '../../test/problems.ts';
import { renderInApp } from '../../test/render.tsx';
import OnlineIdePage from './OnlineIdePage.tsx';

/** A project of one file; a folder the page creates is added to the tree the server lists. */
function workspace() {
  const entries: IdeTreeNode[] = [{ name: 'top.v', path: 'top.v', type: 'file', size: 12 }];
  return mockApi({
    'GET /api/problem/config': { body: PUBLIC_CONFIG },
    'GET /api/online/files': () => ({ body: { status: 'success', files: entries } }),
    'POST /api/online/files': ({ body }) => {
      const { path } = body as { path: string };
      entries.unshift({ name: path, path, type: 'folder', size: 0, children: [] });
      return { body: { status: 'success', message: '文件夹创建成功', path, type: 'folder' } };
    },
  });
}

// Why 10 s: a loaded machine renders the IDE slowly; a toast that never comes still fails the test.
const toastText = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 10_000 });

beforeEach(() => act(() => setUser(aUser())));
afterEach(() => {
  act(() => clearUser());
  localStorage.clear();
});

describe('naming things in the online IDE (spec §5 IDE)', () => {
  it('creates a folder from the explorer: the name rule first, then the server, then the tree shows it', async () => {
    const { calls } = workspace();
    renderInApp(<OnlineIdePage />);
    await screen.findByText('top.v');
    fireEvent.click(screen.getByRole('button', { name: '新建文件夹' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('文件夹名');
    const create = within(dialog).getByRole('button', { name: /创\s*建/ });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '新建文件夹' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('文件夹名只能包含字母、数字、下划线、点和连字符');
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: ' rtl ' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(create);
    await toastText('文件夹创建成功');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ path: 'rtl', type: 'folder' });
    const folder = await screen.findByText('rtl');
    expect(within(folder.closest('.vd-ide-node')! as HTMLElement).getByText('0 B')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('holds a new file to the spec’s create rule: Verilog types only, no Chinese or spaces', async () => {
    const { calls } = workspace();
    renderInApp(<OnlineIdePage />);
    await screen.findByText('top.v');
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'IDE 工具栏' })).getByRole('button', { name: /新建文件/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('文件名');
    const cases: [string, string][] = [
      ['notes.txt', '文件名必须以 .v、.sv、.vh、.svh 结尾'],
      ['计数器.v', '文件名只能包含字母、数字、下划线、点和连字符'],
      ['my adder.v', '文件名只能包含字母、数字、下划线、点和连字符'],
      ['a?.v', '文件名不能包含 < > : " | ? * \\ 这些字符'],
    ];
    for (const [name, message] of cases) {
      fireEvent.change(input, { target: { value: name } });
      expect(within(dialog).getByRole('alert').textContent, name).toBe(message);
      expect(within(dialog).getByRole('button', { name: /创\s*建/ })).toHaveProperty('disabled', true);
    }
    fireEvent.change(input, { target: { value: 'rtl/alu.v' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('renames by the spec’s rule: no Chinese, no moves into folders', async () => {
    workspace();
    renderInApp(<OnlineIdePage />);
    fireEvent.contextMenu(await screen.findByText('top.v'));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('重命名'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('新名称');
    for (const name of ['顶层.v', 'rtl/top.v']) {
      fireEvent.change(input, { target: { value: name } });
      expect(within(dialog).getByRole('alert').textContent, name).toBe('文件名只能包含字母、数字、下划线、点和连字符');
    }
    fireEvent.change(input, { target: { value: 'top_2.v' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
