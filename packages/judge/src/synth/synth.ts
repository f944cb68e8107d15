/**
 * A synthesis (the worker's `synth` job, issue 32): a learner's design mapped by Yosys to its
 * generic cell library, in ONE jail and under the judging policy — the same checks as a judgement,
 * composed of the same steps (steps.ts). Before Yosys sees a byte: the request's names, sizes and
 * raw-source scan (project.ts, requestProblems), each file preprocessed by Icarus and scanned
 * (preprocess), the top module defined. The design compiled by Icarus with the compiled-design
 * check (compile) runs beside Yosys (beside: the compile takes the other core while Yosys runs),
 * and decides first: a design it refuses or that does not compile gets that answer, whatever
 * Yosys made of it. Yosys reads the preprocessed, scanned texts — never the sources, whose
 * macros its own preprocessor might expand differently from the text that was checked — and runs
 * `hierarchy; proc` (each latch inferred, with its always block), `check` on the design before
 * flattening (undriven and multiply-driven wires under the learner's names) and after it (loops,
 * also those through several instances), `synth
 * -flatten`, `stat` (cells by kind), `ltp -noff` (the longest combinational path) and `write_json`
 * (the netlist, for the schematic; capped at NETLIST_BYTES). Its script is ours: jail paths and a
 * checked module name, never a learner's text.
 *
 * Nothing a verdict depends on is decided here: a design Yosys cannot read is a report with the
 * reason in Chinese (`unreadable`), and the submission keeps its verdict.
 */
import type { Diagnostic, SynthFinding, SynthReport, SynthStatus } from '@veridojo/contracts';
import { emptySynthReport, isFlipFlopCell, isLatchCell, SYNTH_STATUS_MESSAGES, synthFigures } from '@veridojo/contracts';
import { projectDiagnostics } from '../judge/diagnostics.ts';
import { JUDGING_POLICY } from '../policy.ts';
import { requestProblems, withLearnerNames } from '../project.ts';
import type { JailLimits } from '../sandbox.ts';
import {
  beside,
  compile,
  decide,
  findingsOf,
  preprocess,
  RunCrashed,
  runEnding,
  runSteps,
  tool,
  toolLimit,
  type EndingTable,
} from '../steps.ts';
import { firstYosysError, parseCheck, parseLatches, parseLongestPath, parseStat, yosysErrors } from './yosys-report.ts';

export interface SynthRequest {
  /** The design's files: name → text (a submission: `main.v`; an IDE project: the files its top uses). */
  files: Record<string, string>;
  /** The design's top module (never a testbench: a testbench is not hardware). */
  top: string;
  /** Wall clock of the whole run (the registry's). */
  timeLimitMs?: number;
  /** CPU seconds of Yosys (the registry's). */
  cpuSeconds?: number;
  limits?: Partial<JailLimits>;
  signal?: AbortSignal;
}

export interface SynthRun {
  report: SynthReport;
  /** Yosys's JSON netlist of the flattened design (null: not synthesised, or over NETLIST_BYTES). */
  netlist: Buffer | null;
  wallMs: number;
}

/**
 * Why 4 MiB: the JSON netlist of a learner's design (hundreds of cells) is tens of KiB; a design
 * whose netlist passes this could not be drawn in a browser anyway (issue 32 caps the schematic),
 * and its figures are still reported — Yosys is stopped only at its last command.
 */
export const NETLIST_BYTES = 4 * 1024 * 1024;

/** A run a limit of the jail ended: its status; a crash of ours has no status, the worker reports the job failed. */
const ENDINGS: EndingTable<SynthStatus> = {
  wall: 'time_limit',
  memory: 'memory_limit',
  output: 'output_limit',
  crashed: (crash) => {
    throw new RunCrashed(crash.step, crash.error);
  },
};

const error = (file: string, line: number, text: string): Diagnostic => ({ file, line, column: null, severity: 'error', text });

/**
 * The Yosys script over the preprocessed files: ours alone (jail paths, a checked module name).
 * `out`: where its texts go — the job's directory; another only for the benchmark's bare run.
 */
export function yosysScript(files: string[], top: string, out = '/job'): string {
  return [
    `read_verilog -sv ${files.join(' ')}`,
    `hierarchy -check -top ${top}`,
    `tee -q -o ${out}/proc.txt proc`,
    `tee -q -o ${out}/check.txt check`,
    // Checked again once flat: a loop through two instances (one's output feeding the other's
    // input and back) lies in no single module, so the check above cannot see it.
    'flatten',
    `tee -q -o ${out}/loops.txt check`,
    `synth -flatten -top ${top}`,
    `tee -q -o ${out}/stat.txt stat`,
    `tee -q -o ${out}/ltp.txt ltp -noff`,
    `write_json ${out}/netlist.json`,
  ].join('; ');
}

export async function runSynthesis(request: SynthRequest): Promise<SynthRun> {
  const started = Date.now();
  const done = (report: SynthReport, netlist: Buffer | null = null): SynthRun => ({ report, netlist, wallMs: Date.now() - started });
  const top = request.top;
  const { problems } = await requestProblems({ files: request.files, top, signal: request.signal });
  if (problems.length > 0) return done(emptySynthReport(top, 'refused', { diagnostics: problems }));

  const names = Object.keys(request.files);
  const sources = names.map((name, k) => {
    const ext = name.endsWith('.sv') ? '.sv' : '.v';
    return { input: `/in/src/f${k}${ext}`, output: `/job/src.f${k}${ext}`, name };
  });
  const paths = Object.fromEntries(sources.flatMap((s) => [[s.input, s.name] as const, [s.output, s.name] as const]));
  const pp = preprocess('pp', sources, JUDGING_POLICY);
  const topDefined = decide('top', (run) =>
    pp.modules(run).some((modules) => modules.includes(top))
      ? { go: true }
      : { go: false, findings: [{ rule: 'top-missing', file: '', line: 0, message: `找不到顶层模块“${top}”：没有文件定义它` }] },
  );
  const design = compile({
    id: 'compile',
    files: sources.map((s) => s.output),
    top,
    output: '/job/design.vvp',
    check: { policy: JUDGING_POLICY, learner: Object.fromEntries(sources.map((s) => [s.output, s.name])) },
  });
  const yosys = tool({
    id: 'yosys',
    argv: [
      'yosys',
      '-q',
      '-p',
      yosysScript(
        sources.map((s) => s.output),
        top,
      ),
    ],
    emit: ['/job/proc.txt', '/job/check.txt', '/job/loops.txt', '/job/stat.txt', '/job/ltp.txt', '/job/netlist.json'],
    ...(request.cpuSeconds === undefined ? {} : { cpuSeconds: request.cpuSeconds }),
    fileBytes: NETLIST_BYTES,
  });
  const run = await runSteps({
    files: Object.fromEntries(sources.map((s) => [s.input.slice('/in/'.length), request.files[s.name]!])),
    // Yosys beside the compile whose design the policy checks: the check still decides first.
    steps: [pp, topDefined, ...beside(yosys, design)],
    limits: { ...(request.timeLimitMs === undefined ? {} : { wallMs: request.timeLimitMs }), ...request.limits },
    signal: request.signal,
    tools: ['yosys'],
  });

  const preprocessed = pp.read(run);
  const compiled = design.read(run);
  const compilerLog = () =>
    withLearnerNames([...preprocessed.map((s) => s.log), compiled.log].filter((l) => l.trim() !== '').join('\n'), paths);
  const ended = runEnding(run, ENDINGS);
  if (ended) return done(emptySynthReport(top, ended as Exclude<SynthStatus, 'success'>));
  const refusal = (findings: { file: string; line: number; message: string }[]) =>
    done(emptySynthReport(top, 'refused', { diagnostics: findings.map((f) => error(f.file, f.line, f.message)) }));
  const compileError = () =>
    done(
      emptySynthReport(top, 'compile_error', {
        diagnostics: projectDiagnostics([...preprocessed.map((s) => s.log), compiled.log].join('\n'), paths),
        log: compilerLog(),
      }),
    );
  // In the order of the steps, as a judgement reads them: each one's failure stopped the run there.
  if (findingsOf(run, pp).length) return refusal(findingsOf(run, pp));
  if (preprocessed.some((s) => s.exitCode !== 0)) return compileError();
  if (findingsOf(run, topDefined).length) return refusal(findingsOf(run, topDefined));
  if (compiled.exitCode !== 0) return compileError();
  if (findingsOf(run, design).length) return refusal(findingsOf(run, design));

  const synthesis = yosys.read(run);
  const log = withLearnerNames(synthesis.log, paths).trim();
  const output = (path: string) => synthesis.outputs[path]?.toString('utf8') ?? '';
  const limit = toolLimit(synthesis.exitCode);
  const stat = output('/job/stat.txt');
  // The file cap stops Yosys at write_json, its last command: the figures are whole, the netlist is not kept.
  const netlistCut = limit === 'file' && stat !== '' && output('/job/ltp.txt') !== '';
  if (limit === 'cpu') return done(emptySynthReport(top, 'time_limit', { log }));
  if (/std::bad_alloc|Out of memory|out of memory/.test(synthesis.log)) return done(emptySynthReport(top, 'memory_limit', { log }));
  if (limit === 'file' && !netlistCut) return done(emptySynthReport(top, 'output_limit', { log }));
  if (synthesis.exitCode !== 0 && !netlistCut) {
    const diagnostics = yosysErrors(synthesis.log, paths);
    const reason = firstYosysError(withLearnerNames(synthesis.log, paths));
    const where = diagnostics[0] ? `${diagnostics[0].file} 第 ${diagnostics[0].line} 行` : '设计中';
    return done(
      emptySynthReport(top, 'unreadable', {
        message:
          reason === null
            ? SYNTH_STATUS_MESSAGES.unreadable
            : `${SYNTH_STATUS_MESSAGES.unreadable}：${where}的写法它读不懂（多为只能用于仿真的语句，或它不支持的 SystemVerilog 语法，如 real、event、wait、# 延时）。Yosys 的原话：${reason}`,
        diagnostics,
        log,
      }),
    );
  }
  const { cells, counts } = parseStat(stat);
  const kinds = Object.entries(counts);
  const sum = (match: (kind: string) => boolean) => kinds.filter(([k]) => match(k)).reduce((n, [, c]) => n + c, 0);
  // Undriven and multiply-driven wires under the names the learner gave them in each module; loops of
  // the flat design, each once per instance that has it (one inside a submodule used twice is two).
  const checked = { ...parseCheck(output('/job/check.txt'), paths), loops: parseCheck(output('/job/loops.txt'), paths).loops };
  const figures = { cells, flip_flops: sum(isFlipFlopCell), latches: sum(isLatchCell) };
  const latchWarnings: SynthFinding[] = parseLatches(output('/job/proc.txt'), paths);
  const notes = [
    latchWarnings.length > 0 ? `${latchWarnings.length} 处推断出锁存器` : '',
    checked.loops.length > 0 ? `${checked.loops.length} 个组合逻辑环路` : '',
    checked.multiplyDriven.length > 0 ? `${checked.multiplyDriven.length} 个多重驱动的信号` : '',
    checked.undriven.length > 0 ? `${checked.undriven.length} 个未驱动的信号` : '',
  ].filter((n) => n !== '');
  const report: SynthReport = {
    status: 'success',
    message: `综合完成：${synthFigures(figures)}${notes.length > 0 ? `；注意：${notes.join('、')}` : ''}`,
    top,
    ...figures,
    cell_counts: counts,
    latch_warnings: latchWarnings,
    loops: checked.loops,
    undriven: checked.undriven,
    multiply_driven: checked.multiplyDriven,
    longest_path: parseLongestPath(output('/job/ltp.txt')),
    diagnostics: [],
    log: netlistCut ? `${log}\n注意：网表超过 ${NETLIST_BYTES / 1024 / 1024} MiB，不返回原理图数据`.trim() : log,
  };
  const netlist = synthesis.outputs['/job/netlist.json'];
  return done(report, netlistCut || netlist === undefined ? null : learnerNetlist(netlist, paths));
}

/**
 * The netlist with the learner's file names in its `src` attributes ("main.v:4.3-6.6"), so a cell
 * leads to its line; each name escaped as a JSON string's content (a name is printable text).
 */
function learnerNetlist(netlist: Buffer, paths: Record<string, string>): Buffer {
  const escaped = Object.fromEntries(Object.entries(paths).map(([jail, name]) => [jail, JSON.stringify(name).slice(1, -1)]));
  return Buffer.from(withLearnerNames(netlist.toString('utf8'), escaped));
}
