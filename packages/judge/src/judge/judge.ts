/**
 * One judgement, composed of the jail's steps (steps.ts) in one jail: preprocess the learner's
 * code and scan its constructs, elaborate the learner's design alone beside compiling it with
 * the reference and the testbench, and check the compiled design — all under the judging policy
 * (policy.ts) — then seal (the testbench and the reference leave the jail) and simulate; grade
 * the simulation (grade.ts). The testbench is generated from the problem's interface and
 * stimulus, or is the problem's own (custom-testbench.ts). The outcome is a verdict with
 * mismatch counts, the first mismatch, diagnostics, the log and the VCD. Reference and testbench
 * modules get fresh names every run, the result lines carry a fresh nonce, and the reported
 * sample count is checked.
 */
import crypto from 'node:crypto';
import type { JudgeSpec, TestbenchTaskJudgeSpec } from '@veridojo/contracts';
import { definedModules, renameIdentifiers } from '@veridojo/problem-format';
import { checkOrRefuse } from '../checks/host.ts';
import { JUDGING_POLICY } from '../policy.ts';
import type { JailLimits } from '../sandbox.ts';
import {
  beside,
  compile,
  elaborate,
  findingsOf,
  marker,
  preprocess,
  runEnding,
  runSteps,
  seal,
  simulate,
  type EndingTable,
  type Finding,
} from '../steps.ts';
import { prepareCustomTestbench, restoreNames, type CustomTestbench } from './custom-testbench.ts';
import { parseIcarusMessages } from './diagnostics.ts';
import { crashedGrade, grade, graded, type FirstMismatch, type Grade } from './grade.ts';
import type { ScanProblem } from './scan.ts';
import { generateTestbench, WAVE_FILE, type ProblemInterface, type Stimulus } from './testbench.ts';

export type { FirstMismatch };

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
  /**
   * Where the judgement writes when each of its phases ended (ms since the epoch): the worker's
   * log line carries them, and bench/judge.ts prints one verdict's time phase by phase.
   */
  marks?: Record<string, number>;
};

export interface JudgeOutcome extends Grade {
  seed: number;
  wallMs: number;
}

/** A judgement's answer to a run a crash or a limit of the jail ended (the learner's wording). */
const ENDINGS: EndingTable<Grade> = {
  wall: graded({ verdict: 'time_limit', log: '运行超时：仿真没有在时间限制内结束' }),
  memory: graded({ verdict: 'memory_limit', log: '内存超限：本次运行的进程合计用尽了内存' }),
  output: graded({ verdict: 'output_limit', log: '输出超限：仿真产生的输出过多' }),
  crashed: crashedGrade,
};

export const USER_FILE = 'main.v';
const USER_PP = '/job/user.pp.v';

function lineOf(source: string, pattern: RegExp): number {
  const index = source.search(pattern);
  return index < 0 ? 1 : source.slice(0, index).split('\n').length;
}

/** A compile error for code the checks refused, each problem on its line. */
function refused(problems: ScanProblem[]): Grade {
  return graded({
    verdict: 'compile_error',
    diagnostics: problems.map((p) => ({ file: USER_FILE, line: p.line, column: null, severity: 'error', text: p.message })),
    log: problems.map((p) => `${USER_FILE}:${p.line}: ${p.message}`).join('\n'),
  });
}

/**
 * What a design problem's judge specification (as stored and sent with jobs) asks the judge to run;
 * a testbench-writing problem's goes to judgeTestbench (testbench-mode.ts) instead.
 */
export function targetOf(spec: Exclude<JudgeSpec, TestbenchTaskJudgeSpec>): JudgeTarget {
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
  const mark = marker(request.marks);
  mark('start');
  const finish = (result: Grade): JudgeOutcome => {
    mark('graded');
    return { ...result, seed, wallMs: Date.now() - started };
  };
  const scanned = (request.checks ?? 'all') === 'all';
  const checked = request.checks !== 'jail-only';
  if (scanned) {
    // On the check thread, like every check of the learner's text.
    const raw = await checkOrRefuse('rawSources', { texts: [request.code] }, { signal: request.signal });
    const rawProblems = 'refusal' in raw ? [{ line: 0, message: raw.refusal }] : raw.output.problems[0]!;
    if (rawProblems.length > 0) return finish(refused(rawProblems));
    mark('raw-scan');
  }

  const { files, names, tbFile, restore } = judgementFiles(request, seed);
  mark('files');
  const learner = learnerModule(request);
  const topLine = lineOf(request.code, new RegExp(`\\bmodule\\s+${learner}\\b`));

  // The steps: the learner's file preprocessed and scanned; its design elaborated alone (with its
  // own module as the root a name reaching outside it cannot resolve) while the whole design
  // compiles; the compiled design checked; sealed; simulated.
  const pp = preprocess('pp', [{ input: `/in/user/${USER_FILE}`, output: USER_PP, name: USER_FILE }], scanned ? JUDGING_POLICY : null);
  const alone = checked ? elaborate({ id: 'alone', files: [USER_PP], top: learner }) : null;
  const design = compile({
    id: 'design',
    files: [`/in/${tbFile}`, '/in/reference.v', USER_PP],
    top: names.tb,
    output: '/job/sim',
    check: checked ? { policy: JUDGING_POLICY, learner: { [USER_PP]: USER_FILE } } : undefined,
  });
  const sealed = seal({ id: 'seal', artifact: design.artifact, removeInputs: [tbFile, 'reference.v'] });
  const sim = simulate({ id: 'sim', artifact: sealed.artifact, wave: `/job/${WAVE_FILE}` });
  const run = await runSteps({
    files,
    // The design alone elaborates beside the whole compile: neither waits for the other.
    steps: [pp, ...(alone ? beside(alone, design) : [design]), sealed, sim],
    limits: { wallMs: request.timeLimitMs, ...request.limits },
    signal: request.signal,
    ...(request.marks ? { marks: request.marks } : {}),
  });
  const map = { userPath: USER_PP, userFile: USER_FILE, topLine };

  const ended = runEnding(run, ENDINGS);
  if (ended) return finish(ended);

  // A refusal first: the scan's, or the size cap's (which stopped the preprocessor).
  const scanProblems = findingsOf(run, pp);
  if (scanProblems.length > 0) return finish(refused(scanProblems));
  const [source] = pp.read(run);
  if (source!.exitCode !== 0) {
    const log = source!.log;
    return finish(
      graded({
        verdict: 'compile_error',
        diagnostics: parseIcarusMessages(log.replaceAll(`/in/user/${USER_FILE}`, USER_PP), map),
        log,
      }),
    );
  }
  const compiled = design.read(run);
  if (compiled.exitCode !== 0) {
    const raw = compiled.log;
    const diagnostics = parseIcarusMessages(raw, map);
    const log = request.testbench
      ? customCompileLog(raw, restore)
      : diagnostics.length > 0
        ? diagnostics.map((d) => `${d.file}:${d.line}: ${d.severity === 'error' ? '错误' : '警告'}: ${d.text}`).join('\n')
        : raw;
    return finish(graded({ verdict: 'compile_error', diagnostics, log }));
  }
  const aloneCompiled = alone?.read(run);
  if (aloneCompiled && aloneCompiled.exitCode !== 0) {
    // The whole design compiled but the learner's alone did not: it names something outside itself.
    const errors = parseIcarusMessages(aloneCompiled.log, map).filter((d) => d.severity === 'error');
    const problems =
      errors.length > 0 ? errors.map((d) => ({ line: d.line, message: d.text })) : [{ line: topLine, message: aloneCompiled.log.trim() }];
    return finish(refused(problems.map((p) => ({ line: p.line, message: `只能使用你自己设计中的名字：${p.message}` }))));
  }
  const designProblems: Finding[] = findingsOf(run, design);
  if (designProblems.length > 0) return finish(refused(designProblems.map((p) => ({ line: p.line || topLine, message: p.message }))));

  const target = request.testbench ? { testbench: request.testbench } : { iface: request.iface, stimulus: request.stimulus };
  return finish(grade(sim.read(run), { ...target, nonce: names.nonce, restore }));
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
