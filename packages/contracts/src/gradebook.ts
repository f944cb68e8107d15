/**
 * The gradebook of an assignment (issue 33), for the class's teacher only: students × problems
 * with the result that counts, the teacher's read-only view of one cell's submission, and the
 * CSV export. The scoring rule lives here, beside the shapes, so the page and the export agree.
 *
 * The result that counts for a (student, problem): the earliest passing submission SUBMITTED in the
 * assignment's window (from opens_at; until due_at, or late_until when the assignment has a late
 * window) — on time when submitted by due_at, else late with the penalty. Judged after the due time
 * does not matter: a submission counts by its submit time.
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';
import { SubmissionResponse } from './judging.ts';
import { Verdict } from './verdict.ts';

/** What a cell shows: nothing judged in the window, tried without a pass, passed on time, passed late. */
export const GRADE_STATES = ['not_started', 'tried', 'passed', 'passed_late'] as const;
export const GradeState = z.enum(GRADE_STATES);
export type GradeState = z.infer<typeof GradeState>;

export const GRADE_STATE_LABELS: Record<GradeState, string> = {
  not_started: '未开始',
  tried: '未通过',
  passed: '按时通过',
  passed_late: '迟交通过',
};

/** A problem's full score; a late pass loses the assignment's penalty percentage of it. */
export const FULL_SCORE = 100;

/** The score of one cell: full on time, full less the penalty when late, nothing otherwise. */
export function gradeScore(state: GradeState, latePenaltyPercent: number): number {
  if (state === 'passed') return FULL_SCORE;
  if (state === 'passed_late') return Math.max(0, FULL_SCORE - latePenaltyPercent);
  return 0;
}

/** One cell of the table, as the server works it out (the answer sends a student's cells column by column: GradebookStudent). */
export interface GradebookCell {
  state: GradeState;
  score: number;
  /** Judged submissions in the window (system errors are not counted: they are not the student's). */
  attempts: number;
  /** When the counting pass was submitted (ISO instant), or null. */
  first_pass_at: string | null;
  /** The submission that counts: the first pass, else the latest judged one; null when none. */
  submission_id: number | null;
  verdict: Verdict | null;
}

/**
 * A student's row: each array holds one entry per problem, in the order of the answer's
 * `problems` (entry i is the cell of problems[i]). Why arrays rather than an object per cell: a
 * class of 200 and 10 problems is 2 000 cells, and their repeated keys were most of the answer's
 * bytes — and of its time to check, write and send (bench/gradebook.ts).
 */
export const GradebookStudent = z.object({
  user_id: z.number().int(),
  username: z.string(),
  states: z.array(GradeState),
  scores: z.array(z.number().int()),
  attempts: z.array(z.number().int()),
  first_pass_at: z.array(z.string().nullable()),
  submission_ids: z.array(z.number().int().nullable()),
  verdicts: z.array(Verdict.nullable()),
  total_score: z.number().int(),
  passed_count: z.number().int(),
  late_count: z.number().int(),
  total_attempts: z.number().int(),
});
export type GradebookStudent = z.infer<typeof GradebookStudent>;

/** Cell `i` of a student's row. */
export function gradebookCell(student: GradebookStudent, i: number): GradebookCell {
  return {
    state: student.states[i]!,
    score: student.scores[i]!,
    attempts: student.attempts[i]!,
    first_pass_at: student.first_pass_at[i] ?? null,
    submission_id: student.submission_ids[i] ?? null,
    verdict: student.verdicts[i] ?? null,
  };
}

export const GradebookProblem = z.object({ problem_id: z.number().int(), title: z.string(), position: z.number().int() });

export const GradebookResponse = z.object({
  status: SuccessStatus,
  assignment: z.object({
    id: z.number().int(),
    class_id: z.number().int(),
    class_name: z.string(),
    title: z.string(),
    opens_at: z.string(),
    due_at: z.string(),
    late_until: z.string().nullable(),
    late_penalty_percent: z.number().int(),
  }),
  problems: z.array(GradebookProblem),
  /** The class's students by user name; the page sorts them as the teacher asks. */
  students: z.array(GradebookStudent),
  max_score: z.number().int(),
});
export type GradebookResponse = z.infer<typeof GradebookResponse>;

/** One cell's submission as its teacher sees it: the result, the code and the run log (the waveform is its own call). */
export const GradebookSubmissionResponse = z.object({
  status: SuccessStatus,
  submission: SubmissionResponse,
  student: z.object({ user_id: z.number().int(), username: z.string() }),
  problem: z.object({ problem_id: z.number().int(), title: z.string() }),
  code: z.string(),
  log_content: z.string(),
});
export type GradebookSubmissionResponse = z.infer<typeof GradebookSubmissionResponse>;
