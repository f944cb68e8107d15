/**
 * One runner per job kind of the contract's registry (packages/contracts/src/jobs.ts), all in this
 * one table: a runner turns its kind's payload into its kind's result, in the jail, under the
 * limits the registry derives for that payload. The worker claims exactly the kinds of this table
 * and refuses to start when a registered kind has no runner (checkRunners).
 */
import { gzipSync } from 'node:zlib';
import {
  jobLimits,
  missingJobKinds,
  type ClaimedJob,
  type JobKind,
  type JobLimits,
  type JobPayload,
  type JobResult,
  type JudgeResult,
  type JudgeSpec,
} from '@veridojo/contracts';
import { judge, targetOf } from '@veridojo/judge/judge';

/**
 * Why level 1: on a judged VCD it is about four times faster than the default level 6 for about a
 * quarter more bytes, and the worker's CPU is the judge's throughput.
 */
const WAVE_GZIP_LEVEL = 1;

export interface RunContext {
  limits: JobLimits;
  /** Aborted when the job's lease is lost: stop at once, the result would be refused. */
  signal: AbortSignal;
}
export type JobRunner<K extends JobKind> = (payload: JobPayload<K>, run: RunContext) => Promise<JobResult<K>>;
export type JobRunners = { [K in JobKind]: JobRunner<K> };

/** A judgement of `code` against a judge specification, shaped as the protocol's result. */
async function judgeCode(job: { spec: JudgeSpec; code: string }, run: RunContext): Promise<JudgeResult> {
  const outcome = await judge({
    ...targetOf(job.spec),
    reference: job.spec.reference,
    code: job.code,
    timeLimitMs: run.limits.wallMs,
    limits: { cpuSeconds: run.limits.cpuSeconds, outputBytes: run.limits.outputBytes },
    signal: run.signal,
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

export const RUNNERS: JobRunners = {
  /** A learner's submission. */
  judge: judgeCode,
  /** An imported problem's reference judged against itself: the same judgement. */
  validate: judgeCode,
};

/** The kinds this worker claims: those it has a runner for. */
export const RUNNABLE_KINDS = Object.keys(RUNNERS) as JobKind[];

/** Throws, naming them, when registered kinds have no runner in `table`: the worker must not start then. */
export function checkRunners(table: Partial<Record<string, unknown>>): void {
  const missing = missingJobKinds(table);
  if (missing.length > 0) throw new Error(`job kinds without a runner in this worker: ${missing.join(', ')}`);
}

/** Runs a claimed job with its kind's runner under the limits the registry derives from its payload. */
export function runJob(job: ClaimedJob, signal: AbortSignal): Promise<JobResult<JobKind>> {
  const runner = RUNNERS[job.kind] as JobRunner<JobKind>;
  return runner(job.payload, { limits: jobLimits(job.kind, job.payload), signal });
}
