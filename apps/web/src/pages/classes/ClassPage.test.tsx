// A student's class page (issue 33), against the fetch mock: the class and each assignment with its
// time left, late rule, sanitised Markdown note and problem states; running assignments before closed
// ones; a problem link that carries the assignment to the problem page; a class the student is not
// in answered with the not-found state; and the personal center's card linking to the page.
import type { MyAssignment, ResponseOf } from '@veridojo/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUser, setUser } from '../../auth/session.ts';
import { aUser, errorAnswer, mockApi } from '../../test/fetch-mock.ts';
import { renderInApp } from '../../test/render.tsx';
import { MyClassesCard } from '../profile/MyClassesCard.tsx';
import { assignmentOriginOf } from './assignment-origin.ts';
import ClassPage from './ClassPage.tsx';

afterEach(() => {
  act(() => clearUser());
  delete (window as { __pwned?: unknown }).__pwned;
  vi.unstubAllGlobals();
});

const problem = (problem_id: number, title: string, position: number, more: Partial<MyAssignment['problems'][number]> = {}) => ({
  problem_id,
  title,
  position,
  state: 'not_started' as const,
  late: false,
  pending: false,
  submissions: 0,
  first_passed_at: null,
  ...more,
});

const WEEK_2: MyAssignment = {
  id: 21,
  title: '第 2 周：时序逻辑',
  note: '完成下面三道题，**截止前**提交。\n\n<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
  opens_at: '2026-11-19T00:00:00.000Z',
  due_at: '2026-11-22T03:00:00.000Z',
  late_until: '2026-11-24T03:00:00.000Z',
  late_penalty_percent: 20,
  phase: 'open',
  // 2 days 3 hours and a bit.
  seconds_left: 2 * 86_400 + 3 * 3600 + 125,
  problems: [
    problem(1, '连线', 1, { state: 'passed', submissions: 2, first_passed_at: '2026-11-20T02:00:00.000Z' }),
    problem(2, '基本逻辑门', 2, { state: 'tried', submissions: 3 }),
    problem(3, 'D 触发器', 3),
  ],
};
const WEEK_1: MyAssignment = {
  id: 20,
  title: '第 1 周：组合逻辑',
  note: '',
  opens_at: '2026-11-10T00:00:00.000Z',
  due_at: '2026-11-17T00:00:00.000Z',
  late_until: null,
  late_penalty_percent: 0,
  phase: 'closed',
  seconds_left: null,
  problems: [problem(4, '多路选择器', 1, { state: 'passed', late: true, submissions: 1, first_passed_at: '2026-11-16T16:30:00.000Z' })],
};
const CLASS: ResponseOf<'myClass'> = {
  status: 'success',
  server_time: '2026-11-20T00:00:00.000Z',
  class: {
    id: 3,
    name: '数字逻辑 1 班',
    term: '2026 春',
    description: '每周一次作业，周日晚截止。',
    teacher: 'teacher_wang',
    joined_at: '2026-11-18T01:00:00.000Z',
    // The server's order: by due time, the soonest first.
    assignments: [WEEK_1, WEEK_2],
  },
};

function LocationProbe() {
  const location = useLocation();
  const origin = assignmentOriginOf(location.state);
  return (
    <output data-testid="location">
      {location.pathname} {origin ? `${origin.className} / ${origin.assignmentTitle}` : 'no origin'}
    </output>
  );
}

function showClassPage(route = '/user/classes/3') {
  act(() => setUser(aUser()));
  renderInApp(
    <Routes>
      <Route path="/user/classes/:id" element={<ClassPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

describe('class page (issue 33)', () => {
  it('shows the class, each assignment’s time left, late rule and note, and every problem’s state', async () => {
    mockApi({ 'GET /api/user/classes/3': { body: CLASS } });
    showClassPage();
    const cards = await screen.findAllByTestId('class-assignment');
    expect(screen.getByRole('heading', { level: 2, name: '数字逻辑 1 班' })).toBeTruthy();
    expect(screen.getByText('学期：2026 春')).toBeTruthy();
    expect(screen.getByText('教师：teacher_wang')).toBeTruthy();
    expect(screen.getByText('每周一次作业，周日晚截止。')).toBeTruthy();

    // Running first, then the closed one under its own heading.
    expect(cards.map((c) => within(c).getByRole('heading', { level: 4 }).textContent)).toEqual(['第 2 周：时序逻辑', '第 1 周：组合逻辑']);
    const [open, closed] = cards as [HTMLElement, HTMLElement];
    expect(screen.getByRole('heading', { level: 3, name: '已截止的作业' })).toBeTruthy();

    expect(within(open).getByText('进行中')).toBeTruthy();
    expect(within(open).getByTestId('time-left').textContent).toBe('还剩 2 天 3 小时');
    expect(within(open).getByText('2026-11-22 11:00')).toBeTruthy();
    expect(within(open).getByTestId('late-rule').textContent).toBe(
      '截止后到 2026-11-24 11:00（北京时间）前仍可提交，迟交通过的题目得分扣 20%',
    );
    expect(within(open).getByText('1 / 3 题')).toBeTruthy();

    // The note as Markdown, sanitised: bold text, no script element, no handler run.
    const note = within(open).getByTestId('assignment-note');
    expect(note.querySelector('strong')?.textContent).toBe('截止前');
    expect(note.querySelector('script')).toBeNull();
    expect(note.innerHTML).not.toMatch(/onerror/);
    expect(note.textContent).not.toMatch(/__pwned/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();

    const rows = [...within(open).getByTestId('assignment-problems').querySelectorAll('tbody tr.ant-table-row')];
    // jsdom's matchMedia matches no breakpoint: the phone's layout, whose row order stands for 序号.
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['连线', '按时通过', '2', '2026-11-20 10:00:00'],
      ['基本逻辑门', '已尝试', '3', '—'],
      ['D 触发器', '未开始', '0', '—'],
    ]);

    expect(within(closed).getByText('已截止', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(closed).getByTestId('time-left').textContent).toBe('已截止');
    expect(within(closed).getByTestId('late-rule').textContent).toBe('不接受迟交：截止后的提交不计入成绩');
    expect(within(closed).getByText('迟交通过')).toBeTruthy();
    expect(within(closed).queryByTestId('assignment-note')).toBeNull();
  });

  it('reads the class again every 30 s while an assignment runs, and stops once all have closed', async () => {
    // Faked from before the page starts its poll; each advance also lets the mocked answers through.
    vi.useFakeTimers();
    try {
      const answers: ResponseOf<'myClass'>[] = [
        CLASS,
        { ...CLASS, class: { ...CLASS.class, assignments: [WEEK_1, { ...WEEK_2, phase: 'late', seconds_left: 3600 }] } },
        { ...CLASS, class: { ...CLASS.class, assignments: [WEEK_1, { ...WEEK_2, phase: 'closed', seconds_left: null }] } },
      ];
      const { calls } = mockApi({ 'GET /api/user/classes/3': () => ({ body: answers[Math.min(calls.length - 1, 2)] }) });
      showClassPage();
      const timeLeft = () => screen.getAllByTestId('time-left').map((t) => t.textContent);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(timeLeft()).toEqual(['还剩 2 天 3 小时', '已截止']);
      await act(() => vi.advanceTimersByTimeAsync(29_800));
      expect(calls).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(calls).toHaveLength(2);
      expect(timeLeft()).toEqual(['迟交期还剩 1 小时 0 分钟', '已截止']);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(calls).toHaveLength(3);
      expect(timeLeft()).toEqual(['已截止', '已截止']);
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a problem with its assignment named in the link’s state', async () => {
    mockApi({ 'GET /api/user/classes/3': { body: CLASS } });
    showClassPage();
    fireEvent.click(await screen.findByRole('link', { name: '基本逻辑门' }));
    expect(screen.getByTestId('location').textContent).toBe('/problem/2 数字逻辑 1 班 / 第 2 周：时序逻辑');
  });

  it('says the class cannot be found when the student is not in it, without a retry or a toast', async () => {
    mockApi({ 'GET /api/user/classes/9': errorAnswer(404, 'CLASS_NOT_FOUND', '班级不存在') });
    showClassPage('/user/classes/9');
    expect(await screen.findByText('找不到这个班级')).toBeTruthy();
    expect(screen.getByText(/你不在这个班级里/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.queryByText('班级不存在')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回个人中心' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/profile no origin');
  });

  it('asks nothing for an id that is not a number', async () => {
    const { calls } = mockApi({});
    showClassPage('/user/classes/abc');
    expect(await screen.findByText('找不到这个班级')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('offers 重试 when the class cannot be read, and shows it after the retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/user/classes/3': () => (fail ? { status: 503, body: {} } : { body: CLASS }) });
    showClassPage();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('获取班级失败')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('class-assignment')).toHaveLength(2);
  });
});

describe('我的班级 card (issue 33)', () => {
  it('links a class’s name to its page', async () => {
    mockApi({
      'GET /api/user/classes': { body: { status: 'success', server_time: CLASS.server_time, classes: [CLASS.class] } },
      'GET /api/user/classes/3': { body: CLASS },
    });
    renderInApp(
      <Routes>
        <Route path="/user/profile" element={<MyClassesCard />} />
        <Route path="/user/classes/:id" element={<ClassPage />} />
      </Routes>,
      { route: '/user/profile' },
    );
    fireEvent.click(await screen.findByRole('link', { name: '数字逻辑 1 班' }));
    expect(await screen.findByRole('heading', { level: 2, name: '数字逻辑 1 班' })).toBeTruthy();
    expect(await screen.findByTestId('assignment-note')).toBeTruthy();
  });
});
