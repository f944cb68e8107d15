/** Runs one job in the jail — a judgement, or a validation of an imported reference — and shapes the outcome as the protocol's result. */
import { gzipSync } from 'node:zlib';
import { JudgePayload, ValidatePayload, type JudgeResult } from '@veridojo/contracts';
import { judge, targetOf } from '@veridojo/judge/judge';

/**
 * Why level 1: on a judged VCD it is about four times faster than the default level 6 for about a
 * quarter more bytes, and the worker's CPU is the judge's throughput.
 */
const WAVE_GZIP_LEVEL = 1;

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
    waveform_gz: outcome.waveform === null ? null : gzipSync(outcome.waveform, { level: WAVE_GZIP_LEVEL }).toString('base64'),
  };
}
