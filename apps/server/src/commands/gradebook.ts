/**
 * The gradebook of an assignment (issue 33) for its class's teacher: the counters
 * (repos/gradebook.ts) recomputed first when the assignment's basis changed since, then turned into
 * cells and totals by the scoring rule of contracts/gradebook.ts; and its CSV export — UTF-8 with a
 * byte-order mark, formula-safe cells and Beijing times, like the member export
 * (member-export.ts), one row per student.
 *
 * Anyone but the class's teacher (another teacher, a student, an admin) is told the assignment does
 * not exist, as for an id that names nothing: whether it exists is not theirs to learn.
 */
import {
  beijingDateTime,
  FULL_SCORE,
  GRADE_STATE_LABELS,
  gradeScore,
  type GradebookCell,
  type GradebookResponse,
  type GradebookStudent,
  type GradeState,
} from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { UserRow } from '../repos/users.ts';
import { gradebookHead, gradeRows, refreshGrades, type GradebookHead, type GradeRow } from '../repos/gradebook.ts';
import { csvCell } from './member-export.ts';

/** The assignment when `user` teaches its class; the assignment's not-found otherwise. */
async function gradedAssignment(ctx: AppContext, user: UserRow, assignmentId: number): Promise<GradebookHead> {
  const head = await gradebookHead(ctx.db, assignmentId);
  if (!head || head.teacher_id !== user.id) throw new AppError('ASSIGNMENT_NOT_FOUND');
  if (!head.fresh) await refreshGrades(ctx.db, assignmentId);
  return head;
}

function cellOf(row: GradeRow, head: GradebookHead): GradebookCell {
  const empty = row.attempts === null;
  let state: GradeState = empty ? 'not_started' : 'tried';
  if (row.first_pass_at) state = row.first_pass_at.getTime() <= head.due_at.getTime() ? 'passed' : 'passed_late';
  const passed = state === 'passed' || state === 'passed_late';
  return {
    problem_id: row.problem_id,
    state,
    score: gradeScore(state, head.late_penalty_percent),
    attempts: row.attempts ?? 0,
    first_pass_at: row.first_pass_at?.toISOString() ?? null,
    submission_id: passed ? row.first_pass_id : row.last_id,
    verdict: passed ? 'accepted' : row.last_verdict,
  };
}

/** The students with a cell per problem in the assignment's order, and their totals. */
function studentsOf(head: GradebookHead, rows: GradeRow[]): GradebookStudent[] {
  const order = new Map(head.problems.map((p, i) => [p.problem_id, i]));
  const students = new Map<number, GradebookStudent>();
  for (const row of rows) {
    let student = students.get(row.user_id);
    if (!student) {
      student = { user_id: row.user_id, username: row.username, cells: [], total_score: 0, passed_count: 0, late_count: 0, attempts: 0 };
      students.set(row.user_id, student);
    }
    const cell = cellOf(row, head);
    student.cells[order.get(row.problem_id)!] = cell;
    student.total_score += cell.score;
    student.attempts += cell.attempts;
    if (cell.state === 'passed' || cell.state === 'passed_late') student.passed_count += 1;
    if (cell.state === 'passed_late') student.late_count += 1;
  }
  return [...students.values()];
}

export async function gradebook(ctx: AppContext, user: UserRow, assignmentId: number): Promise<GradebookResponse> {
  const head = await gradedAssignment(ctx, user, assignmentId);
  const rows = await gradeRows(ctx.db, head.id, head.class_id);
  return {
    status: 'success',
    assignment: {
      id: head.id,
      class_id: head.class_id,
      class_name: head.class_name,
      title: head.title,
      opens_at: head.opens_at.toISOString(),
      due_at: head.due_at.toISOString(),
      late_until: head.late_until?.toISOString() ?? null,
      late_penalty_percent: head.late_penalty_percent,
    },
    problems: head.problems,
    students: studentsOf(head, rows),
    max_score: FULL_SCORE * head.problems.length,
  };
}

const BOM = '\uFEFF';

function line(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The export: a header naming each problem's columns (score, state, submissions, first pass in
 * Beijing time), then one row per student with the totals. A class is at most a few hundred rows,
 * so it is one chunk.
 */
export async function gradebookCsv(ctx: AppContext, user: UserRow, assignmentId: number): Promise<{ bytes: Buffer; fileName: string }> {
  const book = await gradebook(ctx, user, assignmentId);
  const header = ['用户ID', '用户名'];
  book.problems.forEach((p, i) => {
    const name = `${i + 1}. ${p.title}`;
    header.push(`${name} 得分`, `${name} 状态`, `${name} 提交次数`, `${name} 首次通过时间（北京时间）`);
  });
  header.push(`总分（满分 ${book.max_score}）`, '通过题数', '迟交题数', '提交总数');
  const rows = book.students.map((s) =>
    line([
      String(s.user_id),
      s.username,
      ...s.cells.flatMap((c) => [
        String(c.score),
        GRADE_STATE_LABELS[c.state],
        String(c.attempts),
        c.first_pass_at ? (beijingDateTime(c.first_pass_at) ?? '') : '',
      ]),
      String(s.total_score),
      String(s.passed_count),
      String(s.late_count),
      String(s.attempts),
    ]),
  );
  return { bytes: Buffer.from(BOM + line(header) + rows.join(''), 'utf8'), fileName: `${book.assignment.title}-成绩.csv` };
}
