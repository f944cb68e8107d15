/**
 * A project run for the IDE (the worker's `compile` and `simulate` jobs), composed of the jail's
 * steps (steps.ts) under the IDE policy (policy.ts): several files of the learner's own, a top
 * module the learner chooses (usually the testbench), `$dumpfile`/`$finish` allowed. Every file
 * is preprocessed and scanned and the top must be defined; a compile adds Verilator's lint
 * (lint.ts) and compiles with the compiled-design check; a simulation compiles (with the spec's
 * dump block when the testbench has no `$finish`, dump-block.ts) and runs the design. The answer
 * is the logs with the learner's paths, diagnostics per file and line, the simulation's exit
 * status and the VCD (cut at its cap), and notices of what the run added or cut. Nothing here is
 * secret, so there is no seal. A path is only a name: Verilog files enter the jail under names of
 * the run's own, and what a user sends is validated here before any of it reaches the driver.
 *
 * A simulation runs in its run directory, /job/run: a copy of the project's data files (.txt,
 * paths relative to the testbench's folder, checked by DATA_PATH) made read-only, so a testbench
 * reads `$readmemh("reference.txt", m)` as it would beside its files; the IDE policy lets it name
 * only relative paths there (policy.ts). What it writes there comes back as the run's outputs
 * (collectOutputs), at most IDE_OUTPUT_FILES files of IDE_OUTPUT_FILE_BYTES each; the jail's
 * disk (a private tmpfs) and file-size limits bound what it can write at all.
 */
import {
  IDE_ENTRIES_CEILING,
  IDE_FILE_BYTES_CEILING,
  IDE_OUTPUT_FILE_BYTES,
  IDE_OUTPUT_FILES,
  IDE_PROJECT_BYTES_CEILING,
  IDE_WAVEFORM_BYTES,
  type Diagnostic,
} from '@veridojo/contracts';
import { checkOrRefuse } from './checks/host.ts';
import { projectDiagnostics } from './judge/diagnostics.ts';
import { IDE_POLICY } from './policy.ts';
import type { JailLimits } from './sandbox.ts';
import {
  collectOutputs,
  compile,
  decide,
  findingsOf,
  lint,
  MODULE_NAME,
  preprocess,
  RunCrashed,
  runEnding,
  runSteps,
  simulate,
  toolLimit,
  type EndingTable,
  type Finding,
} from './steps.ts';
import { insertDumpBlock, INSERTED_FINISH_DELAY, INSERTED_WAVE_FILE } from './dump-block.ts';
import { lintDiagnostics } from './lint.ts';

/**
 * A project path (`rtl/alu.v`, 中文名.v): never a path in the jail — each file gets a jail name of
 * the run's own (f0.v, f1.sv…) and messages are mapped back — so it only has to be a printable
 * name ending in .v or .sv; 255 characters is the workspace's longest path.
 */
const FILE_NAME = /^\P{Cc}{1,251}\.s?v$/u;
/**
 * The workspace's quotas are configuration (system config ide_max_*, enforced by the server when a
 * project is saved); the worker does not know the configured values, so it takes the ceilings an
 * admin may raise them to (contracts: IDE_*_CEILING): whatever a user may save can be compiled, and
 * nothing larger reaches the jail. Each file costs a preprocessor start in the jail (~5 ms); 8 MiB
 * of source with its preprocessed copy (itself capped at PREPROCESSED_TOTAL_BYTES) stays far inside
 * the jail's 64 MiB.
 */
const MAX_PROJECT_FILES = IDE_ENTRIES_CEILING;
/**
 * A data file's path (relative to the testbench's folder): the workspace's path rule — segments
 * of letters, digits, `_ - .` and CJK ideographs, none `.` or `..`, at most 8 — ending in .txt. It
 * becomes a file under the jail's /in/data (sandbox.ts refuses a path that would leave it).
 */
const DATA_SEGMENT = /^(?!\.\.?$)[A-Za-z0-9_\-.\u3400-\u4dbf\u4e00-\u9fff]{1,100}$/u;
function isDataPath(path: string): boolean {
  const segments = path.split('/');
  return segments.length <= 8 && segments.every((s) => DATA_SEGMENT.test(s)) && /\.txt$/i.test(path);
}
const MAX_PROJECT_FILE_BYTES = IDE_FILE_BYTES_CEILING;
const MAX_PROJECT_BYTES = IDE_PROJECT_BYTES_CEILING;

export interface ProjectRequest {
  /** The project's Verilog files: path → text. */
  files: Record<string, string>;
  /** Simulate: the project's data files (.txt), by path relative to the testbench's folder: the run directory's contents. */
  dataFiles?: Record<string, string>;
  /** The module to elaborate as the root (the testbench's, to simulate it). */
  top: string;
  /** Compile only: no simulation, and Verilator's lint beside the compile. */
  compileOnly?: boolean;
  /** Wall clock of the whole run (default: the jail's). */
  timeLimitMs?: number;
  /** CPU seconds of the simulation (default: the jail's per-process limit). */
  cpuSeconds?: number;
  limits?: Partial<JailLimits>;
  /** Aborting kills the jail at once (the worker lost the job's lease). */
  signal?: AbortSignal;
}

type ProjectStatus =
  /** Refused before compiling: a bad file name or top module, or a construct the IDE policy forbids. */
  | 'refused'
  | 'compile_error'
  /** Compiled (compileOnly), or the simulation ran to its end; `simulation.exitCode` says how it ended. */
  | 'finished'
  | 'time_limit'
  | 'output_limit'
  /** The run's processes together used up its memory budget (budgets.ts). */
  | 'memory_limit';

export interface ProjectRun {
  status: ProjectStatus;
  /** Refusals and compiler messages, each on the learner's file and line; lint warnings after them. */
  diagnostics: Diagnostic[];
  /** The preprocessor's and compiler's output, with the learner's file names. */
  compileLog: string;
  /** Verilator's output (compileOnly), with the learner's file names; '' when it did not run. */
  lintLog: string;
  simulation: { exitCode: number | null; log: string } | null;
  /** The VCD the testbench dumped (`$dumpfile("name.vcd")`; without one, `$dumpvars` writes dump.vcd). */
  waveform: string | null;
  /** The VCD reached IDE_WAVEFORM_BYTES: it is cut at its last whole line there (the simulation stopped). */
  waveformTruncated: boolean;
  /** What the run changed or cut, one Chinese sentence each, for the log (the added dump block, a cut VCD). */
  notices: string[];
  /** The dump block was added to the testbench (it had no $finish). */
  dumpInserted: boolean;
  /** The files the simulation wrote in its run directory, by path (at most IDE_OUTPUT_FILES; [] for a compile). */
  outputs: ProjectOutput[];
  wallMs: number;
}

export interface ProjectOutput {
  path: string;
  /** Bytes as written. */
  size: number;
  /** The first IDE_OUTPUT_FILE_BYTES bytes, as UTF-8. */
  content: string;
  truncated: boolean;
}

const error = (file: string, line: number, text: string): Diagnostic => ({ file, line, column: null, severity: 'error', text });

/**
 * What a request gets wrong before anything runs, in the learner's terms: names and sizes, then
 * the raw-source scan; and the modules each file defines (by file name), from the same scan.
 */
export async function requestProblems(
  request: Pick<ProjectRequest, 'files' | 'dataFiles' | 'top' | 'signal'>,
): Promise<{ problems: Diagnostic[]; modules: Map<string, string[]> }> {
  const names = Object.keys(request.files);
  const data = Object.keys(request.dataFiles ?? {});
  const problems: Diagnostic[] = [];
  if (names.length === 0) problems.push(error('', 0, '项目中没有 .v 或 .sv 文件'));
  if (names.length + data.length > MAX_PROJECT_FILES)
    problems.push(error('', 0, `项目最多 ${MAX_PROJECT_FILES} 个文件，现有 ${names.length + data.length} 个`));
  let total = 0;
  for (const name of data) {
    const bytes = Buffer.byteLength(request.dataFiles![name]!);
    total += bytes;
    if (!isDataPath(name)) problems.push(error(name, 0, `数据文件名“${name}”不合法：须是项目中的 .txt 文件的相对路径`));
    else if (bytes > MAX_PROJECT_FILE_BYTES) problems.push(error(name, 0, `文件 ${name} 超过 ${MAX_PROJECT_FILE_BYTES / 1024} KiB`));
  }
  for (const name of names) {
    const bytes = Buffer.byteLength(request.files[name]!);
    total += bytes;
    if (!FILE_NAME.test(name)) problems.push(error(name, 0, `文件名“${name}”不合法：不能含控制字符，并须以 .v 或 .sv 结尾`));
    else if (bytes > MAX_PROJECT_FILE_BYTES) problems.push(error(name, 0, `文件 ${name} 超过 ${MAX_PROJECT_FILE_BYTES / 1024} KiB`));
  }
  if (total > MAX_PROJECT_BYTES) problems.push(error('', 0, `项目文件合计超过 ${MAX_PROJECT_BYTES / 1024 / 1024} MiB`));
  if (!MODULE_NAME.test(request.top)) problems.push(error('', 0, `顶层模块名“${request.top}”不合法：应为一个 Verilog 标识符`));
  const modules = new Map<string, string[]>();
  if (problems.length > 0) return { problems, modules };
  // On the check thread: up to 4 MiB of text, never on the event loop.
  const raw = await checkOrRefuse('rawSources', { texts: names.map((name) => request.files[name]!) }, { signal: request.signal });
  if ('refusal' in raw) return { problems: [error('', 0, raw.refusal)], modules };
  names.forEach((name, k) => modules.set(name, raw.output.modules[k]!));
  return { problems: names.flatMap((name, k) => raw.output.problems[k]!.map((p) => error(name, p.line, p.message))), modules };
}

/** Replaces every jail path in a tool's output by the learner's name for it (longest paths first). */
export function withLearnerNames(log: string, paths: Record<string, string>): string {
  return Object.keys(paths)
    .sort((a, b) => b.length - a.length)
    .reduce((text, jail) => text.replaceAll(jail, paths[jail]!), log);
}

/** The dump block for a simulation whose testbench has no $finish: in the file that defines `top` (`modules`: each file's). */
function withDumpBlock(
  files: Record<string, string>,
  top: string,
  modules: Map<string, string[]>,
): { files: Record<string, string>; notice: string | null } {
  for (const [name, source] of Object.entries(files)) {
    if (!modules.get(name)?.includes(top)) continue;
    const { text, added } = insertDumpBlock(source, top);
    if (!added) return { files, notice: null };
    const dump = added.dump ? `$dumpfile("${INSERTED_WAVE_FILE}")、$dumpvars(0, ${top})、` : '';
    return {
      files: { ...files, [name]: text },
      notice: `测试平台中没有 $finish：已在 ${name} 第 ${added.line} 行的 endmodule 前自动加入 ${dump}#${INSERTED_FINISH_DELAY} $finish（只用于本次仿真，文件未改动）`,
    };
  }
  return { files, notice: null };
}

/** A VCD cut by the file cap, at its last whole line (a half-written value change would not parse). */
function cutWaveform(wave: Buffer): Buffer {
  const end = wave.lastIndexOf(0x0a);
  return end < 0 ? wave : wave.subarray(0, end + 1);
}

export async function runProject(request: ProjectRequest): Promise<ProjectRun> {
  const started = Date.now();
  const nothing = { lintLog: '', simulation: null, waveform: null, waveformTruncated: false };
  const { problems: refused, modules } = await requestProblems(request);
  const done = (run: Omit<ProjectRun, 'wallMs' | 'notices' | 'dumpInserted' | 'outputs'>): ProjectRun => ({
    ...run,
    notices: notices.concat(run.waveformTruncated ? [WAVEFORM_CUT_NOTICE] : []),
    dumpInserted: notice !== null,
    outputs,
    wallMs: Date.now() - started,
  });
  const { files, notice } =
    refused.length > 0 || request.compileOnly ? { files: request.files, notice: null } : withDumpBlock(request.files, request.top, modules);
  const notices = notice === null ? [] : [notice];
  let outputs: ProjectOutput[] = [];
  if (refused.length > 0) return done({ ...nothing, status: 'refused', diagnostics: refused, compileLog: '' });

  const names = Object.keys(files);
  const sources = names.map((name, k) => ({
    input: `/in/src/f${k}${name.endsWith('.sv') ? '.sv' : '.v'}`,
    output: `/job/src.f${k}${name.endsWith('.sv') ? '.sv' : '.v'}`,
    name,
  }));
  // Messages name the file as given (preprocessor, lint) or as preprocessed (compiler, simulator): both are the learner's.
  const paths = Object.fromEntries(sources.flatMap((s) => [[s.input, s.name] as const, [s.output, s.name] as const]));
  const pp = preprocess('pp', sources, IDE_POLICY);
  // A top no file defines: one clear sentence instead of Icarus's "Unable to find the root module".
  const topDefined = decide('top', (run) => {
    const defined = pp.modules(run).some((modules) => modules.includes(request.top));
    return defined
      ? { go: true }
      : {
          go: false,
          findings: [{ rule: 'top-missing', file: '', line: 0, message: `找不到顶层模块“${request.top}”：项目中没有文件定义它` }],
        };
  });
  const checked = lint({ id: 'lint', files: sources.map((s) => s.input), top: request.top });
  const design = compile({
    id: 'compile',
    files: sources.map((s) => s.output),
    top: request.top,
    output: '/job/project.vvp',
    check: { policy: IDE_POLICY, learner: Object.fromEntries(sources.map((s) => [s.output, s.name])) },
  });
  const sim = simulate({
    id: 'sim',
    artifact: design.artifact,
    wave: 'any',
    cpuSeconds: request.cpuSeconds,
    runDir: { path: RUN_DIR, data: 'data' },
  });
  const written = collectOutputs({ id: 'out', dir: RUN_DIR, maxFiles: IDE_OUTPUT_FILES, maxBytes: IDE_OUTPUT_FILE_BYTES });
  const run = await runSteps({
    files: {
      ...Object.fromEntries(sources.map((s) => [s.input.slice('/in/'.length), files[s.name]!])),
      ...(request.compileOnly ? {} : Object.fromEntries(Object.entries(request.dataFiles ?? {}).map(([p, text]) => [`data/${p}`, text]))),
    },
    steps: request.compileOnly ? [pp, topDefined, checked, design] : [pp, topDefined, design, sim, written],
    limits: {
      ...(request.timeLimitMs === undefined ? {} : { wallMs: request.timeLimitMs }),
      // Why: a VCD up to its cap plus the logs must fit the result channel, or the whole run is lost.
      ...(request.compileOnly ? {} : { fileBytes: IDE_WAVEFORM_BYTES, resultBytes: IDE_WAVEFORM_BYTES + 8 * 1024 * 1024 }),
      ...request.limits,
    },
    signal: request.signal,
  });

  const preprocessed = pp.read(run);
  const compiled = design.read(run);
  const compileLog = withLearnerNames(
    [...preprocessed.map((s) => s.log), compiled.log].filter((log) => log.trim() !== '').join('\n'),
    paths,
  );
  const linted = checked.read(run);
  const lintLog = withLearnerNames(linted.log, paths);
  const lintFindings = request.compileOnly ? lintDiagnostics(linted.log, paths) : [];
  const base = { ...nothing, compileLog, lintLog };
  const ended = runEnding(run, ENDINGS);
  if (ended) return done({ ...base, status: ended, diagnostics: [] });
  const compilerDiagnostics = () => projectDiagnostics([...preprocessed.map((s) => s.log), compiled.log].join('\n'), paths);
  const compileError = () => done({ ...base, status: 'compile_error', diagnostics: [...compilerDiagnostics(), ...lintFindings] });
  const refusal = (findings: Finding[]) =>
    done({ ...base, status: 'refused', diagnostics: findings.map((f) => error(f.file, f.line, f.message)) });
  // In the order of the steps: each one's failure stopped the run there.
  // A refusal first: the scan's, or the size cap's (which stopped the preprocessor).
  if (findingsOf(run, pp).length) return refusal(findingsOf(run, pp));
  if (preprocessed.some((s) => s.exitCode !== 0)) return compileError();
  if (findingsOf(run, topDefined).length) return refusal(findingsOf(run, topDefined));
  if (compiled.exitCode !== 0) return compileError();
  if (findingsOf(run, design).length) return refusal(findingsOf(run, design));
  if (request.compileOnly) return done({ ...base, status: 'finished', diagnostics: [...compilerDiagnostics(), ...lintFindings] });

  const simulation = sim.read(run);
  const wave = simulation.waveform;
  const collected = written.read(run);
  outputs = collected.files.map((f) => ({
    path: f.path,
    size: f.size,
    content: f.content.toString('utf8'),
    truncated: f.size > f.content.length,
  }));
  if (collected.total > outputs.length)
    notices.push(`测试平台共写出 ${collected.total} 个文件，只返回按文件名排序的前 ${IDE_OUTPUT_FILES} 个`);
  for (const f of outputs.filter((o) => o.truncated))
    notices.push(`测试平台写出的文件 ${f.path} 有 ${f.size} 字节，只返回前 ${IDE_OUTPUT_FILE_BYTES / 1024} KiB`);
  // SIGXFSZ with a VCD: the VCD reached the file cap — unless a file the testbench wrote did (then it is the output limit).
  const outputAtCap = collected.files.some((f) => f.size >= IDE_WAVEFORM_BYTES);
  const limit = toolLimit(simulation.exitCode);
  const waveformTruncated = wave !== null && limit === 'file' && !outputAtCap;
  const status: ProjectStatus = limit === 'cpu' ? 'time_limit' : limit === 'file' && !waveformTruncated ? 'output_limit' : 'finished';
  return done({
    ...base,
    status,
    diagnostics: compilerDiagnostics(),
    simulation: { exitCode: simulation.exitCode, log: withLearnerNames(simulation.log, paths) },
    waveform: wave === null ? null : (waveformTruncated ? cutWaveform(wave) : wave).toString('utf8'),
    waveformTruncated,
  });
}

/**
 * A project run's answer to a run a limit of the jail ended; a crash of our own has no status of
 * the IDE's: the run throws and the worker reports the job failed.
 */
const ENDINGS: EndingTable<ProjectStatus> = {
  wall: 'time_limit',
  memory: 'memory_limit',
  output: 'output_limit',
  crashed: (crash) => {
    throw new RunCrashed(crash.step, crash.error);
  },
};

/** Where a simulation runs: its relative file names resolve here (see the header). */
const RUN_DIR = '/job/run';

const WAVEFORM_CUT_NOTICE = `波形文件达到 ${IDE_WAVEFORM_BYTES / 1024 / 1024} MiB 上限，仿真在此停止；返回的波形只含此前的部分。可减少 $dumpvars 的信号或缩短仿真时间`;
