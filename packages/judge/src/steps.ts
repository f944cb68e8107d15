/**
 * The steps of a run in the jail, for compositions to put together: judge() (judge/judge.ts),
 * runProject() (project.ts, the IDE), and later the converter and the testbench-writing mode.
 *
 * - preprocess(sources, policy) runs Icarus' preprocessor on each source (as `iverilog -E` does,
 *   without the driver: icarus.ts; its output capped in the jail:
 *   PREPROCESSED_FILE_BYTES, PREPROCESSED_TOTAL_BYTES) and, under a construct policy, scans the
 *   preprocessed text (judge/scan.ts) before anything compiles;
 * - compile({ files, top, output, check }) elaborates a design into an artifact (Icarus's vvp
 *   assembly) and, when asked, checks the compiled design (judge/design-check.ts) under a policy;
 * - seal({ artifact, removeInputs }) takes secret inputs out of the jail and feeds the artifact to
 *   the simulator through a FIFO from a file already deleted;
 * - lint({ files, top }) runs Verilator's lint beside the compile (never stops the run);
 * - simulate({ artifact }) runs vvp and yields its log, exit status and VCD; with `runDir` it runs
 *   there, over a copy of the run's data files (read-only), and collectOutputs then hands back the
 *   files the design wrote there;
 * - tool({ id, argv, emit }) runs another tool of the toolchain (the converter's back end, GHDL);
 * - decide(id, fn) is a decision of the worker between steps: go on, or stop the run;
 * - beside(side, main) runs a tool step in the background while `main` runs (the other core),
 *   its results read as if it had run just before `main`.
 *
 * All steps of a run share ONE jail (runSteps): the jail's start-up is most of a judgement's
 * cost (bench/judge.ts). Each step contributes a fragment of the jail's driver script, generated
 * from argv arrays: every word is shell-quoted and every path must be a jail path of plain
 * segments (jailPath), so no text a user controls is ever interpolated into the script — file
 * names a user chose are validated by the composition (project.ts) before they become paths.
 * Work the worker does between steps (a scan, a check, removing inputs) is an action before or
 * after a step; adjacent actions share one sync point: the driver emits a `sync` frame and waits
 * for `go` on its stdin. The jail's limits are the run's (one jail); simulate can lower the CPU
 * limit of the simulation alone. The checks on user text (the scan, the compiled-design check)
 * run on the check thread (checks/host.ts), so while one runs the event loop stays free and the
 * jail's wall clock can still end the run; a check that overruns its deadline or whose thread dies
 * refuses the run's code with a message (checkFailureMessage), and one that throws crashes the run
 * (a system error) — neither takes the worker down.
 *
 * runSteps returns a typed trace of the run (RunTrace: each step's outcome, the step that stopped
 * it, the jail's limit that ended it, a crash); exit statuses are decoded here only (toolLimit).
 * A mode is its steps, an EndingTable from the run-level endings to its status and wording, and
 * its reading of the steps' outcomes (findingsOf).
 */
import { CheckAborted, CheckFailed, CheckOverrun, checkFailureMessage, runCheck } from './checks/host.ts';
import type { ProjectDesignProblem } from './judge/design-check.ts';
import { icarusLibrary, preprocessorSettings } from './icarus.ts';
import type { ConstructPolicy } from './policy.ts';
import { runInJail, type JailEnd, type JailHandle, type JailLimits, type JailResult, type JailTool } from './sandbox.ts';

/** A path inside the jail: under /in (inputs, read-only) or /job (work), plain segments only. */
const JAIL_PATH = /^\/(?:in|job)(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)+$/;
/** Step ids name result frames and job files. */
const STEP_ID = /^[a-z][a-z0-9_-]*$/;
/** A Verilog identifier (a top module handed to `-s`). */
export const MODULE_NAME = /^[A-Za-z_][A-Za-z0-9_$]*$/;

export function jailPath(path: string): string {
  if (!JAIL_PATH.test(path)) throw new Error(`not a plain jail path: ${JSON.stringify(path)}`);
  return path;
}

function stepId(id: string): string {
  if (!STEP_ID.test(id)) throw new Error(`not a step id: ${JSON.stringify(id)}`);
  return id;
}

/** One word for sh: plain words as they are, anything else in single quotes. */
export function shellWord(word: string): string {
  if (word.includes('\0')) throw new Error('a shell word cannot hold NUL');
  return /^[A-Za-z0-9_./=:-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

export function shellCommand(argv: string[]): string {
  return argv.map(shellWord).join(' ');
}

/** The shell built-ins that put a tool's own limits on its subshell ('' for none). */
function toolLimits(options: { cpuSeconds?: number; fileBytes?: number }): string {
  // Like the jail's own CPU limit: soft first (SIGXCPU, exit 152), hard a second later (SIGKILL).
  const cpu = options.cpuSeconds === undefined ? undefined : Math.max(1, Math.floor(options.cpuSeconds));
  // The largest file the tool may write, in sh's 512-byte blocks: past it, SIGXFSZ (exit 153).
  const fsize = options.fileBytes === undefined ? '' : `ulimit -f ${Math.ceil(options.fileBytes / 512)}; `;
  return (cpu === undefined ? '' : `ulimit -H -t ${cpu + 1}; ulimit -S -t ${cpu}; `) + fsize;
}

/**
 * A tool run in a subshell, so a limit signal (SIGXFSZ, SIGXCPU) ends the tool, not the driver;
 * fd 3 (the result channel) closed for the tool; its exit status and log emitted as `ID.rc`,
 * `ID.log`. With `stopOnError`, the driver ends after a failure.
 */
function toolFragment(
  id: string,
  argv: string[],
  options: { stdin?: string; cpuSeconds?: number; stopOnError?: boolean; fileBytes?: number; cwd?: string } = {},
): string {
  const log = jailPath(`/job/${id}.txt`);
  const ulimit = toolLimits(options);
  const stdin = options.stdin === undefined ? '' : ` < ${shellWord(jailPathOrDevNull(options.stdin))}`;
  const cd = options.cwd === undefined ? '' : `cd ${jailPath(options.cwd)} && `;
  return [
    `(${cd}${ulimit}${shellCommand(argv)}${stdin} > ${log} 2>&1 3>&-)`,
    'rc=$?',
    `emit_value ${id}.rc $rc`,
    // An empty log is not sent (its reader sees '' either way): one `cat` fewer in the jail.
    `[ ! -s ${log} ] || emit ${id}.log ${log}`,
    ...(options.stopOnError ? ['[ $rc = 0 ] || exit 0'] : []),
  ].join('\n');
}

/**
 * The same tool run as toolFragment's, started in the background (`start`) and waited for later
 * (`join`: its exit status and log emitted then, with `emits` after them). Its stdin is /dev/null
 * (the driver's own stdin carries the worker's decisions) and it holds no fd 3, so only the
 * driver writes result frames: a frame is never interleaved with another.
 */
function backgroundToolFragment(
  id: string,
  argv: string[],
  options: { cpuSeconds?: number; fileBytes?: number } = {},
  emits: string[] = [],
): Background {
  const log = jailPath(`/job/${id}.txt`);
  const pid = `pid_${id.replaceAll('-', '_')}`;
  return {
    start: [`(${toolLimits(options)}${shellCommand(argv)} < /dev/null > ${log} 2>&1) 3>&- &`, `${pid}=$!`].join('\n'),
    join: [`wait $${pid}`, 'rc=$?', `emit_value ${id}.rc $rc`, `[ ! -s ${log} ] || emit ${id}.log ${log}`, ...emits].join('\n'),
  };
}

/** A step's fragment split to run beside other steps (beside()): started before them, waited for after them. */
interface Background {
  start: string;
  join: string;
}

/** What a tool run by toolFragment left: its exit status and its log. */
interface ToolOutcome {
  /** null: the step never ran (the run stopped before it). */
  exitCode: number | null;
  log: string;
}

/** The exit status and log that toolFragment emitted for `id`. */
function toolOutcome(run: StepResults, id: string): ToolOutcome {
  return { exitCode: exitCode(run.text(`${id}.rc`)), log: run.text(`${id}.log`) };
}

/** The `exits` and `read` of a step that runs one tool through toolFragment. */
function oneTool(id: string): Pick<Step, 'exits'> & { read(run: StepResults): ToolOutcome } {
  return { exits: (run) => [exitCode(run.text(`${id}.rc`))], read: (run) => toolOutcome(run, id) };
}

function jailPathOrDevNull(path: string): string {
  return path === '/dev/null' ? path : jailPath(path);
}

/** The results of a run so far, by frame name; text() reads one as UTF-8 ('' when absent). */
interface StepResults {
  readonly frames: Record<string, Buffer>;
  text(name: string): string;
}

/** What an action between steps decides: go on, or stop with findings to report. */
export interface Decision {
  go: boolean;
  findings?: Finding[];
}

/**
 * Why a finding refused the code, as a stable id a mode may branch on (never on its wording):
 * `construct` a construct the policy forbids; `foreign-instance` an instance of a module the
 * learner's files do not define (`instance` names it); `file-too-large`/`run-too-large` the
 * preprocessed-size caps; `check-overrun` a check past its deadline; `check-failed` a check
 * thread that threw or ran out of memory (the code stays unchecked, so it is refused); `top-missing`
 * a top no file defines; `unsafe-output` a tool's output that is more than the translated design.
 */
type FindingRule =
  | 'construct'
  | 'foreign-instance'
  | 'file-too-large'
  | 'run-too-large'
  | 'check-overrun'
  | 'check-failed'
  | 'top-missing'
  | 'unsafe-output';

/** Something a check refused, in a file the run was given (its display name), at a line. */
export interface Finding {
  rule: FindingRule;
  file: string;
  line: number;
  message: string;
  /** `foreign-instance`: the module instantiated. */
  instance?: string;
}

/**
 * Work of the worker between steps. It may take its time (a check on the check thread): the
 * driver waits for its decision. `signal` is aborted when the run ends meanwhile (the jail was
 * killed): the decision would reach nobody.
 */
export type Action = (results: StepResults, jail: JailHandle, signal: AbortSignal) => Decision | Promise<Decision>;

export interface Step {
  readonly id: string;
  /** Work of the worker before the step's fragment runs. */
  readonly before?: Action;
  /** The step's part of the driver script (may be empty). */
  readonly fragment: string;
  /** Work of the worker once the fragment has run (a check of what it emitted). */
  readonly after?: Action;
  /** The exit statuses of the tools the step ran (null: not run); absent for a step that runs none. */
  readonly exits?: (run: StepResults) => (number | null)[];
  /** A failed tool of the step ends the run there (the driver exits). */
  readonly stopsOnFailure?: boolean;
}

/** A compiled design in the jail, ready to simulate. */
export interface Artifact {
  readonly path: string;
}

export interface Source {
  /** The source as given, under /in. */
  input: string;
  /** Where its preprocessed text goes, under /job. */
  output: string;
  /** The name the learner knows it by (findings and diagnostics use it). */
  name: string;
}

interface PreprocessedSource extends Source {
  exitCode: number | null;
  log: string;
  /** '' when the source was over PREPROCESSED_FILE_BYTES or the step over PREPROCESSED_TOTAL_BYTES (never emitted). */
  text: string;
  /** The preprocessor's output passed PREPROCESSED_FILE_BYTES: it was stopped there (exit 153). */
  oversize: boolean;
}

interface PreprocessStep extends Step {
  read(run: StepResults): PreprocessedSource[];
  /** The modules each source defines (known once the step's check ran; [] per source before). */
  modules(run: StepResults): string[][];
}

/**
 * The caps on what a preprocessor may make of the sources. Why 1 MiB a file: four times the largest
 * file a learner can save (256 KiB, the IDE's and the converter's cap; a judged submission is at
 * most 64 KiB), so real code with its macros fits, while 214 bytes of nested `define expand to
 * megabytes; a file at the cap scans in about 0.1 s at worst. Why 8 MiB a run: twice the largest
 * project (the IDE's 4 MiB quota), about a second of scanning at worst (bench/scan.ts). The jail
 * enforces both before anything is emitted: the preprocessor runs under a file-size limit (a
 * shell built-in, no extra process), and a run of several files adds up their sizes once
 * (`wc -c`) before emitting any.
 */
export const PREPROCESSED_FILE_BYTES = 1024 * 1024;
export const PREPROCESSED_TOTAL_BYTES = 8 * 1024 * 1024;
const MIB = 1024 * 1024;
const FILE_TOO_LARGE = `预处理后的代码超过 ${PREPROCESSED_FILE_BYTES / MIB} MiB（宏展开过大），请精简后再试`;
const RUN_TOO_LARGE = `预处理后的代码合计超过 ${PREPROCESSED_TOTAL_BYTES / MIB} MiB（宏展开过大），请精简后再试`;

/** A problem a check found, as a finding in `file`: an instance of a module the learner did not define has a rule of its own. */
function checkFinding(file: string, p: { line: number; message: string; instance?: string }): Finding {
  const { line, message, instance } = p;
  return instance === undefined ? { rule: 'construct', file, line, message } : { rule: 'foreign-instance', file, line, message, instance };
}

/** The modules a preprocess step's check found, by the run's frames (the run's identity for every action and reader). */
const modulesFound = new WeakMap<Record<string, Buffer>, string[][]>();

/**
 * Preprocesses each source with Icarus' ivlpp, as `iverilog -E` would (icarus.ts; each output
 * capped, the step's total capped) and,
 * with a policy, scans the preprocessed texts on the check thread (modules of any of them may be
 * instantiated in the others): the run stops on a refusal, a text over a cap, or a source the
 * preprocessor failed on.
 */
export function preprocess(
  id: string,
  sources: Source[],
  policy: ConstructPolicy | null,
  /** Modules the sources may instantiate besides their own (the design a learner's testbench tests). */
  provided: string[] = [],
): PreprocessStep {
  stepId(id);
  const outputs = sources.map((source) => jailPath(source.output));
  // Each source's exit status, kept for the emits at the end (a shell name: the id's `-` as `_`).
  const status = (k: number) => `rc_${id.replaceAll('-', '_')}_${k}`;
  const library = icarusLibrary();
  if (library === null) throw new Error("Icarus Verilog's preprocessor (ivlpp) is not installed: install the iverilog package");
  const settings = jailPath(`/job/${id}.ivlpp`);
  // Every source preprocessed first; then, with several, their sizes added up (one `wc`); then the texts.
  const fragment = [
    `printf '%s\\n' ${preprocessorSettings(library).map(shellWord).join(' ')} > ${settings}`,
    ...sources.map((source, k) =>
      [
        toolFragment(`${id}-${k}`, [`${library}/ivlpp`, '-F', settings, '-o', outputs[k]!, jailPath(source.input)], {
          fileBytes: PREPROCESSED_FILE_BYTES,
        }),
        `${status(k)}=$rc`,
      ].join('\n'),
    ),
    ...(sources.length > 1
      ? [
          `total=$(cat ${outputs.join(' ')} 2>/dev/null | wc -c)`,
          `[ "$total" -le ${PREPROCESSED_TOTAL_BYTES} ] || { emit_value ${id}.total "$total"; rm -f ${outputs.join(' ')}; }`,
        ]
      : []),
    // Exit 153 (SIGXFSZ): the output reached the file cap and is cut there: not emitted.
    ...sources.map((_, k) => `[ $${status(k)} = 153 ] || emit ${id}-${k}.text ${outputs[k]}`),
  ].join('\n');
  const read = (run: StepResults) =>
    sources.map((source, k) => {
      const outcome = toolOutcome(run, `${id}-${k}`);
      return { ...source, ...outcome, text: run.text(`${id}-${k}.text`), oversize: toolLimit(outcome.exitCode) === 'file' };
    });
  const after: Action = async (run, _jail, signal) => {
    const done = read(run);
    const tooLarge: Finding[] = [
      ...done.filter((s) => s.oversize).map((s) => ({ rule: 'file-too-large' as const, file: s.name, line: 0, message: FILE_TOO_LARGE })),
      ...(run.text(`${id}.total`) === '' ? [] : [{ rule: 'run-too-large' as const, file: '', line: 0, message: RUN_TOO_LARGE }]),
    ];
    if (tooLarge.length > 0) return { go: false, findings: tooLarge };
    if (done.some((s) => s.exitCode !== 0)) return { go: false };
    const checked = await runCheck('preprocessed', { texts: done.map((s) => s.text), policy: policy?.name ?? null, provided }, { signal });
    modulesFound.set(run.frames, checked.modules);
    const findings = done.flatMap((s, k) => checked.problems[k]!.map((p) => checkFinding(s.name, p)));
    return { go: findings.length === 0, findings };
  };
  return {
    id,
    fragment,
    after,
    read,
    exits: (run) => sources.map((_, k) => exitCode(run.text(`${id}-${k}.rc`))),
    modules: (run) => modulesFound.get(run.frames) ?? sources.map(() => []),
  };
}

interface CompileStep extends Step {
  readonly artifact: Artifact;
  read(run: StepResults): ToolOutcome;
}

interface CompileOptions {
  id: string;
  /** Jail paths of the files to elaborate, in order. */
  files: string[];
  /** The root module. */
  top: string;
  /** Where the compiled design goes, under /job. */
  output: string;
  /** End the run when the compile fails (default true). */
  stopOnError?: boolean;
  /**
   * Check the compiled design under a policy: `learner` maps the jail paths of the learner's
   * files to their names, `designs` the modules of ours the learner's testbench may instantiate.
   * The run stops on a refusal.
   */
  check?: { policy: ConstructPolicy; learner: Record<string, string>; designs?: string[] };
}

/** `iverilog` elaborating `files` under the root `top`, with the target's options first. */
function icarusArgv(target: string[], options: { top: string; files: string[] }): string[] {
  if (!MODULE_NAME.test(options.top)) throw new Error(`not a module name: ${JSON.stringify(options.top)}`);
  return ['iverilog', '-g2012', ...target, '-s', options.top, ...options.files.map(jailPath)];
}

/**
 * Elaborates a design and nothing more (Icarus' null target: no code generated, nothing
 * written): whether it elaborates under `top`, and the compiler's log. Never stops the run.
 */
export function elaborate(options: { id: string; files: string[]; top: string }): SideStep & { read(run: StepResults): ToolOutcome } {
  const id = stepId(options.id);
  const argv = icarusArgv(['-t', 'null'], options);
  return {
    id,
    fragment: toolFragment(id, argv),
    background: backgroundToolFragment(id, argv),
    stopsOnFailure: false,
    ...oneTool(id),
  };
}

export function compile(options: CompileOptions): CompileStep {
  const id = stepId(options.id);
  const output = jailPath(options.output);
  const check = options.check;
  const stop = options.stopOnError ?? true;
  const fragment = [
    toolFragment(id, icarusArgv(['-o', output], options), { stopOnError: stop }),
    ...(check ? [`emit ${id}.design ${output}`] : []),
  ].join('\n');
  const after: Action | undefined = check
    ? async (run, _jail, signal) => {
        const problems = await runCheck(
          'compiledDesign',
          {
            vvp: run.text(`${id}.design`),
            learnerPaths: Object.keys(check.learner),
            policy: check.policy.name,
            options: { designs: check.designs },
          },
          { signal },
        );
        const findings = problems.map((p: ProjectDesignProblem) => checkFinding(p.path === null ? '' : (check.learner[p.path] ?? ''), p));
        return { go: findings.length === 0, findings };
      }
    : undefined;
  return {
    id,
    fragment,
    after,
    artifact: { path: output },
    stopsOnFailure: stop,
    ...oneTool(id),
  };
}

interface LintStep extends Step {
  read(run: StepResults): ToolOutcome;
}

/**
 * Verilator's lint of a design (`--lint-only -Wall`), beside the compile: it never stops the run
 * (Icarus is the compiler of record; lint only adds warnings). `--timing` lets it read testbench
 * delays instead of refusing them; DECLFILENAME is off because the files in the jail carry the
 * run's names, not the learner's, so "file name does not match the module" would always be wrong.
 */
export function lint(options: { id: string; files: string[]; top: string }): LintStep {
  const id = stepId(options.id);
  if (!MODULE_NAME.test(options.top)) throw new Error(`not a module name: ${JSON.stringify(options.top)}`);
  const argv = ['verilator', '--lint-only', '-Wall', '-Wno-DECLFILENAME', '--timing', '--top-module', options.top];
  return {
    id,
    fragment: toolFragment(id, [...argv, ...options.files.map(jailPath)]),
    ...oneTool(id),
  };
}

interface SealStep extends Step {
  /** The sealed artifact: a FIFO fed from the compiled design, whose file is gone. */
  readonly artifact: Artifact;
}

/**
 * Before the design runs: the worker removes the secret inputs (paths relative to /in), and the
 * driver opens the compiled design, deletes it (and `discard`: other job files the design must
 * not find) and feeds it to the simulator through a FIFO — so when the design runs no file holds
 * the testbench, the reference or their compiled form.
 */
export function seal(options: { id: string; artifact: Artifact; removeInputs: string[]; discard?: string[] }): SealStep {
  const id = stepId(options.id);
  const fifo = jailPath(`/job/${id}.fifo`);
  const compiled = jailPath(options.artifact.path);
  const fragment = [
    `mkfifo ${fifo}`,
    `exec 4< ${compiled}`,
    `rm -f ${shellCommand([compiled, ...(options.discard ?? []).map(jailPath)])}`,
    `cat <&4 > ${fifo} 3>&- &`,
    'exec 4<&-',
  ].join('\n');
  const removeInputs = options.removeInputs.map((name) => jailPath(`/in/${name}`).slice('/in/'.length));
  const before: Action = (_run, jail) => {
    for (const name of removeInputs) jail.removeInput(name);
    return { go: true };
  };
  return { id, before, fragment, artifact: { path: fifo } };
}

export interface Simulation {
  /** null: the simulation never ran. */
  exitCode: number | null;
  log: string;
  /** The VCD the design wrote, if any. */
  waveform: Buffer | null;
}

interface SimulateStep extends Step {
  read(run: StepResults): Simulation;
}

interface SimulateOptions {
  id: string;
  artifact: Artifact;
  /** The VCD to collect: a jail path, or 'any' for the first *.vcd the design wrote in /job. */
  wave: string | 'any';
  /** CPU seconds for the simulator alone (below the jail's own limit). */
  cpuSeconds?: number;
  /**
   * The directory the design runs in, under /job (its relative file names resolve there; 'any'
   * looks for the VCD there), filled first with a copy of `/in/<data>` whose files are made
   * read-only: the design reads them, and cannot change them.
   */
  runDir?: { path: string; data: string };
}

/** Runs the design with `vvp -n` (stdin /dev/null: `$stop` cannot wait for a prompt). */
export function simulate(options: SimulateOptions): SimulateStep {
  const id = stepId(options.id);
  const dir = options.runDir === undefined ? '/job' : jailPath(options.runDir.path);
  const data = options.runDir === undefined ? null : jailPath(`/in/${options.runDir.data}`);
  const wave =
    options.wave === 'any'
      ? `for f in ${dir}/*.vcd; do [ -f "$f" ] && emit ${id}.wave "$f" && break; done`
      : `emit ${id}.wave ${jailPath(options.wave)}`;
  const fragment = [
    ...(data === null ? [] : [`mkdir -p ${dir}`, `[ -d ${data} ] && cp -R ${data}/. ${dir}/`, `find ${dir} -type f -exec chmod a-w {} +`]),
    toolFragment(id, ['vvp', '-n', jailPath(options.artifact.path)], {
      stdin: '/dev/null',
      cpuSeconds: options.cpuSeconds,
      ...(data === null ? {} : { cwd: dir }),
    }),
    wave,
  ].join('\n');
  return {
    id,
    fragment,
    ...oneTool(id),
    read: (run) => ({
      ...toolOutcome(run, id),
      waveform: run.frames[`${id}.wave`] ?? null,
    }),
  };
}

/** A file the design wrote in its run directory; `content` is its first `maxBytes` bytes. */
interface WrittenFile {
  path: string;
  size: number;
  content: Buffer;
}

interface CollectStep extends Step {
  /** The files handed back (at most `maxFiles`, by name), and how many the design wrote in all. */
  read(run: StepResults): { files: WrittenFile[]; total: number };
}

/**
 * The files a design wrote in its run directory (simulate's runDir): the writable regular files
 * there but VCDs (the run's waveform) — the data files were made read-only, so an unchanged copy
 * is never one of them. The first `maxFiles` by name come back, each cut at `maxBytes`, with the
 * count of all. `find` follows no symbolic link, and a name of anything but `A-Za-z0-9_./-` is
 * skipped rather than put in a frame (the scan lets a design name nothing else).
 */
export function collectOutputs(options: { id: string; dir: string; maxFiles: number; maxBytes: number }): CollectStep {
  const id = stepId(options.id);
  const dir = jailPath(options.dir);
  const list = jailPath(`/job/${id}.list`);
  const part = jailPath(`/job/${id}.part`);
  const maxFiles = Math.floor(options.maxFiles);
  const maxBytes = Math.floor(options.maxBytes);
  const fragment = [
    `[ -d ${dir} ] && (cd ${dir} && find . -type f -perm -u=w ! -name '*.vcd' | LC_ALL=C sort > ${list})`,
    `[ -f ${list} ] && emit_value ${id}.count "$(wc -l < ${list})"`,
    `[ -f ${list} ] && head -n ${maxFiles} ${list} | {`,
    '  k=0',
    '  while IFS= read -r f; do',
    `    case "$f" in ./*) ;; *) continue ;; esac`,
    `    case "$f" in *[!A-Za-z0-9_./-]*) continue ;; esac`,
    `    p="${dir}/\${f#./}"`,
    `    emit_value ${id}.$k.name "\${f#./}"`,
    `    emit_value ${id}.$k.size "$(wc -c < "$p")"`,
    `    head -c ${maxBytes} "$p" > ${part}`,
    `    emit ${id}.$k.data ${part}`,
    '    k=$((k+1))',
    '  done',
    '}',
  ].join('\n');
  return {
    id,
    fragment,
    read(run) {
      const files: WrittenFile[] = [];
      for (let k = 0; run.frames[`${id}.${k}.name`] !== undefined; k++)
        files.push({
          path: run.text(`${id}.${k}.name`).trim(),
          size: Number(run.text(`${id}.${k}.size`).trim()),
          content: run.frames[`${id}.${k}.data`] ?? Buffer.alloc(0),
        });
      const total = Number(run.text(`${id}.count`).trim() || '0');
      return { files, total: Math.max(total, files.length) };
    },
  };
}

interface ToolRun {
  /** null: the step never ran. */
  exitCode: number | null;
  log: string;
  /** The files the step emitted, by jail path (absent: not written). */
  outputs: Record<string, Buffer | undefined>;
}

export interface ToolStep extends SideStep {
  read(run: StepResults): ToolRun;
}

/**
 * Any other tool of the toolchain (the converter's `iverilog -tvhdl`, GHDL): `argv` is ours —
 * flags, jail paths and checked module names, never a learner's text — and `emit` names the jail
 * files to hand back once it ran.
 */
export function tool(options: {
  id: string;
  argv: string[];
  emit?: string[];
  stopOnError?: boolean;
  cpuSeconds?: number;
  /** The largest file the tool may write (it is stopped there, exit 153: toolLimit 'file'). */
  fileBytes?: number;
}): ToolStep {
  const id = stepId(options.id);
  const emits = (options.emit ?? []).map(jailPath);
  const emitted = emits.map((path, k) => `[ -f ${path} ] && emit ${id}.out${k} ${path}`);
  const limits = { cpuSeconds: options.cpuSeconds, fileBytes: options.fileBytes };
  const fragment = [toolFragment(id, options.argv, { stopOnError: options.stopOnError, ...limits }), ...emitted].join('\n');
  return {
    id,
    fragment,
    background: backgroundToolFragment(id, options.argv, limits, emitted),
    stopsOnFailure: options.stopOnError ?? false,
    ...oneTool(id),
    read: (run) => ({
      ...toolOutcome(run, id),
      outputs: Object.fromEntries(emits.map((path, k) => [path, run.frames[`${id}.out${k}`]])),
    }),
  };
}

/** A step that can also run in the background, beside others (beside()). */
export interface SideStep extends Step {
  readonly background: Background;
}

/**
 * `side` run beside `main`, on the machine's other core: started just before `main`'s tools, its
 * results emitted once they are done and before `main`'s after-action — so whatever reads the run
 * finds both as if they had run one after the other, `side` first. For work that neither waits
 * for the other: the learner's design elaborated alone beside the whole compile (a judgement),
 * Yosys beside the compile whose design the policy checks (a synthesis). Returns the two steps to
 * put in the run in place of `main`: `side` (no fragment of its own; its outcome is read from what
 * the join emitted, so it is not reached when `main` stops the run) and `main` around it. `side`
 * must not stop the run on a failure (it cannot: the driver has moved on) nor have actions.
 */
export function beside<S extends SideStep, M extends Step>(side: S, main: M): [S, M] {
  if (side.before || side.after || side.stopsOnFailure)
    throw new Error(`step ${side.id} cannot run beside another: it stops the run or acts`);
  if (!main.fragment) throw new Error(`step ${main.id} runs nothing for ${side.id} to run beside`);
  return [
    { ...side, fragment: '' },
    { ...main, fragment: [side.background.start, main.fragment, side.background.join].join('\n') },
  ];
}

/** A decision of the worker between steps, on what the run has emitted so far. */
export function decide(id: string, action: Action): Step {
  return { id: stepId(id), before: action, fragment: '' };
}

function exitCode(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * A limit the kernel stopped one tool at, read from its exit status (128 + the signal) — here,
 * once, for every mode: 152 = SIGXCPU (the tool's soft CPU limit), 137 = SIGKILL (the hard CPU
 * limit a second later; the wall clock ends the whole jail instead, never one tool), 153 = SIGXFSZ
 * (the file-size limit: a VCD or a preprocessed text reached its cap).
 */
type ToolLimit = 'cpu' | 'file';
const LIMIT_EXITS: ReadonlyMap<number, ToolLimit> = new Map([
  [152, 'cpu'],
  [137, 'cpu'],
  [153, 'file'],
]);

export function toolLimit(code: number | null): ToolLimit | null {
  return code === null ? null : (LIMIT_EXITS.get(code) ?? null);
}

/** A limit of the whole jail that ended the run (sandbox.ts's JailEnd, by what was exceeded). */
type RunLimit = 'wall' | 'output' | 'memory';
const RUN_LIMITS: Partial<Record<JailEnd, RunLimit>> = {
  'wall-timeout': 'wall',
  'output-limit': 'output',
  'result-limit': 'output',
  'memory-limit': 'memory',
};

/**
 * What became of one step: it ran (its tools exited 0, its actions went on); a tool failed; an
 * action refused the code (findings with their rules); a tool hit a limit of its own; an action of
 * ours threw (crashed: a bug, never the learner's doing); or the run ended before it.
 */
type StepOutcome =
  | { kind: 'ran' }
  | { kind: 'failed'; exitCode: number }
  | { kind: 'refused'; findings: Finding[] }
  | { kind: 'limit'; limit: ToolLimit }
  | { kind: 'crashed'; error: string }
  | { kind: 'not-reached' };

/** The typed trace of a run: each step's outcome and what ended the run. */
export interface RunTrace {
  /** Each step's outcome, by id, in the run's order. */
  steps: Record<string, StepOutcome>;
  /** The step that ended the run: an action's stop (refusal, crash) or a failure where a failure stops it. */
  stoppedBy: string | null;
  /** The jail's own limit that ended the run: it decides before any step's outcome. */
  limit: RunLimit | null;
  /** The step whose action threw, and what it threw: the run is a system error. */
  crashed: { step: string; error: string } | null;
}

/**
 * A run whose action of ours threw (a bug): the IDE and the converter have no status for it, so
 * their compositions throw this and the worker reports the job failed; a judgement says
 * system_error. Never a dead worker.
 */
export class RunCrashed extends Error {
  constructor(
    readonly step: string,
    readonly detail: string,
  ) {
    super(`step ${step} crashed: ${detail}`);
    this.name = 'RunCrashed';
  }
}

/** Throws RunCrashed when the run's trace says an action crashed. */
export function assertNotCrashed(run: { trace: RunTrace }): void {
  const crashed = run.trace.crashed;
  if (crashed) throw new RunCrashed(crashed.step, crashed.error);
}

/** The findings that refused the code at `step` ([] when it did not refuse it): read by the step, never by a string id. */
export function findingsOf(run: { trace: RunTrace }, step: Step): Finding[] {
  const outcome = run.trace.steps[step.id];
  return outcome?.kind === 'refused' ? outcome.findings : [];
}

/**
 * A mode's answers to the endings of a run that no step decides: each limit of the jail, and a
 * crash of one of our actions (crashed gets the step and what it threw; a mode without a status
 * for it throws RunCrashed). A mode is its steps plus this table plus its reading of the steps.
 */
export interface EndingTable<T> {
  wall: T;
  output: T;
  memory: T;
  crashed(crash: { step: string; error: string }): T;
}

/** The mode's answer when a crash or a limit of the jail ended the run (in that order); null when the steps decide. */
export function runEnding<T>(run: { trace: RunTrace }, table: EndingTable<T>): T | null {
  if (run.trace.crashed) return table.crashed(run.trace.crashed);
  return run.trace.limit === null ? null : table[run.trace.limit];
}

export interface StepRun extends StepResults {
  end: JailEnd;
  /** The step whose action stopped the run, if one did. */
  stoppedBy: string | null;
  /** Findings of every action that ran, by step id. */
  findings: Record<string, Finding[]>;
  trace: RunTrace;
  jail: JailResult;
}

interface SyncPoint {
  actions: { id: string; action: Action }[];
}

/** A refusal for a check that could not finish (overran, or its thread died), or null for one that threw. */
function unfinishedCheck(error: unknown): Finding | null {
  if (error instanceof CheckOverrun) return { rule: 'check-overrun', file: '', line: 0, message: checkFailureMessage(error)! };
  if (error instanceof CheckFailed && !error.threw)
    return { rule: 'check-failed', file: '', line: 0, message: checkFailureMessage(error)! };
  return null;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** One step's outcome from what the run emitted and decided (see StepOutcome). */
function outcomeOf(step: Step, run: StepResults, findings: Finding[] | undefined, acted: boolean, cut: boolean): StepOutcome {
  if (findings?.length) return { kind: 'refused', findings };
  if (!step.exits)
    return cut || (!acted && (step.before !== undefined || step.after !== undefined)) ? { kind: 'not-reached' } : { kind: 'ran' };
  const exits = step.exits(run);
  const limit = exits.map(toolLimit).find((l) => l !== null);
  if (limit) return { kind: 'limit', limit };
  const failed = exits.find((code) => code !== null && code !== 0);
  if (failed !== undefined && failed !== null) return { kind: 'failed', exitCode: failed };
  return exits.every((code) => code === null) ? { kind: 'not-reached' } : { kind: 'ran' };
}

/** Phase marks (ms since the epoch) for the worker's log: a function that notes `phase` now, when `marks` is kept. */
export function marker(marks: Record<string, number> | undefined): (phase: string) => void {
  return (phase) => {
    if (marks) marks[phase] = Date.now();
  };
}

/**
 * Runs the steps in order in one jail over `files` (placed under /in). The driver ends when a
 * step stops it (a failed tool with stopOnError, or an action deciding to stop). An action that
 * throws never escapes: a check that could not finish refuses the code, anything else crashes the
 * run (trace.crashed) and stops it.
 */
export async function runSteps(request: {
  files: Record<string, string | Buffer>;
  steps: Step[];
  limits?: Partial<JailLimits>;
  /** Aborting kills the jail at once (the worker lost the job's lease). */
  signal?: AbortSignal;
  /** What a tool of the steps needs of the jail beyond /usr (sandbox.ts, TOOL_MOUNTS): Yosys. */
  tools?: JailTool[];
  /**
   * When the phases ended (ms since the epoch): `jail` (the driver sent), each step when its last
   * result came, `<step>:action` when its check answered, `end` (the jail gone). For the worker's log.
   */
  marks?: Record<string, number>;
}): Promise<StepRun> {
  const mark = marker(request.marks);
  const syncs: SyncPoint[] = [];
  const script: string[] = [];
  let pending: SyncPoint['actions'] = [];
  const flush = () => {
    if (pending.length === 0) return;
    script.push(`emit_value sync ${syncs.length}`, 'read decision || exit 0', '[ "$decision" = go ] || exit 0');
    syncs.push({ actions: pending });
    pending = [];
  };
  for (const step of request.steps) {
    if (step.before) pending.push({ id: step.id, action: step.before });
    if (step.fragment) {
      flush();
      script.push(step.fragment);
    }
    if (step.after) pending.push({ id: step.id, action: step.after });
  }
  // Actions after the last fragment still run (on everything emitted), with nothing to wait for.
  const trailing = pending;
  pending = [];

  const frames: Record<string, Buffer> = {};
  const text = (name: string) => frames[name]?.toString('utf8') ?? '';
  const results: StepResults = { frames, text };
  const findings: Record<string, Finding[]> = {};
  const acted = new Set<string>();
  let stoppedBy: string | null = null;
  let crashed: RunTrace['crashed'] = null;
  const act = async (actions: SyncPoint['actions'], jail: JailHandle, signal: AbortSignal): Promise<boolean> => {
    for (const { id, action } of actions) {
      let decision: Decision;
      try {
        decision = await action(results, jail, signal);
      } catch (error) {
        // An abandoned check answers nobody; one that could not finish refuses the code (it was not
        // checked); one that threw is a fault of ours: the run crashed, and says so.
        if (error instanceof CheckAborted || signal.aborted) return false;
        const refusal = unfinishedCheck(error);
        if (refusal === null) {
          crashed = { step: id, error: errorText(error) };
          stoppedBy = id;
          return false;
        }
        decision = { go: false, findings: [refusal] };
      }
      // The run ended while the action worked (the jail was killed): its decision reaches nobody.
      if (signal.aborted) return false;
      acted.add(id);
      mark(`${id}:action`);
      if (decision.findings) findings[id] = [...(findings[id] ?? []), ...decision.findings];
      if (!decision.go) {
        stoppedBy = id;
        return false;
      }
    }
    return true;
  };
  // Aborted when the jail ends: an action still working then is abandoned (its check thread freed).
  const jailEnded = new AbortController();
  const jail = await runInJail({
    files: request.files,
    script: `\n${script.join('\n')}\n`,
    limits: request.limits,
    signal: request.signal,
    ...(request.tools === undefined ? {} : { tools: request.tools }),
    onDriverSent: () => mark('jail'),
    onResult(name, data, handle) {
      frames[name] = data;
      // A step's results are named `<id>.<what>` (or `<id>-<k>.<what>`): its mark is its last one's arrival.
      if (name !== 'sync') mark(name.split('.')[0]!.replace(/-\d+$/, ''));
      if (name !== 'sync') return undefined;
      const sync = syncs[Number(data.toString('utf8').trim())];
      if (!sync) return 'stop\n';
      return act(sync.actions, handle, jailEnded.signal).then((go) => (go ? 'go\n' : 'stop\n'));
    },
  });
  jailEnded.abort();
  mark('end');
  Object.assign(frames, jail.results);
  // The jail's callback threw (sandbox.ts killed the jail and kept the error): a crash too.
  if (crashed === null && jail.callbackError !== null) crashed = { step: stoppedBy ?? 'jail', error: jail.callbackError };
  if (stoppedBy === null && jail.end === 'exited' && trailing.length > 0)
    await act(
      trailing,
      {
        removeInput() {
          /* the jail is gone */
        },
      },
      request.signal ?? new AbortController().signal,
    );
  const steps: Record<string, StepOutcome> = {};
  let cut = false;
  let failedStop: string | null = null;
  for (const step of request.steps) {
    const outcome: StepOutcome =
      crashed?.step === step.id
        ? { kind: 'crashed', error: crashed.error }
        : outcomeOf(step, results, findings[step.id], acted.has(step.id), cut);
    steps[step.id] = outcome;
    if (outcome.kind === 'failed' && step.stopsOnFailure && failedStop === null) failedStop = step.id;
    if (outcome.kind === 'refused' || outcome.kind === 'crashed' || outcome.kind === 'not-reached' || step.id === stoppedBy) cut = true;
    if (outcome.kind === 'failed' && step.stopsOnFailure) cut = true;
  }
  const trace: RunTrace = { steps, stoppedBy: stoppedBy ?? failedStop, limit: RUN_LIMITS[jail.end] ?? null, crashed };
  return { end: jail.end, stoppedBy, findings, frames, text, trace, jail };
}
