/**
 * The testbench-writing judge mode (issue 18): the learner writes a testbench (a module without
 * ports) that instantiates the design under test by a fixed module name; the judge runs it, in
 * one jail, against the problem's reference and against each of its faulty designs. The
 * reference must pass — the testbench ends by itself and reports no failure — and a faulty design
 * counts as caught when the testbench reports a failure on it.
 *
 * - Reporting a failure: `$error(...)` or `$fatal(...)` (Icarus prints `ERROR:` / `FATAL:` lines),
 *   or any line of the testbench's own starting with `ERROR:`. A run with a failure and a success
 *   message is a failure: only the absence of failure passes.
 * - The designs are ours (trusted); the learner controls only the testbench, which is held to
 *   TESTBENCH_POLICY: no hierarchical names (so no peeking at or forcing the design's internals),
 *   no force/release, no file I/O or plusargs (it cannot read which design it drives from a file
 *   or the command line). It may not define a module of the design's name (it would test its own
 *   design), and every design's other modules get per-run names, so nothing tells the designs
 *   apart except their behaviour at the ports.
 * - The designs, the correct one too, run in an order shuffled per run; each simulation has its share of the CPU time,
 *   and one that does not end counts as not passing (reference) or not caught (faulty design).
 */
import crypto from 'node:crypto';
import type { Diagnostic, Verdict } from '@veridojo/contracts';
import { definedModules, renameIdentifiers } from '@veridojo/problem-format';
import { checkOrRefuse } from '../checks/host.ts';
import { TESTBENCH_POLICY } from '../policy.ts';
import type { JailLimits } from '../sandbox.ts';
import { compile, decide, findingsOf, preprocess, runEnding, runSteps, simulate, toolLimit, type EndingTable } from '../steps.ts';
import { crashedGrade } from './grade.ts';
import { parseIcarusMessages } from './diagnostics.ts';

export const TESTBENCH_FILE = 'testbench.v';
const TB_PP = '/job/tb.pp.v';

interface TestbenchDesign {
  /** Shown to admins and tests; never to the learner. */
  name: string;
  /** What the fault is about (复位、边界值、时序、位宽…), shown for a missed design without its code. */
  category: string;
  code: string;
}

interface TestbenchJudgeRequest {
  /** The learner's testbench. */
  code: string;
  /** The module name the testbench instantiates; every design's top module is renamed to it. */
  dut: string;
  /** The top module each design defines (usually TopModule). */
  designTop: string;
  reference: string;
  faulty: TestbenchDesign[];
  /** Wall clock of the whole judgement (every design's run). */
  timeLimitMs: number;
  limits?: Partial<JailLimits>;
  signal?: AbortSignal;
}

interface DesignRun {
  /** Index into `faulty`, or -1 for the reference. */
  design: number;
  /** The testbench reported a failure. */
  failed: boolean;
  /** The simulation ended by itself within its share of time. */
  finished: boolean;
}

export interface TestbenchOutcome {
  verdict: Verdict;
  referencePassed: boolean;
  caught: number;
  total: number;
  /** Categories of the faulty designs the testbench did not catch (one entry per design). */
  missed: string[];
  diagnostics: Diagnostic[];
  log: string;
  runs: DesignRun[];
}

/** A line the testbench printed that reports a failure. */
const FAILURE_LINE = /^(ERROR|FATAL):/m;

function outcome(partial: Partial<TestbenchOutcome> & Pick<TestbenchOutcome, 'verdict' | 'log'>, total: number): TestbenchOutcome {
  return { referencePassed: false, caught: 0, total, missed: [], diagnostics: [], runs: [], ...partial };
}

/** The testbench mode's answer to a run a crash or a limit of the jail ended (the learner's wording). */
const ENDINGS: EndingTable<Pick<TestbenchOutcome, 'verdict' | 'log'>> = {
  wall: { verdict: 'time_limit', log: '运行超时：测试平台没有在时间限制内跑完所有设计' },
  memory: { verdict: 'memory_limit', log: '内存超限：本次运行的进程合计用尽了内存' },
  output: { verdict: 'output_limit', log: '输出超限：测试平台打印的内容过多' },
  crashed: (crash) => crashedGrade(crash),
};

function refusedLines(problems: { line: number; message: string }[]): Diagnostic[] {
  return problems.map((p) => ({ file: TESTBENCH_FILE, line: p.line, column: null, severity: 'error' as const, text: p.message }));
}

export async function judgeTestbench(request: TestbenchJudgeRequest): Promise<TestbenchOutcome> {
  const total = request.faulty.length;
  const refuse = (problems: { line: number; message: string }[]) =>
    outcome(
      {
        verdict: 'compile_error',
        diagnostics: refusedLines(problems),
        log: problems.map((p) => `${TESTBENCH_FILE}:${p.line}: ${p.message}`).join('\n'),
      },
      total,
    );

  // The learner's text is checked on the check thread, like every check of user text.
  const raw = await checkOrRefuse('rawSources', { texts: [request.code] }, { signal: request.signal });
  if ('refusal' in raw) return refuse([{ line: 0, message: raw.refusal }]);
  if (raw.output.problems[0]!.length > 0) return refuse(raw.output.problems[0]!);
  const modules = raw.output.modules[0]!;
  if (modules.length === 0) return refuse([{ line: 1, message: '没有找到测试平台模块：请写一个 module … endmodule' }]);
  if (modules.includes(request.dut))
    return refuse([{ line: 1, message: `测试平台不能自己定义模块 ${request.dut}：它是被测设计的名字，由判题系统提供` }]);
  const top = modules[0]!;

  // Every design: its top renamed to the name the testbench uses, its other modules to per-run
  // names (one token for all: nothing in a name tells the designs or their order apart). The
  // reference runs at a shuffled place like the others, so even a testbench that found a way to
  // carry state from one simulation to the next could not know the correct design by its turn.
  const token = crypto.randomBytes(6).toString('hex');
  const designs = [{ index: -1, code: request.reference }, ...request.faulty.map((d, index) => ({ index, code: d.code }))];
  const order = shuffle(designs);
  const files: Record<string, string> = { [TESTBENCH_FILE]: request.code };
  order.forEach((d, k) => {
    const renames = new Map(definedModules(d.code).map((m) => [m, m === request.designTop ? request.dut : `${m}_${token}`]));
    files[`design_${k}.v`] = renameIdentifiers(d.code, renames);
  });

  const pp = preprocess('pp', [{ input: `/in/${TESTBENCH_FILE}`, output: TB_PP, name: TESTBENCH_FILE }], TESTBENCH_POLICY, [request.dut]);
  // The construct check: the token scan (pp) and, on the first compile, the compiled-design
  // check with the design as the one module of ours the testbench may instantiate. Checking one
  // compile is enough: the testbench is the same in all, the designs have the same ports, and a
  // name only some designs have fails to compile against the others.
  const compiles = order.map((_, k) =>
    compile({
      id: `c${k}`,
      files: [TB_PP, `/in/design_${k}.v`],
      top,
      output: `/job/sim_${k}`,
      check: k === 0 ? { policy: TESTBENCH_POLICY, learner: { [TB_PP]: TESTBENCH_FILE }, designs: [request.dut] } : undefined,
    }),
  );
  // The designs' sources leave the jail before any testbench runs.
  const hide = decide('hide', (_run, jail) => {
    for (let k = 0; k < order.length; k++) jail.removeInput(`design_${k}.v`);
    return { go: true };
  });
  // Why a share each: every design gets the same time to show its fault; one at least.
  const cpuSeconds = Math.max(1, Math.floor(request.timeLimitMs / 1000 / order.length));
  const sims = order.map((_, k) => simulate({ id: `s${k}`, artifact: { path: `/job/sim_${k}` }, wave: '/job/none.vcd', cpuSeconds }));
  const run = await runSteps({
    files,
    steps: [pp, ...compiles, hide, ...sims],
    limits: { wallMs: request.timeLimitMs, ...request.limits },
    signal: request.signal,
  });
  const map = { userPath: TB_PP, userFile: TESTBENCH_FILE, topLine: 1 };

  const ended = runEnding(run, ENDINGS);
  if (ended) return outcome({ verdict: ended.verdict, log: ended.log }, total);
  // A refusal first: the scan's, or the size cap's (which stopped the preprocessor).
  const scanProblems = findingsOf(run, pp);
  if (scanProblems.length > 0) return refuse(scanProblems);
  const [source] = pp.read(run);
  if (source!.exitCode !== 0)
    return outcome(
      {
        verdict: 'compile_error',
        diagnostics: parseIcarusMessages(source!.log.replaceAll(`/in/${TESTBENCH_FILE}`, TB_PP), map),
        log: source!.log,
      },
      total,
    );
  const designProblems = findingsOf(run, compiles[0]!);
  if (compiles[0]!.read(run).exitCode === 0 && designProblems.length > 0) return refuse(designProblems);
  // The first compile that failed (a failure stops the run, so later ones never ran): whichever
  // design it was, the learner sees the compiler's words about the testbench, never a line about
  // a design's file.
  const broken = compiles.map((c) => c.read(run)).find((c) => c.exitCode !== null && c.exitCode !== 0);
  if (broken) {
    const diagnostics = parseIcarusMessages(broken.log, map);
    const log =
      diagnostics.length > 0
        ? diagnostics.map((d) => `${d.file}:${d.line}: ${d.text}`).join('\n')
        : broken.log
            .split('\n')
            .filter((line) => !line.includes('/in/design_'))
            .join('\n')
            .replaceAll(TB_PP, TESTBENCH_FILE);
    return outcome({ verdict: 'compile_error', diagnostics, log }, total);
  }

  const runs: DesignRun[] = order.map((d, k) => {
    const sim = sims[k]!.read(run);
    const finished = sim.exitCode !== null && toolLimit(sim.exitCode) !== 'cpu';
    const failed = FAILURE_LINE.test(sim.log) || (finished && sim.exitCode !== 0);
    return { design: d.index, failed, finished };
  });
  const referenceAt = order.findIndex((d) => d.index === -1);
  const reference = runs[referenceAt]!;
  const referencePassed = reference.finished && !reference.failed;
  const faultyRuns = runs.filter((r) => r.design >= 0);
  const caught = faultyRuns.filter((r) => r.finished && r.failed).length;
  const missed = faultyRuns.filter((r) => !(r.finished && r.failed)).map((r) => request.faulty[r.design]!.category);
  const referenceLog = sims[referenceAt]!.read(run).log.replaceAll(TB_PP, TESTBENCH_FILE);
  let verdict: Verdict;
  let summary: string;
  if (!reference.finished) {
    verdict = 'time_limit';
    summary = '测试平台在正确的设计上没有结束：记得在最后调用 $finish。';
  } else if (!referencePassed) {
    verdict = 'wrong_answer';
    summary = '测试平台在正确的设计上报告了失败：检查你的期望值和采样时刻。';
  } else {
    verdict = caught === total ? 'accepted' : 'wrong_answer';
    summary = `发现了 ${caught}/${total} 个有错误的设计。`;
  }
  const hints = missed.length > 0 ? `\n没有发现的错误类型：${[...new Set(missed)].join('、')}` : '';
  // A heading over nothing reads like a lost log: a silent testbench is said to be silent.
  const referenceOutput = referenceLog.trim() === '' ? '测试平台在正确的设计上没有打印任何内容。' : `在正确设计上的输出：\n${referenceLog}`;
  return outcome({ verdict, referencePassed, caught, total, missed, runs, log: `${summary}${hints}\n\n${referenceOutput}` }, total);
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = crypto.randomInt(0, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
