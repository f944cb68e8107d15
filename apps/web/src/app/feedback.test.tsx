// The confirm dialog helper and the toast configuration.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { confirmDialog, toast, TOAST_CONFIG } from './feedback.tsx';

describe('confirm dialog helper', () => {
  it('shows title, message and the given button texts, and resolves with the choice', async () => {
    renderInApp(null);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmDialog({
        title: '删除用户',
        message: '此操作不可撤销，确定删除吗？',
        confirmText: '删除',
        cancelText: '再想想',
        danger: true,
      });
    });
    expect(await screen.findByText('删除用户')).toBeTruthy();
    expect(screen.getByText('此操作不可撤销，确定删除吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirmDialog({ title: '退出', message: '确定吗？' });
    });
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('toasts', () => {
  // Their 2 s life and 16 px spacing need real layout and motion: the e2e suite measures them in Chromium.
  it('are configured for 2 s, listed rather than folded, and show their text', async () => {
    expect(TOAST_CONFIG).toMatchObject({ duration: 2, stack: false });
    renderInApp(null);
    act(() => {
      toast.success('保存成功');
      toast.error('保存失败');
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(screen.getByText('保存失败')).toBeTruthy();
  });
});
