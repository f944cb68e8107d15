/**
 * The gradebook of an assignment (issue 33) for its class's teacher: the counters
 * (repos/gradebook.ts) recomputed first when the assignment's basis changed since, then turned into
 * cells and totals by the scoring rule of contracts/gradebook.ts; and its CSV export — UTF-8 with a
 * byte-order mark, formula-safe cells and Beijing times, like the member export
 * (member-export.ts), one row per student.
 *
 * The calls are the call table's access 'teacher' (a student is refused before the handler); any
 * teacher but the class's own is told the assignment does not exist (class-access.ts), as for an
 * id that names nothing: whether it exists is not theirs to learn.
 */
import {
  beijingDateTime,
  FULL_SCORE,
  GRADE_STATE_LABELS,
  gradebookCell,
  gradeScore,
  type GradebookCell,
  type GradebookResponse,
  type GradebookStudent,
  type GradeState,
  type Verdict,
} from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import type { UserRow } from '../repos/users.ts';
import { gradebookHead, gradebookStamp, gradeCells, refreshGrades, type GradebookHead, type GradeRow } from '../repos/gradebook.ts';
import { teacherAssignment } from './class-access.ts';
import { csvCell } from './member-export.ts';

/** The assignment when `user` teaches its class (class-access.ts, the rule of every teacher's call); its not-found otherwise. */
async function gradedAssignment(ctx: AppContext, user: UserRow, assignmentId: number): Promise<GradebookHead> {
  await teacherAssignment(ctx, user, assignmentId);
  const head = await gradebookHead(ctx.db, assignmentId);
  // Deleted or moved between the two reads: as absent.
  if (!head || head.teacher_id !== user.id) throw new AppError('ASSIGNMENT_NOT_FOUND');
  if (!head.fresh) await refreshGrades(ctx.db, assignmentId);
  return head;
}

function cellOf(row: GradeRow, latePenaltyPercent: number): GradebookCell {
  const state: GradeState = row.first_pass_ms === null ? 'tried' : row.on_time ? 'passed' : 'passed_late';
  const passed = state !== 'tried';
  return {
    state,
    score: gradeScore(state, latePenaltyPercent),
    attempts: row.attempts,
    first_pass_at: row.first_pass_ms === null ? null : new Date(row.first_pass_ms).toISOString(),
    submission_id: passed ? row.first_pass_id : row.last_id,
    verdict: passed ? 'accepted' : row.last_verdict,
  };
}

/** A row of nothing yet (not started everywhere) for a student of the roster. */
function emptyRow(userId: number, username: string, problems: number): GradebookStudent {
  return {
    user_id: userId,
    username,
    states: Array<GradeState>(problems).fill('not_started'),
    scores: Array<number>(problems).fill(0),
    attempts: Array<number>(problems).fill(0),
    first_pass_at: Array<string | null>(problems).fill(null),
    submission_ids: Array<number | null>(problems).fill(null),
    verdicts: Array<Verdict | null>(problems).fill(null),
    total_score: 0,
    passed_count: 0,
    late_count: 0,
    total_attempts: 0,
  };
}

/** The roster, each student's cells in the assignment's problem order (not started where no counter row is), and their totals. */
function studentsOf(head: GradebookHead, rows: GradeRow[]): GradebookStudent[] {
  const column = new Map(head.problems.map((p, i) => [p.problem_id, i]));
  const students = new Map(head.roster.map(([userId, username]) => [userId, emptyRow(userId, username, head.problems.length)]));
  for (const row of rows) {
    const student = students.get(row.user_id);
    const i = column.get(row.problem_id);
    // A row of a student who left or a problem removed since: the roster and problems are what count.
    if (!student || i === undefined) continue;
    const cell = cellOf(row, head.late_penalty_percent);
    student.states[i] = cell.state;
    student.scores[i] = cell.score;
    student.attempts[i] = cell.attempts;
    student.first_pass_at[i] = cell.first_pass_at;
    student.submission_ids[i] = cell.submission_id;
    student.verdicts[i] = cell.verdict;
    student.total_score += cell.score;
    student.total_attempts += cell.attempts;
    if (cell.state !== 'tried') student.passed_count += 1;
    if (cell.state === 'passed_late') student.late_count += 1;
  }
  return [...students.values()];
}

/**
 * The stamp of assignment `assignmentId`'s gradebook (repos/gradebook.ts gradebookStamp) when `user`
 * teaches its class — the teachers' access rule, applied by the stamp's own query — and the
 * assignment's not-found otherwise, as teacherAssignment answers. An answer made after it, under
 * the same stamp, is still the answer.
 */
export async function gradebookStampFor(ctx: AppContext, user: UserRow, assignmentId: number): Promise<string> {
  const stamp = await gradebookStamp(ctx.db, user.id, assignmentId);
  if (stamp === undefined) throw new AppError('ASSIGNMENT_NOT_FOUND');
  return stamp;
}

export async function gradebook(ctx: AppContext, user: UserRow, assignmentId: number): Promise<GradebookResponse> {
  const head = await gradedAssignment(ctx, user, assignmentId);
  const rows = await gradeCells(ctx.db, head.id);
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
      ...book.problems.flatMap((_p, i) => {
        const cell = gradebookCell(s, i);
        return [
          String(cell.score),
          GRADE_STATE_LABELS[cell.state],
          String(cell.attempts),
          cell.first_pass_at ? (beijingDateTime(cell.first_pass_at) ?? '') : '',
        ];
      }),
      String(s.total_score),
      String(s.passed_count),
      String(s.late_count),
      String(s.total_attempts),
    ]),
  );
  return { bytes: Buffer.from(BOM + line(header) + rows.join(''), 'utf8'), fileName: `${book.assignment.title}-成绩.csv` };
}
