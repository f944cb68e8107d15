/** Runs one job in the jail — a judgement, or a validation of an imported reference — and shapes the outcome as the protocol's result. */
import { gzipSync } from 'node:zlib';
import { JudgePayload, ValidatePayload, type JudgeResult } from '@veridojo/contracts';
import { judge, targetOf } from '@veridojo/hdl/judge';

export async function runJob(kind: string, payload: unknown): Promise<JudgeResult> {
  const job = kind === 'validate' ? ValidatePayload.parse(payload) : JudgePayload.parse(payload);
  const outcome = await judge({
    ...targetOf(job.spec),
    reference: job.spec.reference,
    code: job.code,
    timeLimitMs: job.spec.time_limit_ms,
  });
  return {
    verdict: outcome.verdict,
    mismatches: outcome.mismatches,
    samples: outcome.samples,
    output_mismatches: outcome.outputMismatches,
    first_mismatch: outcome.firstMismatch,
    diagnostics: outcome.diagnostics,
    log: outcome.log,
    waveform_gz: outcome.waveform === null ? null : gzipSync(outcome.waveform).toString('base64'),
  };
}
