// The explorer's file actions without a right-click (issue 29): every entry has a "more" button,
// reachable by Tab, that opens the context menu's actions; picking one reaches the page's handler
// for that entry and does not also open the file. Menus differ by entry type as the context menu does.
import type { IdeTreeNode } from '@veridojo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { FileExplorer, type ExplorerAction } from './FileExplorer.tsx';

const DESIGN: IdeTreeNode = { name: 'counter.v', path: 'counter/counter.v', type: 'file', size: 120 };
const NOTES: IdeTreeNode = { name: 'notes.txt', path: 'counter/notes.txt', type: 'file', size: 12 };
const FOLDER: IdeTreeNode = { name: 'counter', path: 'counter', type: 'folder', size: 132, children: [DESIGN, NOTES] };

function renderExplorer() {
  const onAction = vi.fn<(action: ExplorerAction, node: IdeTreeNode) => void>();
  const onOpen = vi.fn<(path: string) => void>();
  renderInApp(
    <FileExplorer
      tree={[FOLDER]}
      failed={false}
      active={null}
      roles={{ top: null, testbench: null }}
      onRefresh={() => {}}
      onOpen={onOpen}
      onAction={onAction}
      onCreateFolder={() => Promise.resolve(true)}
    />,
  );
  return { onAction, onOpen };
}

const moreButton = (name: string) => screen.getByRole('button', { name: `${name} 的更多操作` });
const openMenu = async (name: string) => {
  fireEvent.click(moreButton(name));
  return waitFor(() => {
    const items = screen.getAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(0);
    return items.map((item) => item.textContent);
  });
};

describe('the file actions without a right-click', () => {
  it('gives every entry a focusable "more" button', () => {
    renderExplorer();
    for (const name of ['counter', 'counter.v', 'notes.txt']) {
      const button = moreButton(name);
      button.focus();
      expect(document.activeElement).toBe(button);
    }
  });

  it('offers the context menu actions of a Verilog file, and a pick reaches the handler without opening the file', async () => {
    const { onAction, onOpen } = renderExplorer();
    expect(await openMenu('counter.v')).toEqual(['打开', '重命名', '删除', '设为顶层文件', '设为测试平台（testbench）']);
    fireEvent.click(screen.getByRole('menuitem', { name: '设为顶层文件' }));
    expect(onAction).toHaveBeenCalledWith('top', DESIGN);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('offers only rename and delete for a folder', async () => {
    const { onAction } = renderExplorer();
    expect(await openMenu('counter')).toEqual(['重命名', '删除']);
    fireEvent.click(screen.getByRole('menuitem', { name: '重命名' }));
    expect(onAction).toHaveBeenCalledWith('rename', FOLDER);
  });

  it('offers no top-level or testbench action for a non-Verilog file', async () => {
    renderExplorer();
    expect(await openMenu('notes.txt')).toEqual(['打开', '重命名', '删除']);
  });
});
