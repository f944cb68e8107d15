/**
 * Verdicts of a judgement, in the order a judge reports the worst one first, with the Chinese
 * labels the UI shows. A submission's spec status (§3: queued, running, success, failed)
 * follows from the verdict; its error_code carries the verdict id.
 */
import { z } from 'zod';
import { ProgramOutput } from './validation.ts';
import { VERDICTS } from './verdict-labels.ts';

export const Verdict = z.enum(VERDICTS);
export type Verdict = z.infer<typeof Verdict>;

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
