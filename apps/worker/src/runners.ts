/**
 * One runner per job kind of the contract's registry (packages/contracts/src/jobs.ts), all in this
 * one table: a runner turns its kind's payload into its kind's result, in the jail, under the
 * limits the registry derives for that payload. The worker claims exactly the kinds of this table
 * and refuses to start when a registered kind has no runner (checkRunners).
 */
import { gzipSync } from 'node:zlib';
import {
  attachmentLimit,
  jobLimits,
  missingJobKinds,
  type ClaimedJob,
  type JobKind,
  type JobLimits,
  type JobPayload,
  type JobResult,
  IDE_LOG_CHARS,
  SIMILARITY_MAX_PAIRS,
  COUNTEREXAMPLE_LIMITS,
  COUNTEREXAMPLE_MESSAGES,
  type IdeRunPayload,
  type IdeRunResult,
  type IdeRunStatus,
  type JudgeResult,
  type JudgeSpec,
  type TestbenchTaskJudgeSpec,
} from '@veridojo/contracts';
import { judge, judgeTestbench, targetOf } from '@veridojo/judge/judge';
import { runProject, type ProjectRun } from '@veridojo/judge/project';
import { runConversion, runValidation } from '@veridojo/judge/convert';
import { runSynthesis } from '@veridojo/judge/synth';
import { runCounterexample } from '@veridojo/judge/counterexample';
import { runCheck } from '@veridojo/judge/checks';

/**
 * Why level 1: on a judged VCD it is about four times faster than the default level 6 for about a
 * quarter more bytes, and the worker's CPU is the judge's throughput.
 */
const WAVE_GZIP_LEVEL = 1;

interface RunContext {
  limits: JobLimits;
  /** Aborted when the job's lease is lost: stop at once, the result would be refused. */
  signal: AbortSignal;
  /** Where a runner adds the marks of its phases (ms since the epoch), for the worker's log line. */
  marks: Record<string, number>;
}
/**
 * What a run gives back: its kind's result, and the gzip bytes of the result's attachment — only
 * for a kind whose registry entry keeps one (JobKindDefinition.attachment; runJob checks), else null.
 */
export interface JobOutput<K extends JobKind> {
  result: JobResult<K>;
  attachment: Buffer | null;
}
type JobRunner<K extends JobKind> = (payload: JobPayload<K>, run: RunContext) => Promise<JobOutput<K>>;
type JobRunners = { [K in JobKind]: JobRunner<K> };

/** The job's limits and cancellation as the sandboxed runs take them: wall clock, CPU, output. */
function jailOf(run: RunContext) {
  return {
    timeLimitMs: run.limits.wallMs,
    limits: { cpuSeconds: run.limits.cpuSeconds, outputBytes: run.limits.outputBytes },
    signal: run.signal,
  };
}

/** A judgement of `code` against a judge specification, shaped as the protocol's result. */
async function judgeCode(job: { spec: JudgeSpec; code: string }, run: RunContext): Promise<JudgeResult> {
  if ('testbench_task' in job.spec) return judgeTestbenchCode(job.spec, job.code, run);
  const outcome = await judge({
    ...targetOf(job.spec),
    reference: job.spec.reference,
    code: job.code,
    ...jailOf(run),
    marks: run.marks,
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

/** A runner of a kind without an attachment, from the function that makes its result. */
function resultOnly<K extends JobKind>(run: (payload: JobPayload<K>, context: RunContext) => Promise<JobResult<K>>) {
  return async (payload: JobPayload<K>, context: RunContext) => ({ result: await run(payload, context), attachment: null });
}

/**
 * A testbench-writing problem's judgement: the learner's testbench against the correct design and
 * the faulty ones. The mismatch counts say how many faulty designs it missed out of how many.
 */
async function judgeTestbenchCode(spec: TestbenchTaskJudgeSpec, code: string, run: RunContext): Promise<JudgeResult> {
  const task = spec.testbench_task;
  const outcome = await judgeTestbench({
    code,
    dut: task.dut,
    designTop: task.top,
    reference: task.design,
    faulty: task.faulty,
    ...jailOf(run),
  });
  return {
    verdict: outcome.verdict,
    mismatches: outcome.total - outcome.caught,
    samples: outcome.total,
    output_mismatches: {},
    first_mismatch: null,
    diagnostics: outcome.diagnostics,
    log: outcome.log,
    waveform_gz: null,
    testbench: { caught: outcome.caught, total: outcome.total, missed: outcome.missed, reference_passed: outcome.referencePassed },
  };
}

type IdeMode = 'compile' | 'simulate';

const IDE_MESSAGES: Record<IdeMode, Record<IdeRunStatus, string>> = {
  compile: {
    success: '编译成功',
    compile_error: '编译失败',
    refused: '编译失败：代码中有在线 IDE 不允许的内容',
    time_limit: '编译超时',
    output_limit: '编译失败：输出超出限制',
    memory_limit: '编译失败：内存超出限制',
    runtime_error: '编译失败',
  },
  simulate: {
    success: '仿真完成',
    compile_error: '仿真失败：编译出错',
    refused: '仿真失败：代码中有在线 IDE 不允许的内容',
    time_limit: '仿真超时',
    output_limit: '仿真失败：输出超出限制',
    memory_limit: '仿真失败：内存超出限制',
    runtime_error: '仿真失败：仿真器出错退出',
  },
};

function ideStatus(run: ProjectRun): IdeRunStatus {
  if (run.status !== 'finished') return run.status;
  const exit = run.simulation?.exitCode ?? 0;
  return exit === 0 || run.waveformTruncated ? 'success' : 'runtime_error';
}

/** The log the IDE's output tab shows: notices, then each tool's part under its heading. */
function ideLog(run: ProjectRun, mode: IdeMode, extra: string[], payload: IdeRunPayload): string {
  const parts = [`顶层模块 ${payload.top_module}；文件：${Object.keys(payload.files).join('、')}`];
  parts.push(...[...run.notices, ...extra].map((n) => `注意：${n}`));
  if (run.status === 'refused') parts.push(...run.diagnostics.map((d) => `${d.file ? `${d.file}:${d.line}: ` : ''}${d.text}`));
  // A clean compile says so: an empty output tab reads as "nothing happened".
  const clean = mode === 'compile' && run.status === 'finished';
  if (run.compileLog.trim() !== '' || run.status === 'compile_error' || clean)
    parts.push('== 编译 (Icarus Verilog) ==', run.compileLog.trim() === '' ? '没有错误和警告' : run.compileLog.trimEnd());
  if (mode === 'compile' && (run.lintLog.trim() !== '' || clean))
    parts.push('== 代码检查 (Verilator --lint-only -Wall) ==', run.lintLog.trim() === '' ? '没有发现问题' : run.lintLog.trimEnd());
  if (run.simulation) parts.push('== 仿真 (vvp) ==', run.simulation.log.trimEnd());
  return headOf(parts.join('\n'));
}

const CUT_NOTE = `\n……（日志超过 ${IDE_LOG_CHARS / 1024} KiB，后面的部分已省略）`;

/**
 * The head of a log, within what the job row keeps (IDE_LOG_CHARS) and with a note when cut: a
 * `$display` in a zero-delay loop writes tens of MiB, which the report could not carry.
 */
function headOf(log: string): string {
  return log.length <= IDE_LOG_CHARS ? log : log.slice(0, IDE_LOG_CHARS - CUT_NOTE.length) + CUT_NOTE;
}

/**
 * A compile (with lint) or a simulation of a learner's project in the IDE, shaped as the protocol's
 * result; the VCD, gzip'd, as its attachment — dropped with a notice above the kind's limit.
 */
function ideRun(mode: IdeMode) {
  const waveformLimit = attachmentLimit(mode) ?? 0;
  return async (payload: IdeRunPayload, run: RunContext): Promise<{ result: IdeRunResult; attachment: Buffer | null }> => {
    const outcome = await runProject({
      files: payload.files,
      ...(payload.data_files === undefined ? {} : { dataFiles: payload.data_files }),
      top: payload.top_module,
      compileOnly: mode === 'compile',
      ...jailOf(run),
      cpuSeconds: run.limits.cpuSeconds,
    });
    const extra: string[] = [];
    let waveform = outcome.waveform === null ? null : gzipSync(outcome.waveform, { level: WAVE_GZIP_LEVEL });
    if (waveform !== null && waveform.length > waveformLimit) {
      waveform = null;
      extra.push(`波形压缩后仍超过 ${waveformLimit / 1024 / 1024} MiB，无法返回；请减少 $dumpvars 的信号或缩短仿真时间`);
    }
    const status = ideStatus(outcome);
    const result: IdeRunResult = {
      status,
      message: IDE_MESSAGES[mode][status],
      log: ideLog(outcome, mode, extra, payload),
      diagnostics: outcome.diagnostics,
      waveform_truncated: outcome.waveformTruncated,
      dump_inserted: outcome.dumpInserted,
      outputs: outcome.outputs,
    };
    return { result, attachment: waveform };
  };
}

export const RUNNERS: JobRunners = {
  /** A learner's submission. */
  judge: resultOnly<'judge'>(judgeCode),
  /** An imported problem's reference judged against itself: the same judgement. */
  validate: resultOnly<'validate'>(judgeCode),
  /** The IDE's compile button: the project compiled and linted, nothing simulated. */
  compile: ideRun('compile'),
  /** The IDE's simulate button: compiled and run with the testbench as top, returning log and VCD. */
  simulate: ideRun('simulate'),
  /** The converter: a conversion proven by co-simulation, or a syntax check (compile and lint). */
  convert: resultOnly<'convert'>((payload, run) => {
    // A conversion runs two jails (convert, then prove): each gets half the job's wall clock; both
    // the registry's CPU and output limits (not the jail's defaults).
    const jail = jailOf(run);
    const timeLimitMs = payload.mode === 'convert' ? Math.floor(jail.timeLimitMs / 2) : jail.timeLimitMs;
    const request = { files: payload.files, top: payload.top, timeLimitMs, limits: jail.limits, signal: run.signal };
    return payload.mode === 'convert' ? runConversion({ ...request, seed: payload.seed }) : runValidation(request);
  }),
  /**
   * A synthesis report (Yosys, under the judging policy, in one jail): the report, and the JSON
   * netlist gzip'd as its attachment — dropped with a note above the kind's limit.
   */
  synth: async (payload, run) => {
    const jail = jailOf(run);
    const outcome = await runSynthesis({
      files: payload.files,
      top: payload.top_module,
      timeLimitMs: jail.timeLimitMs,
      cpuSeconds: run.limits.cpuSeconds,
      limits: jail.limits,
      signal: run.signal,
    });
    const limit = attachmentLimit('synth') ?? 0;
    let netlist = outcome.netlist === null ? null : gzipSync(outcome.netlist, { level: WAVE_GZIP_LEVEL });
    const report = { ...outcome.report };
    if (netlist !== null && netlist.length > limit) {
      netlist = null;
      report.log = `${report.log}\n注意：网表压缩后仍超过 ${limit / 1024 / 1024} MiB，不返回原理图数据`.trim();
    }
    return { result: report, attachment: netlist };
  },
  /**
   * A formal counterexample (issue 32): the learner's design against the reference by a Yosys
   * miter, in one jail under the judging policy; depth and solver time from COUNTEREXAMPLE_LIMITS.
   * A problem the search cannot model (its own testbench, a testbench-writing task) is unsupported;
   * the server queues none for them, this is the worker's own guard.
   */
  counterexample: resultOnly<'counterexample'>(async (payload, run) => {
    const jail = jailOf(run);
    const spec = payload.spec;
    const sequential = 'interface' in spec && spec.interface.clock !== undefined;
    if (!('interface' in spec))
      return {
        status: 'unsupported',
        sequential,
        depth: 0,
        cycles: null,
        inputs: [],
        outputs: [],
        steps: [],
        differing: [],
        message: COUNTEREXAMPLE_MESSAGES.notModelled,
        log: '',
      };
    const { result } = await runCounterexample({
      code: payload.code,
      iface: spec.interface,
      reference: spec.reference,
      depth: COUNTEREXAMPLE_LIMITS.depth,
      solverSeconds: COUNTEREXAMPLE_LIMITS.solverSeconds,
      timeLimitMs: jail.timeLimitMs,
      cpuSeconds: run.limits.cpuSeconds,
      limits: jail.limits,
      signal: run.signal,
    });
    run.marks.searched = Date.now();
    return result;
  }),
  /**
   * A similarity check (issue 33): the class's submissions compared pairwise on the check thread
   * (nothing runs, so no jail), under its deadline; the pairs by submission id, scores to 3 places.
   */
  similarity: resultOnly<'similarity'>(async (payload, run) => {
    const ids = payload.submissions.map((s) => s.submission_id);
    const found = await runCheck(
      'similarity',
      { sources: payload.submissions.map((s) => s.code), excluded: payload.excluded, maxPairs: SIMILARITY_MAX_PAIRS },
      { signal: run.signal },
    );
    run.marks.compared = Date.now();
    return {
      compared: ids.length,
      threshold: found.threshold,
      pairs: found.pairs.map((p) => ({ a: ids[p.a]!, b: ids[p.b]!, score: Math.round(p.score * 1000) / 1000 })),
      more_pairs: found.more,
    };
  }),
};

/** The kinds this worker claims: those it has a runner for. */
export const RUNNABLE_KINDS = Object.keys(RUNNERS) as JobKind[];

/** Throws, naming them, when registered kinds have no runner in `table`: the worker must not start then. */
export function checkRunners(table: Partial<Record<string, unknown>>): void {
  const missing = missingJobKinds(table);
  if (missing.length > 0) throw new Error(`job kinds without a runner in this worker: ${missing.join(', ')}`);
}

/**
 * Runs a claimed job with its kind's runner under the limits the registry derives from its payload;
 * the runner adds the marks of its phases to `marks`.
 */
export async function runJob(job: ClaimedJob, signal: AbortSignal, marks: Record<string, number> = {}): Promise<JobOutput<JobKind>> {
  const runner = RUNNERS[job.kind] as JobRunner<JobKind>;
  const output = await runner(job.payload, { limits: jobLimits(job.kind, job.payload), signal, marks });
  if (output.attachment !== null && attachmentLimit(job.kind) === null)
    throw new Error(`${job.kind} keeps no attachment, its runner made one`);
  return output;
}
