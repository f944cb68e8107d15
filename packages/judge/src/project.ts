/**
 * A project run for the IDE, composed of the jail's steps (steps.ts) under the IDE policy
 * (policy.ts): several files of the learner's own, a top module the learner chooses (usually the
 * testbench), `$dumpfile`/`$finish` allowed. Every file is preprocessed and scanned, the project
 * is compiled with `top` as the root and its compiled design checked, then simulated; the answer
 * is the compile log with diagnostics per file, the simulation log and exit status, and the VCD
 * the testbench dumped. Nothing here is secret, so there is no seal. No route uses it yet (the
 * IDE issue adds the job kind); what a user sends is validated here before any of it reaches a
 * jail path or the driver.
 */
import type { Diagnostic } from '@veridojo/contracts';
import { projectDiagnostics } from './judge/diagnostics.ts';
import { scanRawSource } from './judge/scan.ts';
import { IDE_POLICY } from './policy.ts';
import type { JailLimits } from './sandbox.ts';
import { compile, MODULE_NAME, preprocess, runSteps, simulate, type Finding } from './steps.ts';

/**
 * A project file name: letters, digits, `_`, `-` and `.`, ending in .v or .sv — no path, no
 * space, no shell character, so it can become a jail path (/in/src/NAME) as it is.
 */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}\.s?v$/;
/** A course project is a few modules and a testbench; each file costs a preprocessor start in the jail. */
export const MAX_PROJECT_FILES = 16;
/** The judge's limit for one submission, per file: 16 such files stay far inside the jail's 64 MiB disk. */
export const MAX_PROJECT_FILE_BYTES = 64 * 1024;

export interface ProjectRequest {
  /** The project's files: name → text. */
  files: Record<string, string>;
  /** The module to elaborate as the root (the testbench's, to simulate it). */
  top: string;
  /** Wall clock of the whole run (default: the jail's). */
  timeLimitMs?: number;
  /** CPU seconds of the simulation (default: the jail's per-process limit). */
  cpuSeconds?: number;
  limits?: Partial<JailLimits>;
}

export type ProjectStatus =
  /** Refused before compiling: a bad file name or top module, or a construct the IDE policy forbids. */
  | 'refused'
  | 'compile_error'
  /** The simulation ran to its end; `simulation.exitCode` says how it ended. */
  | 'finished'
  | 'time_limit'
  | 'output_limit';

export interface ProjectRun {
  status: ProjectStatus;
  /** Refusals and compiler messages, each on the learner's file and line. */
  diagnostics: Diagnostic[];
  /** The preprocessor's and compiler's output. */
  compileLog: string;
  simulation: { exitCode: number | null; log: string } | null;
  /** The VCD the testbench dumped (`$dumpfile("name.vcd")`; without one, `$dumpvars` writes dump.vcd). */
  waveform: string | null;
  wallMs: number;
}

const error = (file: string, line: number, text: string): Diagnostic => ({ file, line, column: null, severity: 'error', text });

/** What a request gets wrong before anything runs, in the learner's terms. */
function requestProblems(request: ProjectRequest): Diagnostic[] {
  const names = Object.keys(request.files);
  const problems: Diagnostic[] = [];
  if (names.length === 0) problems.push(error('', 0, '项目中没有文件'));
  if (names.length > MAX_PROJECT_FILES) problems.push(error('', 0, `项目最多 ${MAX_PROJECT_FILES} 个文件，现有 ${names.length} 个`));
  for (const name of names) {
    if (!FILE_NAME.test(name)) problems.push(error(name, 0, `文件名“${name}”不合法：只能使用字母、数字、_、-、.，并以 .v 或 .sv 结尾`));
    else if (Buffer.byteLength(request.files[name]!) > MAX_PROJECT_FILE_BYTES)
      problems.push(error(name, 0, `文件 ${name} 超过 ${MAX_PROJECT_FILE_BYTES / 1024} KiB`));
  }
  if (!MODULE_NAME.test(request.top)) problems.push(error('', 0, `顶层模块名“${request.top}”不合法：应为一个 Verilog 标识符`));
  if (problems.length > 0) return problems;
  return names.flatMap((name) => scanRawSource(request.files[name]!).map((p) => error(name, p.line, p.message)));
}

export async function runProject(request: ProjectRequest): Promise<ProjectRun> {
  const started = Date.now();
  const done = (run: Omit<ProjectRun, 'wallMs'>): ProjectRun => ({ ...run, wallMs: Date.now() - started });
  const refused = requestProblems(request);
  if (refused.length > 0) return done({ status: 'refused', diagnostics: refused, compileLog: '', simulation: null, waveform: null });

  const names = Object.keys(request.files);
  const sources = names.map((name) => ({ input: `/in/src/${name}`, output: `/job/src.${name}`, name }));
  // Messages name the file as given (preprocessor) or as preprocessed (compiler): both are the learner's.
  const paths = Object.fromEntries(sources.flatMap((s) => [[s.input, s.name] as const, [s.output, s.name] as const]));
  const pp = preprocess('pp', sources, IDE_POLICY);
  const design = compile({
    id: 'compile',
    files: sources.map((s) => s.output),
    top: request.top,
    output: '/job/project.vvp',
    check: { policy: IDE_POLICY, learner: Object.fromEntries(sources.map((s) => [s.output, s.name])) },
  });
  const sim = simulate({ id: 'sim', artifact: design.artifact, wave: 'any', cpuSeconds: request.cpuSeconds });
  const run = await runSteps({
    files: Object.fromEntries(names.map((name) => [`src/${name}`, request.files[name]!])),
    steps: [pp, design, sim],
    limits: { ...(request.timeLimitMs === undefined ? {} : { wallMs: request.timeLimitMs }), ...request.limits },
  });

  const preprocessed = pp.read(run);
  const compiled = design.read(run);
  const compileLog = [...preprocessed.map((s) => s.log), compiled.log].filter((log) => log.trim() !== '').join('\n');
  const base = { compileLog, simulation: null, waveform: null };
  if (run.end === 'wall-timeout') return done({ ...base, status: 'time_limit', diagnostics: [] });
  if (run.end === 'output-limit' || run.end === 'result-limit') return done({ ...base, status: 'output_limit', diagnostics: [] });
  const compileError = () => done({ ...base, status: 'compile_error', diagnostics: projectDiagnostics(compileLog, paths) });
  const refusal = (findings: Finding[]) =>
    done({ ...base, status: 'refused', diagnostics: findings.map((f) => error(f.file, f.line, f.message)) });
  // In the order of the steps: each one's failure stopped the run there.
  if (preprocessed.some((s) => s.exitCode !== 0)) return compileError();
  if (run.findings.pp?.length) return refusal(run.findings.pp);
  if (compiled.exitCode !== 0) return compileError();
  if (run.findings.compile?.length) return refusal(run.findings.compile);

  const simulation = sim.read(run);
  // 152 = 128 + SIGXCPU, 137 = 128 + SIGKILL (the hard CPU limit), 153 = 128 + SIGXFSZ.
  const status: ProjectStatus =
    simulation.exitCode === 152 || simulation.exitCode === 137 ? 'time_limit' : simulation.exitCode === 153 ? 'output_limit' : 'finished';
  return done({
    status,
    diagnostics: projectDiagnostics(compileLog, paths),
    compileLog,
    simulation: { exitCode: simulation.exitCode, log: simulation.log },
    waveform: simulation.waveform?.toString('utf8') ?? null,
  });
}
