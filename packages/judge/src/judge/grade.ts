/**
 * Grading, apart from running: what a finished simulation of a judgement (steps.ts: simulate)
 * says about the learner's design. It reads only the lines carrying the run's nonce — the
 * generated testbench's marks (testbench.ts) or a problem's own testbench's result strings
 * (custom-testbench.ts) — checks the sample count, maps the limit signals to verdicts, and
 * prepares the log and VCD the learner sees (the judge's lines out, the problem's names back).
 */
import type { Diagnostic, Verdict } from '@veridojo/contracts';
import { toolLimit, type Simulation } from '../steps.ts';
import { customLearnerLog, readCustomMarks, restoreNames, type CustomTestbench } from './custom-testbench.ts';
import { expectedSamples, MARK, WAVE_LIMIT_BYTES, type ProblemInterface, type Stimulus } from './testbench.ts';

export interface FirstMismatch {
  time: number;
  inputs: Record<string, string>;
}

/** A judgement's findings, without the run's own figures (seed, wall time). */
export interface Grade {
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
}

/** What the simulation is graded against: the run's testbench, with its nonce and per-run names. */
type GradeTarget =
  | { iface: ProblemInterface; stimulus: Stimulus; testbench?: undefined; nonce: string; restore: Map<string, string> }
  | { testbench: CustomTestbench; iface?: undefined; stimulus?: undefined; nonce: string; restore: Map<string, string> };

export function grade(simulation: Simulation, target: GradeTarget): Grade {
  const result = gradeRun(simulation, target);
  if (result.waveform === null || !result.waveform.includes(DUMP_LIMIT_COMMENT)) return result;
  return { ...result, log: `${result.log}\n${cutNote(result.waveform, result.firstMismatch)}` };
}

/** What Icarus writes at the end of a VCD that reached its `$dumplimit`. */
const DUMP_LIMIT_COMMENT = '$comment Dump file limit';

/** The run log's note on a waveform that reached its limit: up to when it goes, and the first mismatch if beyond. */
function cutNote(waveform: string, first: FirstMismatch | null): string {
  const last = waveform.lastIndexOf('\n#');
  const until = last < 0 ? 0 : Number.parseInt(waveform.slice(last + 2), 10);
  const mib = (WAVE_LIMIT_BYTES / 1024 / 1024).toFixed(0);
  let note = `说明：波形只记录了前 ${mib} MiB（仿真时间 0 到 ${until}）；仿真本身已完整运行并判定`;
  if (first && first.time > until) note += `。第一个不匹配出现在时间 ${first.time}，不在记录的波形中`;
  return note;
}

function gradeRun(simulation: Simulation, target: GradeTarget): Grade {
  // A simulation that never reported its exit status is read as status 0 (and then has no result).
  const simRc = simulation.exitCode ?? 0;
  const simLog = simulation.log;
  const waveform = simulation.waveform ? restoreNames(simulation.waveform.toString('utf8'), target.restore) : null;
  // The kernel stopped the simulator at a limit of its own (steps.ts: toolLimit decodes the exit status).
  const limit = toolLimit(simRc);
  const limitVerdict = (log: string) => {
    if (limit === 'cpu') return graded({ verdict: 'time_limit', log: log || '运行超时：仿真用完了 CPU 时间' });
    if (limit === 'file') return graded({ verdict: 'output_limit', log });
    if (/out of memory|cannot allocate|std::bad_alloc/i.test(simLog)) return graded({ verdict: 'memory_limit', log });
    return null;
  };
  if (target.testbench) {
    const log = withoutDumpNotice(customLearnerLog(simLog, target.nonce, target.restore));
    return limitVerdict(log) ?? customVerdict(target.testbench, readCustomMarks(simLog, target.nonce), simRc, { log, waveform });
  }
  const marks = readMarks(simLog, target.nonce);
  const log = learnerLog(simLog, target.nonce);
  const expected = expectedSamples(target.iface, target.stimulus);
  const limited = limitVerdict(log);
  if (limited) return limited;
  if (!marks.result || simRc !== 0) return graded({ verdict: 'runtime_error', log: log || `仿真异常结束（退出码 ${simRc}）`, waveform });
  if (marks.result.samples !== expected)
    return graded({ verdict: 'system_error', log: `${log}\n判题异常：采样数 ${marks.result.samples} 与预期 ${expected} 不符` });
  return graded({
    verdict: marks.result.mismatches === 0 ? 'accepted' : 'wrong_answer',
    mismatches: marks.result.mismatches,
    samples: marks.result.samples,
    outputMismatches: marks.outputs,
    firstMismatch: marks.first,
    referenceXAfterReset: marks.refX,
    log,
    waveform,
  });
}

/** A run one of our actions crashed in (steps.ts: RunTrace.crashed): the code was not judged, and the learner is told so. */
export function crashedGrade(crash: { step: string }): Grade {
  return graded({
    verdict: 'system_error',
    log: `判题异常：判题程序在步骤 ${crash.step} 出错，代码没有被判定；请稍后重新提交，如果一直出现，请联系管理员`,
  });
}

export function graded(partial: Partial<Grade> & Pick<Grade, 'verdict' | 'log'>): Grade {
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

/**
 * Icarus announces the testbench's VCD ("VCD info: dumpfile … opened for output.") and its reaching
 * the limit ("WARNING: Dump file limit (N bytes) exceeded."): the judge's business, not the
 * learner's (grade() says the latter in the learner's words).
 */
function withoutDumpNotice(log: string): string {
  return log
    .replace(/^VCD info: dumpfile \S+ opened for output\.\n?/m, '')
    .replace(/^WARNING: Dump file limit \(\d+ bytes\) exceeded\.\n?/m, '');
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
  ran: Pick<Grade, 'log' | 'waveform'>,
): Grade {
  if (marks.timeout && !tb.ends_by_timeout) {
    // The counts the testbench reported at its watchdog travel with the verdict: an import reads a
    // reference's TIMEOUT with every sample matching as the testbench's own end (ends_by_timeout).
    const counts = marks.result ?? { mismatches: 0, samples: 0 };
    return graded({ ...counts, verdict: 'time_limit', log: `${ran.log}\n运行超时：测试平台报告 TIMEOUT（仿真时间超过了测试平台的上限）` });
  }
  // A TIMEOUT the reference's run ends with too is the testbench's normal end: said, then graded like any run.
  const run = marks.timeout
    ? { ...ran, log: `${ran.log}\n说明：测试平台在它自己的 TIMEOUT 上限处结束了仿真，参考答案也是这样结束的，按此前的全部采样判定` }
    : ran;
  const { log } = run;
  if (!marks.result || simRc !== 0) return graded({ ...run, verdict: 'runtime_error', log: log || `仿真异常结束（退出码 ${simRc}）` });
  const { mismatches, samples } = marks.result;
  if (samples === 0) return graded({ verdict: 'system_error', log: `${log}\n判题异常：测试平台报告的采样数为 0` });
  const details = {
    mismatches,
    samples,
    outputMismatches: marks.outputs,
    firstMismatch: marks.firstTime === null ? null : { time: marks.firstTime, inputs: {} },
  };
  if (tb.samples !== undefined && samples !== tb.samples) {
    return graded({
      ...run,
      ...details,
      verdict: 'wrong_answer',
      log: `${log}\n采样数 ${samples} 与参考答案的 ${tb.samples} 不一致：你的设计改变了测试的进程`,
    });
  }
  return graded({ ...run, ...details, verdict: mismatches === 0 ? 'accepted' : 'wrong_answer' });
}
