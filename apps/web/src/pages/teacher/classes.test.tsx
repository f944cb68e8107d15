// The classes pages (issue 33), against the fetch mock: a refused join shows the server's sentence,
// the gradebook sorts by a column and opens a cell's submission, the assignment editor refuses a
// due time before the open time without sending, and 教师中心 is in the navigation of teachers only.
import type { GradebookResponse, ResponseOf } from '@veridojo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavItems } from '../../app/navigation.ts';
import { aUser, errorAnswer, mockApi } from '../../test/fetch-mock.ts';
import { PROBLEM_LIST } from '../../test/problems.ts';
import { renderInApp } from '../../test/render.tsx';
import { MyClassesCard } from '../profile/MyClassesCard.tsx';
import AssignmentEditorPage from './AssignmentEditorPage.tsx';
import GradebookPage from './GradebookPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const NO_CLASSES = { body: { status: 'success', server_time: '2026-11-20T00:00:00.000Z', classes: [] } };

type Cell = { state: 'passed' | 'tried' | 'not_started'; submission: number | null };
const cell = (state: Cell['state'], submission: number | null): Cell => ({ state, submission });
/** A student's row, column by column as the server sends it. */
const student = (user_id: number, username: string, cells: Cell[]) => ({
  user_id,
  username,
  states: cells.map((c) => c.state),
  scores: cells.map((c) => (c.state === 'passed' ? 100 : 0)),
  attempts: cells.map((c) => (c.submission ? 1 : 0)),
  first_pass_at: cells.map((c) => (c.state === 'passed' ? '2026-11-20T02:00:00.000Z' : null)),
  submission_ids: cells.map((c) => c.submission),
  verdicts: cells.map((c) => (c.state === 'passed' ? ('accepted' as const) : c.state === 'tried' ? ('wrong_answer' as const) : null)),
  total_score: cells.filter((c) => c.state === 'passed').length * 100,
  passed_count: cells.filter((c) => c.state === 'passed').length,
  late_count: 0,
  total_attempts: cells.filter((c) => c.submission).length,
});
const GRADEBOOK: GradebookResponse = {
  status: 'success',
  assignment: {
    id: 9,
    class_id: 3,
    class_name: '数字逻辑 1 班',
    title: '第 1 周',
    opens_at: '2026-11-19T00:00:00.000Z',
    due_at: '2026-11-26T00:00:00.000Z',
    late_until: null,
    late_penalty_percent: 0,
  },
  problems: [
    { problem_id: 1, title: '连线', position: 1 },
    { problem_id: 2, title: '基本逻辑门', position: 2 },
  ],
  students: [
    student(11, 'amy', [cell('tried', 501), cell('not_started', null)]),
    student(12, 'bob', [cell('passed', 502), cell('passed', 503)]),
  ],
  max_score: 200,
};
const SUBMISSION: ResponseOf<'gradebookSubmission'> = {
  status: 'success',
  submission: {
    submission_id: 502,
    problem_id: 1,
    status: 'success',
    error_code: null,
    verdict: 'accepted',
    verdict_label: '通过',
    mismatches: 0,
    samples: 8,
    details: null,
    created_at: '2026-11-20T02:00:00.000Z',
    finished_at: '2026-11-20T02:00:01.000Z',
  },
  student: { user_id: 12, username: 'bob' },
  problem: { problem_id: 1, title: '连线' },
  code: 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n',
  log_content: 'bob 的仿真日志',
};

describe('我的班级 (issue 33)', () => {
  it('shows the server’s sentence when a join is refused, and joins with a good code', async () => {
    const { calls } = mockApi({
      'GET /api/user/classes': NO_CLASSES,
      'POST /api/user/classes/join': ({ body }) =>
        (body as { code: string }).code === 'ABCDE-FGHJK'
          ? errorAnswer(403, 'JOIN_CODE_CLOSED', '这个班级已停止加入，请联系老师')
          : errorAnswer(404, 'JOIN_CODE_INVALID', '班级码不正确，请核对后重新输入'),
    });
    renderInApp(<MyClassesCard />);
    await screen.findByText('你还没有加入班级');
    fireEvent.change(screen.getByLabelText('班级码'), { target: { value: 'WRONG' } });
    fireEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('班级码不正确，请核对后重新输入')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('班级码'), { target: { value: 'ABCDE-FGHJK' } });
    fireEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('这个班级已停止加入，请联系老师')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: 'WRONG' }, { code: 'ABCDE-FGHJK' }]);
  });
});

describe('gradebook (issue 33)', () => {
  it('sorts by a column and opens a cell’s submission read-only', async () => {
    mockApi({
      'GET /api/teacher/assignments/9/gradebook': { body: GRADEBOOK },
      'GET /api/teacher/submissions/502': { body: SUBMISSION },
      'GET /api/teacher/submissions/502/waveform': { body: { status: 'success', waveform_content: '' } },
    });
    renderInApp(
      <Routes>
        <Route path="/teacher/assignments/:id/gradebook" element={<GradebookPage />} />
      </Routes>,
      { route: '/teacher/assignments/9/gradebook' },
    );
    const table = await screen.findByTestId('gradebook');
    const names = () => [...table.querySelectorAll('tbody tr.ant-table-row')].map((r) => r.querySelector('td')!.textContent);
    // By total, best first.
    expect(names()).toEqual(['bob', 'amy']);
    fireEvent.click(within(table).getByRole('columnheader', { name: '学生' }));
    expect(names()).toEqual(['amy', 'bob']);

    const bobRow = table.querySelector<HTMLElement>('tr[data-row-key="12"]')!;
    fireEvent.click(within(bobRow).getAllByTestId('grade-cell')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('bob 的仿真日志')).toBeTruthy();
    expect(within(dialog).getByText(/bob · 连线 · 提交 #502/)).toBeTruthy();
  });
});

describe('assignment editor (issue 33)', () => {
  it('refuses a due time before the open time without sending', async () => {
    const { calls } = mockApi({
      'GET /api/teacher/classes/3': {
        body: {
          status: 'success',
          class: {
            id: 3,
            name: '数字逻辑 1 班',
            term: '',
            description: '',
            join_code: 'ABCDEFGHJK',
            join_open: true,
            student_count: 0,
            assignment_count: 0,
            created_at: '2026-11-01T00:00:00.000Z',
          },
          students: [],
          assignments: [],
        },
      },
      'GET /api/problem/all': { body: PROBLEM_LIST },
    });
    renderInApp(
      <Routes>
        <Route path="/teacher/classes/:id/assignments/new" element={<AssignmentEditorPage />} />
      </Routes>,
      { route: '/teacher/classes/3/assignments/new' },
    );
    fireEvent.change(await screen.findByLabelText('作业标题'), { target: { value: '第 1 周' } });
    fireEvent.click(await screen.findByRole('button', { name: /添加 连线/ }));
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2026-12-01T08:00' } });
    fireEvent.change(screen.getByLabelText('截止时间'), { target: { value: '2026-11-30T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: '发布作业' }));
    expect(await screen.findByText('截止时间必须晚于开始时间')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('navigation (issue 33)', () => {
  it('shows 教师中心 to teachers only', () => {
    const labels = (over: Parameters<typeof aUser>[0]) => visibleNavItems(aUser(over)).map((i) => i.label);
    expect(labels({})).not.toContain('教师中心');
    expect(labels({ is_admin: true })).not.toContain('教师中心');
    expect(labels({ is_teacher: true })).toContain('教师中心');
    expect(visibleNavItems(null).map((i) => i.label)).not.toContain('教师中心');
  });
});
