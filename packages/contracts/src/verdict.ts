/**
 * Verdicts of a judgement, in the order a judge reports the worst one first, with the Chinese
 * labels the UI shows. A submission's spec status (§3: queued, running, success, failed)
 * follows from the verdict; its error_code carries the verdict id.
 */
import { z } from 'zod';
import { ProgramOutput } from './validation.ts';

const VERDICTS = [
  'accepted',
  'wrong_answer',
  'compile_error',
  'time_limit',
  'output_limit',
  'memory_limit',
  'runtime_error',
  'system_error',
] as const;

export const Verdict = z.enum(VERDICTS);
export type Verdict = z.infer<typeof Verdict>;

export const VERDICT_LABELS: Record<Verdict, string> = {
  accepted: '通过',
  wrong_answer: '答案错误',
  compile_error: '编译错误',
  time_limit: '运行超时',
  output_limit: '输出超限',
  memory_limit: '内存超限',
  runtime_error: '运行错误',
  system_error: '系统错误',
};

export const SubmissionStatus = z.enum(['queued', 'running', 'success', 'failed']);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** The spec's final status of a judged submission: success for accepted, failed for every other verdict. */
export function statusOfVerdict(verdict: Verdict): Extract<SubmissionStatus, 'success' | 'failed'> {
  return verdict === 'accepted' ? 'success' : 'failed';
}

/** A compiler or checker message tied to a place in the user's code. */
export const Diagnostic = z.object({
  file: ProgramOutput,
  line: z.number().int(),
  column: z.number().int().nullable(),
  severity: z.enum(['error', 'warning']),
  text: ProgramOutput,
});
export type Diagnostic = z.infer<typeof Diagnostic>;
