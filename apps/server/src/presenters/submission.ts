/** What a learner sees of a submission: status, verdict with its Chinese label, mismatch details. */
import { VERDICT_LABELS } from '@veridojo/contracts';
import type { SubmissionRow } from '../repos/submissions.ts';

export function presentSubmission(row: SubmissionRow) {
  return {
    submission_id: row.id,
    problem_id: row.problem_id,
    status: row.status,
    error_code: row.status === 'failed' ? row.verdict : null,
    verdict: row.verdict,
    verdict_label: row.verdict ? VERDICT_LABELS[row.verdict] : null,
    mismatches: row.mismatches,
    samples: row.samples,
    details: row.details,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
  };
}
