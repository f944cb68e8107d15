// The problem list (spec §2): login card, limit hint, chapters, colours, locked rows, the tag filter
// (all selected tags; saved locally) and the loading and error states.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUser, setUser } from '../../auth/session.ts';
import { aUser, errorAnswer, mockApi } from '../../test/fetch-mock.ts';
import { PROBLEM_LIST, PUBLIC_CONFIG } from '../../test/problems.ts';
import { renderInApp } from '../../test/render.tsx';
import { PROBLEM_SEQUENCE_KEY, SELECTED_TAGS_KEY } from './problem-filter.ts';
import ProblemListPage from './ProblemListPage.tsx';

function showList(user = aUser()) {
  act(() => setUser(user));
  return mockApi({
    'GET /api/problem/all': { body: PROBLEM_LIST },
    'GET /api/problem/config': { body: PUBLIC_CONFIG },
    'GET /api/user/check_auth': { body: { is_login: true, user } },
  });
}

const rowTitles = () =>
  screen.queryAllByRole('row').flatMap((row) => (row.dataset.problemId ? [within(row).getAllByRole('cell')[1]!.textContent] : []));
const tag = (name: string) => within(screen.getByRole('group', { name: '按标签筛选' })).getByRole('button', { name });

afterEach(() => {
  act(() => clearUser());
  vi.unstubAllGlobals();
});

describe('problem list', () => {
  it('asks a visitor to log in or register instead of showing the table', () => {
    const { calls } = mockApi({});
    renderInApp(<ProblemListPage />);
    const card = screen.getByTestId('login-card');
    expect(within(card).getByRole('button', { name: '登录' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '注册' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/problem/all')).toHaveLength(0);
  });

  it('shows the chapters in curriculum order with status, difficulty, counts and locked rows', async () => {
    showList();
    renderInApp(<ProblemListPage />);
    expect(await screen.findByRole('heading', { name: /第一章：入门与组合逻辑/ })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '第一章：入门与组合逻辑4 题',
      '第二章：时序逻辑2 题',
    ]);
    expect(rowTitles()).toEqual(PROBLEM_LIST.map((p) => p.title));
    const first = screen.getAllByRole('row').find((r) => r.dataset.problemId === '1')!;
    expect(within(first).getByText('已完成').closest('.ant-tag')?.className).toMatch(/success/);
    expect(within(first).getByText('3/4')).toBeTruthy();
    const second = screen.getAllByRole('row').find((r) => r.dataset.problemId === '2')!;
    expect(within(second).getByText('失败').closest('.ant-tag')?.className).toMatch(/error/);
    const hard = screen.getAllByRole('row').find((r) => r.dataset.problemId === '4')!;
    expect(within(hard).getByText('困难').closest('.ant-tag')?.className).toMatch(/error/);
    const locked = screen.getAllByRole('row').filter((r) => r.dataset.locked === 'true');
    expect(locked.map((r) => r.dataset.problemId)).toEqual(['5', '6']);
    expect(within(locked[0]!).getByRole('button', { name: /升级VIP/ })).toBeTruthy();
    expect(within(locked[0]!).queryByRole('button', { name: '开始答题' })).toBeNull();
  });

  it('tells a normal user the limit and the total; a VIP sees no hint', async () => {
    showList();
    const { unmount } = renderInApp(<ProblemListPage />);
    expect(await screen.findByText('普通用户可练习前 4 道题目，题库共 6 道题目。升级VIP即可解锁全部题目。')).toBeTruthy();
    unmount();

    showList(aUser({ is_vip: true, membership_type: 'vip', vip_expiry_date: '2099-01-01T00:00:00.000Z' }));
    renderInApp(<ProblemListPage />);
    await screen.findByRole('heading', { name: /第一章/ });
    expect(screen.queryByTestId('problem-limit-hint')).toBeNull();
  });

  it('keeps only problems carrying every selected tag, and saves the selection and the filtered list', async () => {
    showList();
    renderInApp(<ProblemListPage />);
    await screen.findByRole('heading', { name: /第一章/ });

    fireEvent.click(tag('逻辑门'));
    expect(rowTitles()).toEqual(['基本逻辑门', '三输入门', '三人表决器', '由真值表写逻辑']);
    fireEvent.click(tag('真值表'));
    expect(tag('真值表').getAttribute('aria-pressed')).toBe('true');
    expect(rowTitles()).toEqual(['三人表决器', '由真值表写逻辑']);
    expect(JSON.parse(localStorage.getItem(SELECTED_TAGS_KEY)!)).toEqual(['逻辑门', '真值表']);
    // The next-problem list holds the problems this user can open, in list order.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(PROBLEM_SEQUENCE_KEY)!)).toEqual([4]));

    fireEvent.click(tag('入门'));
    expect(screen.getByText('没有同时带有所选标签的题目')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(rowTitles()).toHaveLength(PROBLEM_LIST.length);
    expect(JSON.parse(localStorage.getItem(SELECTED_TAGS_KEY)!)).toEqual([]);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(PROBLEM_SEQUENCE_KEY)!)).toEqual([1, 2, 3, 4]));
  });

  it('starts with the saved selection, ignoring tags no problem carries any more', async () => {
    localStorage.setItem(SELECTED_TAGS_KEY, JSON.stringify(['真值表', '已删除的标签']));
    showList();
    renderInApp(<ProblemListPage />);
    await screen.findByRole('heading', { name: /第一章/ });
    expect(tag('真值表').getAttribute('aria-pressed')).toBe('true');
    expect(rowTitles()).toEqual(['三人表决器', '由真值表写逻辑']);
  });

  it('says 加载出错 with the reason and loads again on 重试', async () => {
    act(() => setUser(aUser()));
    let fail = true;
    mockApi({
      'GET /api/problem/all': () => (fail ? errorAnswer(500, 'INTERNAL', '服务器内部错误，请稍后重试') : { body: PROBLEM_LIST }),
      'GET /api/problem/config': { body: PUBLIC_CONFIG },
    });
    renderInApp(<ProblemListPage />);
    expect(screen.getByText('题目加载中…')).toBeTruthy();
    expect(await screen.findByText('加载出错: 服务器内部错误，请稍后重试')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: /第一章/ })).toBeTruthy();
  });

  it('falls back to 获取题目失败 when the server gives no reason', async () => {
    act(() => setUser(aUser()));
    mockApi({ 'GET /api/problem/all': 'network-error', 'GET /api/problem/config': { body: PUBLIC_CONFIG } });
    renderInApp(<ProblemListPage />);
    expect(await screen.findByText('加载出错: 获取题目失败')).toBeTruthy();
  });
});
