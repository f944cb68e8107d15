/**
 * One judgement in one jail: preprocess the user's code (in the jail), check its constructs
 * (here, between the jail's two phases), then compile it with the reference and the testbench and
 * simulate. The testbench is generated from the problem's interface and stimulus, or is the
 * problem's own (custom-testbench.ts). The outcome is a verdict with mismatch counts, the first
 * mismatch, diagnostics, the log and the VCD. Reference and testbench modules get fresh names
 * every run, the result lines carry a fresh nonce, and the reported sample count is checked.
 */
import crypto from 'node:crypto';
import type { Diagnostic, JudgeSpec, Verdict } from '@veridojo/contracts';
import { runInJail, type JailLimits } from '../sandbox.ts';
import { parseIcarusMessages } from './diagnostics.ts';
import { definedModules, renameIdentifiers } from '@veridojo/problem-format';
import { customLearnerLog, prepareCustomTestbench, readCustomMarks, restoreNames, type CustomTestbench } from './custom-testbench.ts';
import { checkCompiledDesign } from './design-check.ts';
import { scanPreprocessed, scanRawSource, type ScanProblem } from './scan.ts';
import { expectedSamples, generateTestbench, MARK, WAVE_FILE, type ProblemInterface, type Stimulus } from './testbench.ts';

/** What the learner's code is judged against: a generated testbench, or the problem's own. */
export type JudgeTarget =
  | { iface: ProblemInterface; stimulus: Stimulus; testbench?: undefined }
  | { testbench: CustomTestbench; iface?: undefined; stimulus?: undefined };

export type JudgeRequest = JudgeTarget & {
  reference: string;
  /** The learner's source; one file. */
  code: string;
  /** Wall-clock limit of the whole judgement. */
  timeLimitMs: number;
  seed?: number;
  limits?: Partial<JailLimits>;
  /**
   * Which checks run: all of them (always, for jobs, which have no way to carry this), or — only
   * in the golden suite, to prove each depth holds alone — the compiled-design check without the
   * token scan ('compiled'), or neither, leaving the jail alone ('jail-only').
   */
  checks?: 'all' | 'compiled' | 'jail-only';
  /** Aborting ends the judgement at once (its outcome is then meaningless): the worker lost the lease. */
  signal?: AbortSignal;
};

export interface FirstMismatch {
  time: number;
  inputs: Record<string, string>;
}

export interface JudgeOutcome {
  verdict: Verdict;
  mismatches: number;
  samples: number;
  outputMismatches: Record<string, number>;
  firstMismatch: FirstMismatch | null;
  /** Samples after reset where the reference itself drove X (the checker wants 0). */
  referenceXAfterReset: number;
  diagnostics: Diagnostic[];
  log: string;
  waveform: string | null;
  seed: number;
  wallMs: number;
}

export const USER_FILE = 'main.v';
const USER_PP = '/job/user.pp.v';

/**
 * The jail's driver. Each tool runs in a subshell so a limit signal (SIGXFSZ, SIGXCPU) ends the
 * tool, not the driver. Exit codes travel as values; logs, the preprocessed code and the compiled
 * design as files. Two decisions come from the worker on stdin: after the construct scan of the
 * preprocessed code, and after the check of the compiled design (by then the worker has removed
 * the testbench and the reference from /in). The learner's design is also elaborated alone, with
 * its own module as the root: a name that reaches outside it cannot resolve there. The simulator
 * reads the compiled design through a FIFO from a file already deleted, so nothing the design can
 * open holds the testbench, the reference or their compiled form.
 */
function driver(tbName: string, tbFile: string, learnerTop: string | null): string {
  const alone = learnerTop
    ? `(iverilog -g2012 -o /job/alone -s ${learnerTop} ${USER_PP} > /job/alone.txt 2>&1 3>&-)
emit_value alone_rc $?
emit alone_log /job/alone.txt`
    : '';
  return `
(iverilog -g2012 -E -o ${USER_PP} /in/user/${USER_FILE} > /job/pp.txt 2>&1 3>&-)
emit_value pp_rc $?
emit pp_log /job/pp.txt
emit preprocessed ${USER_PP}
read decision || exit 0
[ "$decision" = go ] || exit 0
${alone}
(iverilog -g2012 -o /job/sim -s ${tbName} /in/${tbFile} /in/reference.v ${USER_PP} > /job/compile.txt 2>&1 3>&-)
rc=$?
emit_value compile_rc $rc
emit compile_log /job/compile.txt
[ $rc = 0 ] || exit 0
emit design /job/sim
read decision || exit 0
[ "$decision" = go ] || exit 0
mkfifo /job/design
exec 4< /job/sim
rm -f /job/sim /job/alone
cat <&4 > /job/design 3>&- &
exec 4<&-
(vvp -n /job/design < /dev/null > /job/sim.txt 2>&1 3>&-)
emit_value sim_rc $?
emit sim_log /job/sim.txt
emit wave /job/${WAVE_FILE}
`;
}

function lineOf(source: string, pattern: RegExp): number {
  const index = source.search(pattern);
  return index < 0 ? 1 : source.slice(0, index).split('\n').length;
}

function outcome(partial: Partial<JudgeOutcome> & Pick<JudgeOutcome, 'verdict' | 'log' | 'seed' | 'wallMs'>): JudgeOutcome {
  return {
    mismatches: 0,
    samples: 0,
    outputMismatches: {},
    firstMismatch: null,
    referenceXAfterReset: 0,
    diagnostics: [],
    waveform: null,
    ...partial,
  };
}

/** A compile error for code the checks refused, each problem on its line. */
function refused(problems: ScanProblem[], seed: number, wallMs: number): JudgeOutcome {
  return outcome({
    verdict: 'compile_error',
    diagnostics: problems.map((p) => ({ file: USER_FILE, line: p.line, column: null, severity: 'error', text: p.message })),
    log: problems.map((p) => `${USER_FILE}:${p.line}: ${p.message}`).join('\n'),
    seed,
    wallMs,
  });
}

/** Parses the nonce-marked lines of the simulation output. */
function readMarks(log: string, nonce: string) {
  const marks = {
    result: null as null | { mismatches: number; samples: number },
    outputs: {} as Record<string, number>,
    first: null as FirstMismatch | null,
    refX: 0,
  };
  for (const line of log.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts[1] !== nonce) continue;
    if (parts[0] === MARK.result) marks.result = { mismatches: Number(parts[2]), samples: Number(parts[3]) };
    else if (parts[0] === MARK.output && parts[2]) marks.outputs[parts[2]] = Number(parts[3]);
    else if (parts[0] === MARK.refX) marks.refX = Number(parts[2]);
    else if (parts[0] === MARK.first && !marks.first) {
      const inputs = Object.fromEntries(parts.slice(3).map((kv) => kv.split('=') as [string, string]));
      marks.first = { time: Number(parts[2]), inputs };
    }
  }
  return marks;
}

/** Removes the judge's own lines from what the learner sees. */
function learnerLog(log: string, nonce: string): string {
  return withoutDumpNotice(
    log
      .split('\n')
      .filter((line) => !line.includes(nonce))
      .join('\n'),
  );
}

/** Icarus announces the testbench's VCD ("VCD info: dumpfile … opened for output."): the judge's business, not the learner's. */
function withoutDumpNotice(log: string): string {
  return log.replace(/^VCD info: dumpfile \S+ opened for output\.\n?/m, '');
}

/** What a problem's judge specification (as stored and sent with jobs) asks the judge to run. */
export function targetOf(spec: JudgeSpec): JudgeTarget {
  return 'testbench' in spec ? { testbench: spec.testbench } : { iface: spec.interface, stimulus: spec.stimulus };
}

/** The module the learner writes. */
function learnerModule(target: JudgeTarget): string {
  return target.testbench ? target.testbench.dut : target.iface.top;
}

/**
 * The files of one judgement: the learner's code, the reference with per-run module names and
 * the testbench (generated, or the problem's own prepared for the run), plus the names and nonce
 * used and how to put the problem's names back. (Also used by the benchmark to time the same
 * files without the jail.)
 */
export function judgementFiles(request: JudgeTarget & { reference: string; code: string }, seed: number) {
  const token = crypto.randomBytes(6).toString('hex');
  const names = { tb: `vd_tb_${token}`, reference: `vd_ref_${token}`, nonce: crypto.randomBytes(8).toString('hex') };
  if (request.testbench) {
    const prepared = prepareCustomTestbench(request.testbench, request.reference, names, token);
    const files = { [`user/${USER_FILE}`]: request.code, 'tb.sv': prepared.testbench, 'reference.v': prepared.reference };
    return { files, names, tbFile: 'tb.sv', restore: prepared.restore };
  }
  // Every module of the reference gets a per-run name, so neither it nor its helpers can be named by the user.
  const renames = new Map(definedModules(request.reference).map((m) => [m, m === request.iface.top ? names.reference : `${m}_${token}`]));
  const files = {
    [`user/${USER_FILE}`]: request.code,
    'tb.v': generateTestbench(request.iface, request.stimulus, names, seed),
    'reference.v': renameIdentifiers(request.reference, renames),
  };
  return { files, names, tbFile: 'tb.v', restore: new Map([[names.tb, 'tb']]) };
}

export async function judge(request: JudgeRequest): Promise<JudgeOutcome> {
  const seed = request.seed ?? crypto.randomInt(1, 2 ** 31 - 1);
  const started = Date.now();
  const scanned = (request.checks ?? 'all') === 'all';
  const checked = request.checks !== 'jail-only';
  const rawProblems = scanned ? scanRawSource(request.code) : [];
  if (rawProblems.length > 0) return refused(rawProblems, seed, Date.now() - started);

  const { files, names, tbFile, restore } = judgementFiles(request, seed);
  const topLine = lineOf(request.code, new RegExp(`\\bmodule\\s+${learnerModule(request)}\\b`));

  let scanProblems: ScanProblem[] = [];
  let designProblems: ScanProblem[] = [];
  const jail = await runInJail({
    files,
    script: driver(names.tb, tbFile, checked ? learnerModule(request) : null),
    limits: { wallMs: request.timeLimitMs, ...request.limits },
    signal: request.signal,
    onResult(name, data, handle) {
      if (name === 'preprocessed') {
        scanProblems = scanned ? scanPreprocessed(data.toString('utf8')) : [];
        return scanProblems.length === 0 ? 'go\n' : 'stop\n';
      }
      if (name !== 'design') return undefined;
      // Compiled: the testbench and the reference leave the jail before the design runs.
      for (const input of Object.keys(files)) if (!input.startsWith('user/')) handle.removeInput(input);
      designProblems = checked ? checkCompiledDesign(data.toString('utf8'), [USER_PP]) : [];
      return designProblems.length === 0 ? 'go\n' : 'stop\n';
    },
  });
  const text = (name: string) => jail.results[name]?.toString('utf8') ?? '';
  const wallMs = Date.now() - started;
  const map = { userPath: USER_PP, userFile: USER_FILE, topLine };

  if (jail.end === 'wall-timeout') return outcome({ verdict: 'time_limit', log: '运行超时：仿真没有在时间限制内结束', seed, wallMs });
  if (jail.end === 'output-limit' || jail.end === 'result-limit')
    return outcome({ verdict: 'output_limit', log: '输出超限：仿真产生的输出过多', seed, wallMs });

  if (text('pp_rc').trim() !== '0') {
    const log = text('pp_log');
    return outcome({
      verdict: 'compile_error',
      diagnostics: parseIcarusMessages(log.replaceAll(`/in/user/${USER_FILE}`, USER_PP), map),
      log,
      seed,
      wallMs,
    });
  }
  if (scanProblems.length > 0) return refused(scanProblems, seed, wallMs);
  if (text('compile_rc').trim() !== '0') {
    const raw = text('compile_log');
    const diagnostics = parseIcarusMessages(raw, map);
    const log = request.testbench
      ? customCompileLog(raw, restore)
      : diagnostics.length > 0
        ? diagnostics.map((d) => `${d.file}:${d.line}: ${d.severity === 'error' ? '错误' : '警告'}: ${d.text}`).join('\n')
        : raw;
    return outcome({ verdict: 'compile_error', diagnostics, log, seed, wallMs });
  }
  if (checked && text('alone_rc').trim() !== '0') {
    // The whole design compiled but the learner's alone did not: it names something outside itself.
    const alone = parseIcarusMessages(text('alone_log'), map).filter((d) => d.severity === 'error');
    const problems =
      alone.length > 0 ? alone.map((d) => ({ line: d.line, message: d.text })) : [{ line: topLine, message: text('alone_log').trim() }];
    return refused(
      problems.map((p) => ({ line: p.line, message: `只能使用你自己设计中的名字：${p.message}` })),
      seed,
      wallMs,
    );
  }
  if (designProblems.length > 0)
    return refused(
      designProblems.map((p) => ({ ...p, line: p.line || topLine })),
      seed,
      wallMs,
    );

  const simRc = Number(text('sim_rc').trim());
  const simLog = text('sim_log');
  const waveform = jail.results.wave ? restoreNames(jail.results.wave.toString('utf8'), restore) : null;
  // 152 = 128 + SIGXCPU and 137 = 128 + SIGKILL (the hard CPU limit; the wall-clock kill ends the
  // whole jail instead), 153 = 128 + SIGXFSZ: the kernel stopped the simulator at a limit.
  const limitVerdict = (log: string) => {
    if (simRc === 152 || simRc === 137)
      return outcome({ verdict: 'time_limit', log: log || '运行超时：仿真用完了 CPU 时间', seed, wallMs });
    if (simRc === 153) return outcome({ verdict: 'output_limit', log, seed, wallMs });
    if (/out of memory|cannot allocate|std::bad_alloc/i.test(simLog)) return outcome({ verdict: 'memory_limit', log, seed, wallMs });
    return null;
  };
  if (request.testbench) {
    const log = withoutDumpNotice(customLearnerLog(simLog, names.nonce, restore));
    const limited = limitVerdict(log);
    if (limited) return limited;
    return customVerdict(request.testbench, readCustomMarks(simLog, names.nonce), simRc, { log, waveform, seed, wallMs });
  }
  const marks = readMarks(simLog, names.nonce);
  const log = learnerLog(simLog, names.nonce);
  const expected = expectedSamples(request.iface, request.stimulus);
  const limited = limitVerdict(log);
  if (limited) return limited;
  if (!marks.result || simRc !== 0)
    return outcome({ verdict: 'runtime_error', log: log || `仿真异常结束（退出码 ${simRc}）`, seed, wallMs, waveform });
  if (marks.result.samples !== expected) {
    return outcome({
      verdict: 'system_error',
      log: `${log}\n判题异常：采样数 ${marks.result.samples} 与预期 ${expected} 不符`,
      seed,
      wallMs,
    });
  }
  return outcome({
    verdict: marks.result.mismatches === 0 ? 'accepted' : 'wrong_answer',
    mismatches: marks.result.mismatches,
    samples: marks.result.samples,
    outputMismatches: marks.outputs,
    firstMismatch: marks.first,
    referenceXAfterReset: marks.refX,
    log,
    waveform,
    seed,
    wallMs,
  });
}

/**
 * The compile log of a run with the problem's own testbench: jail paths shown as the problem's
 * file names, per-run module names as the problem's. A testbench Icarus cannot compile shows
 * as errors in testbench.sv (the import reports those plainly).
 */
function customCompileLog(raw: string, restore: Map<string, string>): string {
  const named = raw.replaceAll('/in/tb.sv', 'testbench.sv').replaceAll('/in/reference.v', 'reference.v').replaceAll(USER_PP, USER_FILE);
  return restoreNames(named, restore);
}

/**
 * The verdict of a run with the problem's own testbench, from its nonce-carrying lines. A
 * sample count other than the reference's means the learner's design drove the test differently
 * (a testbench may wait on the design's outputs): a wrong answer, never an accepted one.
 */
function customVerdict(
  tb: CustomTestbench,
  marks: ReturnType<typeof readCustomMarks>,
  simRc: number,
  run: Pick<JudgeOutcome, 'log' | 'waveform' | 'seed' | 'wallMs'>,
): JudgeOutcome {
  const { log, seed, wallMs } = run;
  if (marks.timeout)
    return outcome({ verdict: 'time_limit', log: `${log}\n运行超时：测试平台报告 TIMEOUT（仿真时间超过了测试平台的上限）`, seed, wallMs });
  if (!marks.result || simRc !== 0) return outcome({ ...run, verdict: 'runtime_error', log: log || `仿真异常结束（退出码 ${simRc}）` });
  const { mismatches, samples } = marks.result;
  if (samples === 0) return outcome({ verdict: 'system_error', log: `${log}\n判题异常：测试平台报告的采样数为 0`, seed, wallMs });
  const details = {
    mismatches,
    samples,
    outputMismatches: marks.outputs,
    firstMismatch: marks.firstTime === null ? null : { time: marks.firstTime, inputs: {} },
  };
  if (tb.samples !== undefined && samples !== tb.samples) {
    return outcome({
      ...run,
      ...details,
      verdict: 'wrong_answer',
      log: `${log}\n采样数 ${samples} 与参考答案的 ${tb.samples} 不一致：你的设计改变了测试的进程`,
    });
  }
  return outcome({ ...run, ...details, verdict: mismatches === 0 ? 'accepted' : 'wrong_answer' });
}
