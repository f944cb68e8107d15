/**
 * The problem and submission calls of spec §7 and the problem-pack import. The worker protocol
 * and the job kinds it carries are jobs.ts.
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';
import { Difficulty } from './problem.ts';
import { ProgramOutput, text } from './validation.ts';
import { SubmissionCounterexample } from './counterexample.ts';
import { Diagnostic, SubmissionStatus, Verdict } from './verdict.ts';

const COMPLETION_STATUSES = ['已完成', '未完成', '失败', '运行中'] as const;
export const CompletionStatus = z.enum(COMPLETION_STATUSES);
export type CompletionStatus = z.infer<typeof CompletionStatus>;

const ChapterRef = z.object({ id: z.number().int(), number: z.number().int(), title: z.string() });

export const ProblemListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The chapter the problem belongs to; the list is in curriculum order (chapter, then position). */
  chapter: ChapterRef,
  position: z.number().int(),
  title: z.string(),
  tags: z.array(z.string()),
  difficulty: Difficulty,
  is_completed: CompletionStatus,
  passed_users_count: z.number().int(),
  submitted_users_count: z.number().int(),
  /** Beyond the problem limit for a normal user or a visitor. */
  locked: z.boolean(),
});
export type ProblemListItem = z.infer<typeof ProblemListItem>;
export const ProblemListResponse = z.array(ProblemListItem);

export const ProblemDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  document: z.string(),
  difficulty: Difficulty,
  tags: z.array(z.string()),
  code_template: z.string(),
  /** The next problem in curriculum order, or null at the end. */
  next_problem_id: z.number().int().nullable(),
});

/** Why 64 KiB: ten times the longest reference design; larger code is a mistake or abuse. */
export const MAX_CODE_CHARS = 65_536;
const CODE_MSG = {
  empty: '请输入Verilog代码',
  tooLong: `代码过长：最多 ${MAX_CODE_CHARS} 个字符`,
} as const;

/**
 * Source text as stored, under the contract's character rule for multi-line text: no NUL
 * (PostgreSQL text cannot hold it) and no control character but tab, newline and carriage return
 * (no Verilog source needs one, and Icarus ends tokens at them where the construct scan would not).
 */
const SourceText = text('代码', { multiline: true, error: CODE_MSG.empty }).max(MAX_CODE_CHARS, CODE_MSG.tooLong);

export const CodeBody = z.strictObject({ code: SourceText });
export const SubmitBody = z.strictObject({ code: SourceText.refine((c) => c.trim() !== '', CODE_MSG.empty) });
export const SubmitResponse = z.object({ status: SuccessStatus, message: z.string(), submission_id: z.number().int() });
export const DraftSaved = z.object({ status: SuccessStatus, message: z.string(), draft_time: z.string() });
export const DraftResponse = z.object({ status: SuccessStatus, draft_code: z.string(), draft_time: z.string() });
export const ProblemStatusResponse = z.array(z.object({ id: z.number().int(), completion_status: CompletionStatus }));
export const SubmitHistoryResponse = z.array(
  z.object({ submission_id: z.number().int(), status: SubmissionStatus, verdict: Verdict.nullable(), created_at: z.string() }),
);

export const FirstMismatch = z.object({ time: z.number(), inputs: z.record(z.string(), ProgramOutput) });
/** A testbench-writing problem's judgement: faulty designs caught out of how many, the categories missed. */
export const TestbenchTaskResult = z.object({
  caught: z.number().int(),
  total: z.number().int(),
  /** The categories (复位、边界值…) of the faulty designs not caught: the judge reads them from the problem's files. */
  missed: z.array(text('错误类型').max(40)).max(100),
  reference_passed: z.boolean(),
});
const SubmissionDetails = z.object({
  output_mismatches: z.record(z.string(), z.number().int()),
  first_mismatch: FirstMismatch.nullable(),
  diagnostics: z.array(Diagnostic),
  testbench: TestbenchTaskResult.optional(),
});
export const SubmissionResponse = z.object({
  submission_id: z.number().int(),
  problem_id: z.number().int(),
  /** Spec §3: queued, running, success or failed. */
  status: SubmissionStatus,
  /** The verdict id when the judgement failed (spec §3 error_code), else null. */
  error_code: Verdict.nullable(),
  verdict: Verdict.nullable(),
  verdict_label: z.string().nullable(),
  mismatches: z.number().int().nullable(),
  samples: z.number().int().nullable(),
  details: SubmissionDetails.nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /**
   * The detail call (GET /submission/:id) of a wrong answer to a bank problem: the formal
   * counterexample (issue 32), pending while it is searched; null when there is none to show.
   * Absent from the verdict's event stream, which ends before the search does.
   */
  counterexample: SubmissionCounterexample.nullable().optional(),
});
export const SubmissionLogResponse = z.object({ status: SuccessStatus, log_content: z.string() });
export const SubmissionWaveformResponse = z.object({ status: SuccessStatus, waveform_content: z.string() });
/** Pages of the caller's submissions; why at most 100 a page: one screenful of history is enough. */
export const SubmissionListQuery = z.strictObject({
  page: z.coerce.number().int().min(1, '页码必须是正整数').default(1),
  page_size: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
});
export const SubmissionListResponse = z.array(
  z.object({
    submission_id: z.number().int(),
    problem_id: z.number().int(),
    problem_title: z.string(),
    status: SubmissionStatus,
    verdict: Verdict.nullable(),
    created_at: z.string(),
  }),
);

// ---- Problem packs (admin) ----

/** The largest pack upload. Why 20 MiB: a pack is a few hundred small text files; this is far above that and far below harm. */
export const PACK_ZIP_BYTES = 20 * 1024 * 1024;

const ImportOutcome = z.enum(['imported', 'updated', 'unchanged', 'rejected']);
type ImportOutcome = z.infer<typeof ImportOutcome>;
/** One line of an import's report: a problem folder and what became of it. */
export const ImportLine = z.object({
  folder: z.string(),
  slug: z.string().nullable(),
  outcome: ImportOutcome,
  reason: z.string().optional(),
});
export type ImportLine = z.infer<typeof ImportLine>;
export const ImportQuery = z.strictObject({
  /** The pack's name: imports are keyed by it and the slug, so a re-import updates its own problems only. */
  name: text('题目包名称')
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, '题目包名称只能包含字母、数字、下划线、点和连字符（最多 64 个字符）')
    .default('pack'),
});
export const ImportResponse = z.object({
  status: SuccessStatus,
  results: z.array(ImportLine),
  summary: z.object({ imported: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), rejected: z.number().int() }),
});
