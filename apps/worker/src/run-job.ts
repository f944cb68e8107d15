/** Runs one judge job in the jail and shapes the outcome as the protocol's result. */
import { gzipSync } from 'node:zlib';
import { JudgePayload, type JudgeResult } from '@veridojo/contracts';
import { judge } from '@veridojo/hdl/judge';

export async function runJudgeJob(payload: unknown): Promise<JudgeResult> {
  const job = JudgePayload.parse(payload);
  const outcome = await judge({
    iface: job.spec.interface,
    stimulus: job.spec.stimulus,
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
