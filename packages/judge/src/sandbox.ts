/**
 * The jail every run of the HDL tools on user input goes through (DESIGN.md §4): bubblewrap
 * with every namespace unshared (no network, no host files but a read-only /usr), a private
 * size-limited tmpfs as the only writable directory, uid 65534, no capabilities, a clean
 * environment; prlimit caps address space, CPU time, file size, open files and processes; an
 * outer wall-clock timer kills the whole process group; stdout/stderr are capped.
 *
 * One jail runs one shell script (the driver) over input files placed read-only at /in.
 * The driver works in /job and hands results back on file descriptor 3 (`emit NAME FILE`,
 * `emit_value NAME TEXT`);
 * the tools it starts get fd 3 closed (`3>&-`), so user code cannot write there.
 * The jail is made before its run knows its driver: bubblewrap's shell waits on stdin, and the
 * run writes its inputs to /in, then the driver (with the prelude, and so the secret boundary)
 * down the pipe (DRIVER_WAITER). A worker that keeps jails warm (keepJailsWarm) starts the next
 * run's jail when it has time after a run (warmNextJail: once its report is answered), so the
 * ~15 ms of prlimit, setpriv, namespaces, mounts and the seccomp filter leave the critical path of
 * its next verdict. A jail runs one driver, never two.
 * Imported by the worker only: the server never runs user code.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budgetsActive, runBudget, type BudgetUse, type RunBudget } from './budgets.ts';
import { seccompFilter } from './seccomp.ts';

export interface JailLimits {
  /** Wall-clock limit for the whole script. */
  wallMs: number;
  /** CPU seconds for each process (RLIMIT_CPU). */
  cpuSeconds: number;
  /** Address space per process (RLIMIT_AS). */
  memoryBytes: number;
  /** Size of the private tmpfs /job: caps total disk use, which a per-file limit cannot. */
  diskBytes: number;
  /** Largest single file a process may write (RLIMIT_FSIZE). */
  fileBytes: number;
  /** Bytes of stdout and of stderr kept; the jail is killed when either overflows. */
  outputBytes: number;
  /** Bytes of results emitted on fd 3. */
  resultBytes: number;
}

/**
 * Defaults for one judgement: the measured judge baseline is ~60 ms and a 32-bit ALU with
 * 10 000 vectors simulates in 0.2 s, so 10 s wall / 5 s CPU leave room for slow problems while
 * an infinite loop costs little; 512 MiB address space fits iverilog on large designs; 64 MiB of
 * disk holds a capped VCD with room to spare.
 */
const DEFAULT_LIMITS: JailLimits = {
  wallMs: 10_000,
  cpuSeconds: 5,
  memoryBytes: 512 * 1024 * 1024,
  diskBytes: 64 * 1024 * 1024,
  fileBytes: 32 * 1024 * 1024,
  outputBytes: 256 * 1024,
  resultBytes: 16 * 1024 * 1024,
};

interface JailRequest {
  /** Input files by relative path; visible read-only under /in. */
  files: Record<string, string | Buffer>;
  /** The driver: a POSIX sh script run in /job. It may call `emit NAME FILE`. */
  script: string;
  limits?: Partial<JailLimits>;
  /**
   * Called for each result as soon as its frame is complete; a returned string is written to
   * the driver's stdin (a driver can `read` a decision between its phases) — a promised one when
   * it resolves, so a decision may take its time off the event loop while the wall clock runs
   * (a rejected one kills the jail). Stdin is closed when the jail ends. `jail.removeInput`
   * deletes an input file from /in, for example the reference once it is compiled, before the
   * driver goes on.
   */
  onResult?: (name: string, data: Buffer, jail: JailHandle) => string | undefined | Promise<string | undefined>;
  /** Aborting kills the jail at once (end 'killed'): the worker lost the job's lease. */
  signal?: AbortSignal;
  /** Called when the driver has been handed to the jail (its inputs in place; a warm jail was already made). */
  onDriverSent?: () => void;
  /** What a tool of the run needs of the jail's file system beyond /usr (TOOL_MOUNTS). */
  tools?: JailTool[];
}

/**
 * What a tool needs beyond the read-only /usr, by tool. Yosys reads `/proc/self/exe` at start to
 * find its share directory (/usr/share/yosys, its techmap libraries) and exits without it; the
 * jail mounts no procfs (see jailArgv), so `/proc` is a directory of our own holding one symbolic
 * link, `self/exe` → /usr/bin/yosys: readlink answers what Yosys needs and nothing of any process
 * can be read there. Its ABC pass writes its temporary files under a fixed `/tmp` (not TMPDIR):
 * `/tmp` links to the job's own /job/tmp, on the size-limited tmpfs.
 */
const TOOL_MOUNTS = {
  yosys: ['--dir', '/proc/self', '--symlink', '/usr/bin/yosys', '/proc/self/exe', '--symlink', '/job/tmp', '/tmp'],
} as const;
export type JailTool = keyof typeof TOOL_MOUNTS;

export interface JailHandle {
  /** Removes an input file (path relative to /in): the jail no longer sees it. */
  removeInput(name: string): void;
}

/** 'memory-limit': the run's memory budget (budgets.ts) ran out and the kernel killed one of its processes. */
export type JailEnd = 'exited' | 'wall-timeout' | 'output-limit' | 'result-limit' | 'memory-limit' | 'killed';

export interface JailResult {
  end: JailEnd;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Files the driver emitted on fd 3, by name. */
  results: Record<string, Buffer>;
  wallMs: number;
  /** What the run hit of its budget (budgets.ts); null when the worker has none. */
  budget: BudgetUse | null;
  /** onResult threw or its promise rejected: the jail was killed, and this is what it threw. */
  callbackError: string | null;
}

/**
 * Why these: 64 open files fit iverilog's pipeline (ivlpp | ivl | vvp); 128 processes leave
 * room for the few jails of one worker user while a fork bomb still stops at once. The process
 * limit counts per host uid: a root-started jail gets a uid of its own (below); jails started
 * by the unprivileged judge user share that user's count — unless the worker has per-run budgets
 * (budgets.ts), which bound each jail on their own: then the shared count is only a backstop, high
 * enough that jails running side by side never meet it.
 */
const OPEN_FILES = 64;
const PROCESSES = 128;
const PROCESSES_BACKSTOP = 4096;
/** Host uids for root-started jails: an unused range, one uid per concurrent jail. */
const JAIL_UID_BASE = 1_900_000;
const JAIL_UID_SPAN = 60_000;
let nextJailUid = process.pid % JAIL_UID_SPAN;

function jailHostUid(): number | undefined {
  if (process.getuid?.() !== 0) return undefined;
  nextJailUid = (nextJailUid + 1) % JAIL_UID_SPAN;
  return JAIL_UID_BASE + nextJailUid;
}

/**
 * Shell prelude of every driver. `emit NAME FILE` and `emit_value NAME TEXT` frame a result onto
 * fd 3 between lines carrying a per-run boundary, using only shell built-ins and one `cat`
 * (process spawns are most of a jail's overhead). The designs never see fd 3, so they cannot
 * forge a frame.
 */
function prelude(boundary: string): string {
  return `B=${boundary}
emit() { [ -f "$2" ] || return 0; printf '%s BEGIN %s\\n' "$B" "$1" >&3; cat "$2" >&3; printf '\\n%s END\\n' "$B" >&3; }
emit_value() { printf '%s BEGIN %s\\n%s\\n%s END\\n' "$B" "$1" "$2" "$B" >&3; }
`;
}

/** The host system a jail sees: /usr read-only and the merged-/usr links, nothing else. */
const SYSTEM_MOUNTS = [
  '--ro-bind',
  '/usr',
  '/usr',
  '--symlink',
  'usr/bin',
  '/bin',
  '--symlink',
  'usr/lib',
  '/lib',
  '--symlink',
  'usr/lib64',
  '/lib64',
  '--symlink',
  'usr/sbin',
  '/sbin',
];

/** Where a jail finds the project's own programs (tools/bin, built by scripts/build-parser.mjs). */
export const PROJECT_TOOLS_IN_JAIL = '/opt/veridojo/bin';

let projectTools: string | null | undefined;
/** The project's tools/bin, found upwards from this module (the sources and the bundles sit at different depths). */
function projectToolsDir(): string | null {
  if (projectTools !== undefined) return projectTools;
  projectTools = null;
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'tools', 'bin');
    if (fs.existsSync(path.join(candidate, 'vd-verilog-parse'))) {
      projectTools = candidate;
      break;
    }
  }
  return projectTools;
}

/** Whether the project's programs were built (scripts/build-parser.mjs) and so can run in a jail. */
export function hasProjectTools(): boolean {
  return projectToolsDir() !== null;
}

/** Read-only, like /usr: the jail may run the project's programs, never change them. */
function projectToolMounts(): string[] {
  const dir = projectToolsDir();
  return dir ? ['--ro-bind', dir, PROJECT_TOOLS_IN_JAIL] : [];
}

/** The descriptor bubblewrap reads the system-call filter from (0–2 are stdio, 3 the result channel). */
const SECCOMP_FD = 4;
const seccomp = seccompFilter();

/**
 * What a jail's shell runs before its driver is known: it reads the driver's length on a line,
 * then exactly that many bytes (head -c reads no further, so the decisions written later on the
 * same pipe stay for the driver's own `read`s), and runs them. The driver never lies in a file a
 * design could read, nor on a command line: its boundary stays secret. Stdin closed before a
 * driver came (the jail was discarded) ends the shell.
 */
const DRIVER_WAITER = 'IFS= read -r n || exit 0\neval "$(head -c "$n")"';

function jailArgv(limits: JailLimits, inputDir: string, tools: JailTool[] = []): string[] {
  const prlimit = [
    'prlimit',
    `--as=${limits.memoryBytes}`,
    // Soft limit first (SIGXCPU, exit 152), hard one second later (SIGKILL) for a process that ignores it.
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`,
    `--fsize=${limits.fileBytes}`,
    `--nofile=${OPEN_FILES}`,
    `--nproc=${budgetsActive() ? PROCESSES_BACKSTOP : PROCESSES}`,
    '--core=0',
    '--',
  ];
  // As root, RLIMIT_NPROC is not enforced: drop to an unprivileged host uid of this jail's own,
  // so its process limit is not shared with any other jail.
  const uid = jailHostUid();
  const drop = uid === undefined ? [] : ['setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--'];
  const bwrap = [
    'bwrap',
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--clearenv',
    '--uid',
    '65534',
    '--gid',
    '65534',
    ...SYSTEM_MOUNTS,
    ...projectToolMounts(),
    // No /proc: a design could read the driver's command line and reach its result channel
    // through /proc/PID/fd. The tools do not need it (measured: iverilog and vvp run without).
    '--dev',
    '/dev',
    '--size',
    String(limits.diskBytes),
    '--tmpfs',
    '/job',
    '--dir',
    '/job/tmp',
    '--ro-bind',
    inputDir,
    '/in',
    ...tools.flatMap((name) => TOOL_MOUNTS[name]),
    '--remount-ro',
    '/',
    ...(seccomp ? ['--seccomp', String(SECCOMP_FD)] : []),
    '--chdir',
    '/job',
    '--setenv',
    'PATH',
    '/usr/bin',
    '--setenv',
    'HOME',
    '/job',
    '--setenv',
    'TMPDIR',
    '/job/tmp',
    '--setenv',
    'LANG',
    'C.UTF-8',
    '/usr/bin/sh',
    '-c',
    DRIVER_WAITER,
  ];
  return [...prlimit, ...drop, ...bwrap];
}

/**
 * Reads framed results from the jail's channel, one complete frame at a time. Chunks are kept
 * apart until a frame's end marker arrives, so a 16 MiB VCD in 64 KiB pipe reads is copied once,
 * not once per read.
 */
export class ResultReader {
  private chunks: Buffer[] = [];
  private readonly begin: Buffer;
  private readonly end: Buffer;
  readonly results: Record<string, Buffer> = {};

  constructor(boundary: string) {
    this.begin = Buffer.from(`${boundary} BEGIN `);
    this.end = Buffer.from(`\n${boundary} END\n`);
  }

  /** Whether the end marker lies in `chunk` or straddles it and the bytes before it. */
  private endsIn(chunk: Buffer): boolean {
    const tail: Buffer[] = [];
    let need = this.end.length - 1;
    for (let i = this.chunks.length - 1; i >= 0 && need > 0; i--) {
      const piece = this.chunks[i]!.subarray(Math.max(0, this.chunks[i]!.length - need));
      tail.unshift(piece);
      need -= piece.length;
    }
    return Buffer.concat([...tail, chunk]).includes(this.end);
  }

  /** Adds bytes; returns the frames completed by them. */
  push(chunk: Buffer): [string, Buffer][] {
    const complete = this.endsIn(chunk);
    this.chunks.push(chunk);
    if (!complete) return [];
    let buffer = Buffer.concat(this.chunks);
    const done: [string, Buffer][] = [];
    for (;;) {
      if (!buffer.subarray(0, this.begin.length).equals(this.begin)) break;
      const newline = buffer.indexOf(0x0a, this.begin.length);
      if (newline < 0) break;
      const close = buffer.indexOf(this.end, newline + 1);
      if (close < 0) break;
      const name = buffer.subarray(this.begin.length, newline).toString('utf8');
      const data = Buffer.from(buffer.subarray(newline + 1, close));
      this.results[name] = data;
      done.push([name, data]);
      buffer = buffer.subarray(close + this.end.length);
    }
    this.chunks = buffer.length > 0 ? [buffer] : [];
    return done;
  }

  /** At the end: a truncated last frame is kept as far as it got. */
  finish(): Record<string, Buffer> {
    const buffer = Buffer.concat(this.chunks);
    if (buffer.subarray(0, this.begin.length).equals(this.begin)) {
      const newline = buffer.indexOf(0x0a, this.begin.length);
      if (newline > 0)
        this.results[buffer.subarray(this.begin.length, newline).toString('utf8')] = Buffer.from(buffer.subarray(newline + 1));
    }
    return this.results;
  }
}

export function parseResults(data: Buffer, boundary: string): Record<string, Buffer> {
  const reader = new ResultReader(boundary);
  reader.push(data);
  return reader.finish();
}

function writeInputs(dir: string, files: JailRequest['files']) {
  for (const [name, content] of Object.entries(files)) {
    const target = path.resolve(dir, name);
    if (!target.startsWith(dir + path.sep)) throw new Error(`input path escapes the jail: ${name}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
}

/**
 * The development opt-out: with VERIDOJO_UNSAFE_NO_SANDBOX=1 and NODE_ENV other than production,
 * the driver runs without bubblewrap — only prlimit and the wall clock — in a host temp directory.
 * User code can then read and write the host's files: never for a platform others use.
 */
export function unsafeNoSandbox(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VERIDOJO_UNSAFE_NO_SANDBOX === '1' && env.NODE_ENV !== 'production';
}

function unjailedArgv(limits: JailLimits, jobDir: string): string[] {
  return [
    'prlimit',
    `--as=${limits.memoryBytes}`,
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`,
    `--fsize=${limits.fileBytes}`,
    '--core=0',
    '--',
    '/usr/bin/sh',
    '-c',
    `cd ${jobDir} && export TMPDIR=${jobDir}/tmp && mkdir -p tmp\n${DRIVER_WAITER}`,
  ];
}

/** A jail made ahead of its run: its shell waits for the driver (DRIVER_WAITER). */
interface StartedJail {
  /** The limits and tools it was made with: a run with others needs a jail of its own. */
  key: string;
  child: ChildProcess;
  inputDir: string;
  /** The development opt-out's host directory standing for /job (unsafeNoSandbox), else undefined. */
  jobDir: string | undefined;
  budget: RunBudget | null;
  /** It ended before a driver came: it cannot run one. */
  gone: boolean;
}

/** The limits fixed when a jail is made (prlimit, the tmpfs) and its tools; the wall clock and output caps are the run's. */
const jailKey = (limits: JailLimits, tools: JailTool[]) =>
  JSON.stringify([limits.memoryBytes, limits.cpuSeconds, limits.fileBytes, limits.diskBytes, tools]);

function startJail(limits: JailLimits, tools: JailTool[]): StartedJail {
  const inputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-jail-'));
  fs.chmodSync(inputDir, 0o755);
  const jobDir = unsafeNoSandbox() ? fs.mkdtempSync(path.join(os.tmpdir(), 'vd-unsafe-job-')) : undefined;
  const budget = runBudget();
  try {
    const argv = jobDir ? unjailedArgv(limits, jobDir) : jailArgv(limits, inputDir, tools);
    const [command, ...args] = budget ? budget.enter(argv) : argv;
    const filtered = seccomp !== null && jobDir === undefined;
    const child = spawn(command!, args, {
      stdio: ['pipe', 'pipe', 'pipe', 'pipe', ...(filtered ? ['pipe' as const] : [])],
      detached: true,
    });
    child.stdin!.on('error', () => undefined); // the driver may exit without reading
    if (filtered) {
      // bubblewrap reads the filter to the end, installs it and closes the descriptor.
      const filterPipe = child.stdio[SECCOMP_FD] as NodeJS.WritableStream;
      filterPipe.on('error', () => undefined);
      filterPipe.end(seccomp);
    }
    const jail: StartedJail = { key: jailKey(limits, tools), child, inputDir, jobDir, budget, gone: false };
    child.once('exit', () => (jail.gone = true));
    child.once('error', () => (jail.gone = true));
    return jail;
  } catch (error) {
    budget?.close();
    removeDirs({ inputDir, jobDir });
    throw error;
  }
}

/** Whether a jail (its process and pipes) keeps the event loop alive: not while it waits unused. */
function holdLoop(jail: StartedJail, hold: boolean): void {
  if (hold) jail.child.ref();
  else jail.child.unref();
  for (const stream of jail.child.stdio) {
    const pipe = stream as { ref?(): void; unref?(): void } | null;
    if (hold) pipe?.ref?.();
    else pipe?.unref?.();
  }
}

/** Kills every process of a jail (its process group: bubblewrap, the driver and the tools). */
function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** Removes what a jail leaves on the host: its input directory, the opt-out's job directory. */
function removeDirs(jail: Pick<StartedJail, 'inputDir' | 'jobDir'>): void {
  fs.rmSync(jail.inputDir, { recursive: true, force: true });
  if (jail.jobDir) fs.rmSync(jail.jobDir, { recursive: true, force: true });
}

/** Ends a jail that will run nothing (its budget's counters are dropped unread). */
function discardJail(jail: StartedJail): void {
  killGroup(jail.child);
  jail.budget?.close();
  removeDirs(jail);
}

let keepWarm = false;
/** The jail the next run takes when its limits and tools match; at most one, the last run's kind. */
let waiting: StartedJail | null = null;
/** The limits and tools of the last run: what warmNextJail makes the next jail with. */
let lastShape: { limits: JailLimits; tools: JailTool[] } | null = null;

/**
 * From now on, the next run's jail is made ahead (warmNextJail) with the last run's limits and
 * tools — for the worker, whose next job is most often of the kind it just ran. One waiting jail
 * costs a few idle processes, an empty tmpfs and a control group. Off: the waiting jail is ended.
 */
export function keepJailsWarm(on: boolean): void {
  keepWarm = on;
  if (!on && waiting) {
    discardJail(waiting);
    waiting = null;
  }
}

// A waiting jail's processes die with the worker (--die-with-parent); its input directory is ours to remove.
process.once('exit', () => keepJailsWarm(false));

/** For tests and benches: the waiting jail's first process and input directory, or null when none waits. */
export function warmJail(): { pid: number; inputDir: string } | null {
  return waiting && !waiting.gone ? { pid: waiting.child.pid!, inputDir: waiting.inputDir } : null;
}

function takeJail(limits: JailLimits, tools: JailTool[]): StartedJail {
  const ready = waiting;
  waiting = null;
  if (ready && !ready.gone && ready.key === jailKey(limits, tools) && !unsafeNoSandbox()) return ready;
  if (ready) discardJail(ready);
  return startJail(limits, tools);
}

/**
 * Makes the jail the next run takes now, with the last run's limits and tools, when jails are kept
 * warm and none waits. Its spawn holds this thread ~3 ms, so the caller chooses when: the worker
 * once its report is answered — made right after the run, it delayed the report's request (fetch
 * writes it a turn of the event loop later) and so the verdict, by those 3 ms.
 */
export function warmNextJail(): void {
  if (!keepWarm || waiting || !lastShape || unsafeNoSandbox()) return;
  const { limits, tools } = lastShape;
  try {
    waiting = startJail(limits, tools);
    holdLoop(waiting, false);
  } catch {
    // The next run makes its own jail, and reports what stops it.
  }
}

export async function runInJail(request: JailRequest): Promise<JailResult> {
  const limits = { ...DEFAULT_LIMITS, ...request.limits };
  const tools = request.tools ?? [];
  const jail = takeJail(limits, tools);
  const { child, inputDir, jobDir } = jail;
  let budget = jail.budget;
  /** The jail's processes are gone (its end was awaited). */
  let over = false;
  try {
    holdLoop(jail, true);
    writeInputs(inputDir, request.files);
    const boundary = crypto.randomBytes(12).toString('hex');
    const paths = (text: string) => (jobDir ? text.replaceAll('/in/', `${inputDir}/`).replaceAll('/job', jobDir) : text);
    const driver = Buffer.from(paths(prelude(boundary) + request.script));
    const handle: JailHandle = {
      removeInput(name) {
        const target = path.resolve(inputDir, name);
        if (!target.startsWith(inputDir + path.sep)) throw new Error(`input path escapes the jail: ${name}`);
        fs.rmSync(target, { force: true });
      },
    };
    let end: JailEnd = 'exited';
    const kill = (why: JailEnd) => {
      if (end === 'exited') end = why;
      killGroup(child);
    };
    const collect = (stream: NodeJS.ReadableStream, cap: number, why: JailEnd) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (size >= cap) return;
        chunks.push(chunk);
        size += chunk.length;
        if (size >= cap) kill(why);
      });
      return () => Buffer.concat(chunks).subarray(0, cap);
    };
    let callbackError: string | null = null;
    const failed = (error: unknown) => {
      callbackError ??= (error instanceof Error ? error.message : String(error)).slice(0, 500);
      kill('killed');
    };
    const stdout = collect(child.stdio[1]!, limits.outputBytes, 'output-limit');
    const stderr = collect(child.stdio[2]!, limits.outputBytes, 'output-limit');
    const reader = new ResultReader(boundary);
    let resultSize = 0;
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      if (resultSize >= limits.resultBytes) return;
      resultSize += chunk.length;
      if (resultSize >= limits.resultBytes) kill('result-limit');
      for (const [name, data] of reader.push(chunk)) {
        // A callback that throws ends this jail, never the worker (an exception here would be uncaught).
        let answer: ReturnType<NonNullable<JailRequest['onResult']>>;
        try {
          answer = request.onResult?.(name, data, handle);
        } catch (error) {
          failed(error);
          return;
        }
        if (typeof answer === 'string') child.stdin!.write(answer);
        else answer?.then((text) => text !== undefined && child.stdin!.writable && child.stdin!.write(text), failed);
      }
    });
    const closed = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => {
      child.on('close', (code, sig) => resolve([code, sig]));
    });
    const started = Date.now();
    child.stdin!.write(`${driver.length}\n`);
    child.stdin!.write(driver);
    request.onDriverSent?.();
    const timer = setTimeout(() => kill('wall-timeout'), limits.wallMs);
    const abort = () => kill('killed');
    if (request.signal?.aborted) abort();
    request.signal?.addEventListener('abort', abort, { once: true });
    const [exitCode, signal] = await closed;
    over = true;
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', abort);
    const used = budget?.close() ?? null;
    budget = null;
    // The memory budget names the cause even when the run then also ran out of time.
    if ((end === 'exited' || end === 'wall-timeout') && used?.memory) end = 'memory-limit';
    else if (end === 'exited' && signal) end = 'killed';
    return {
      end,
      exitCode,
      signal,
      stdout: stdout().toString('utf8'),
      stderr: stderr().toString('utf8'),
      results: reader.finish(),
      wallMs: Date.now() - started,
      budget: used,
      callbackError,
    };
  } finally {
    // A run that failed before its jail ended (its inputs could not be written) leaves no shell waiting.
    if (!over) killGroup(child);
    budget?.close();
    removeDirs(jail);
    lastShape = { limits, tools };
  }
}

/** Whether bubblewrap and prlimit can make a jail here; the reason when not. */
export function sandboxProblem(): string | null {
  const probe = spawnSync('bwrap', ['--unshare-all', ...SYSTEM_MOUNTS, '/usr/bin/true'], {
    encoding: 'utf8',
    timeout: 5000,
  });
  if (probe.error) return `bubblewrap is not installed (${probe.error.message}); install the bubblewrap package`;
  if (probe.status !== 0) return `bubblewrap cannot create a sandbox here: ${probe.stderr.trim() || `exit ${probe.status}`}`;
  const limits = spawnSync('prlimit', ['--cpu=1', '--', '/usr/bin/true'], { encoding: 'utf8', timeout: 5000 });
  if (limits.error || limits.status !== 0) return 'prlimit (util-linux) is missing or unusable';
  return null;
}
