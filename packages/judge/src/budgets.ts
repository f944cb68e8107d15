/**
 * Per-run budgets: how many processes and how much memory one sandbox may take, and all of a
 * worker's sandboxes together, enforced by the kernel's control groups (cgroup v1 `pids` and
 * `memory`, what these machines mount: DESIGN.md §4).
 *
 * Why: every sandbox of a worker runs as the worker's one user, and RLIMIT_NPROC counts per user,
 * so one sandbox that forked without end used up the process limit of all of them — other
 * learners' correct submissions came back "Cannot fork" — and a per-process address-space limit
 * let six processes of one sandbox take 1.8 GB of the host (issue 26). With a group per run, a
 * fork bomb or a memory hog ends at its own run's limit and another run does not notice.
 *
 * The worker starts as root, prepares its group (prepareBudgets) and hands it to the judge user
 * before dropping root; each jail then enters a fresh child group of it (runBudget): the jail's
 * first process writes its own pid into the group before it execs bubblewrap, so nothing of the
 * jail ever runs outside. Without root or without cgroup v1 there are no budgets: the worker says
 * so at start, and sandboxes share the judge user's process limit as before (sandbox.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Why 64: a run's largest legitimate moment is the driver, bubblewrap, Icarus's pipeline
 * (iverilog, ivlpp, ivl) or Verilator and a `cat` — under 16 processes; a fork bomb stops at 64.
 */
const RUN_PROCESSES = 64;
/**
 * Why 1 GiB: one process may map 512 MiB (the jail's RLIMIT_AS) and the job's tmpfs holds 64 MiB,
 * so a legitimate run fits with room; six 300 MB processes of one run do not.
 */
export const RUN_MEMORY_BYTES = 1024 * 1024 * 1024;
/**
 * The worker's sandboxes together: a worker runs one jail at a time, so twice a run's budget
 * bounds it even while a killed run's last processes are still exiting.
 */
export const WORKER_PROCESSES = 2 * RUN_PROCESSES;
export const WORKER_MEMORY_BYTES = 2 * RUN_MEMORY_BYTES;

const HIERARCHY = '/sys/fs/cgroup';
const CONTROLLERS = ['pids', 'memory'] as const;
type Controller = (typeof CONTROLLERS)[number];

/** The worker's own groups, one per controller, once prepared. */
let workerGroups: Record<Controller, string> | null = null;
let runCount = 0;

/** What a run hit: the kernel refused it a process, or killed one of its processes for memory. */
export interface BudgetUse {
  processes: boolean;
  memory: boolean;
  /** The most memory the run's processes held at once. */
  memoryPeakBytes: number;
}

export interface RunBudget {
  /** The argv that puts the jail's first process into the run's groups, then execs the rest. */
  enter(argv: string[]): string[];
  /** After the jail: what it hit; then its groups are emptied and removed. */
  close(): BudgetUse;
}

/** The group of `controller` this process is in (cgroup v1: `N:pids:/path` in /proc/self/cgroup). */
function currentGroup(controller: Controller): string | null {
  const line = fs
    .readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .find((l) => l.split(':')[1]?.split(',').includes(controller));
  if (!line) return null;
  return path.join(HIERARCHY, controller, line.slice(line.indexOf(':', line.indexOf(':') + 1) + 1));
}

function write(file: string, value: string | number) {
  fs.writeFileSync(file, String(value));
}

/** Removes a group and any child groups, killing what still runs in them (a run's leftovers). */
function removeGroup(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeGroup(path.join(dir, entry.name));
  for (const pid of fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      /* gone already */
    }
  }
  fs.rmdirSync(dir);
}

/** Groups of workers that no longer run (named `veridojo-PID`): left behind by a crash or a kill. */
function removeStale(parent: string) {
  for (const entry of fs.readdirSync(parent, { withFileTypes: true })) {
    const pid = /^veridojo-(\d+)$/.exec(entry.name)?.[1];
    if (!entry.isDirectory() || !pid) continue;
    try {
      process.kill(Number(pid), 0);
      continue; // that worker still runs
    } catch {
      /* no such process */
    }
    try {
      removeGroup(path.join(parent, entry.name));
    } catch {
      /* busy: the next start tries again */
    }
  }
}

/**
 * At the worker's start, as root: make this worker's groups with the total budget and give them to
 * `owner` (the judge user the worker becomes), so it can make one child group per run. Returns a
 * line for the worker's log saying which budgets hold.
 */
export function prepareBudgets(owner: { uid: number; gid: number } | null): string {
  if (process.getuid?.() !== 0)
    return 'per-run budgets: none (the worker was not started as root): sandboxes share the judge user’s process limit';
  const missing = CONTROLLERS.filter((c) => !fs.existsSync(path.join(HIERARCHY, c, 'cgroup.procs')));
  if (missing.length > 0)
    return `per-run budgets: none (cgroup v1 ${missing.join(', ')} not mounted under ${HIERARCHY}): sandboxes share the judge user’s process limit`;
  const groups = {} as Record<Controller, string>;
  try {
    for (const controller of CONTROLLERS) {
      const parent = currentGroup(controller) ?? path.join(HIERARCHY, controller);
      removeStale(parent);
      const dir = path.join(parent, `veridojo-${process.pid}`);
      fs.mkdirSync(dir, { recursive: true });
      groups[controller] = dir;
      if (controller === 'pids') write(path.join(dir, 'pids.max'), WORKER_PROCESSES);
      else limitMemory(dir, WORKER_MEMORY_BYTES);
      if (owner) for (const file of ['', 'cgroup.procs', 'tasks']) fs.chownSync(path.join(dir, file), owner.uid, owner.gid);
    }
  } catch (error) {
    return `per-run budgets: none (cannot make a control group: ${(error as Error).message}): sandboxes share the judge user’s process limit`;
  }
  workerGroups = groups;
  return `per-run budgets: cgroup v1 — ${RUN_PROCESSES} processes and ${RUN_MEMORY_BYTES / 2 ** 30} GiB per run, ${WORKER_PROCESSES} and ${WORKER_MEMORY_BYTES / 2 ** 30} GiB for all of this worker’s sandboxes`;
}

/** Memory and, where swap is accounted, memory plus swap (set in this order: the kernel wants memsw ≥ memory). */
function limitMemory(dir: string, bytes: number) {
  write(path.join(dir, 'memory.limit_in_bytes'), bytes);
  const memsw = path.join(dir, 'memory.memsw.limit_in_bytes');
  if (fs.existsSync(memsw)) write(memsw, bytes);
}

/** Whether jails get budgets of their own (prepareBudgets succeeded in this process). */
export function budgetsActive(): boolean {
  return workerGroups !== null;
}

/** The total this worker's sandboxes may take together, as the kernel holds it (null: no budgets). */
export function workerTotals(): { processes: number; memoryBytes: number } | null {
  if (!workerGroups) return null;
  return {
    processes: Number(readOr(path.join(workerGroups.pids, 'pids.max'), '0')),
    memoryBytes: Number(readOr(path.join(workerGroups.memory, 'memory.limit_in_bytes'), '0')),
  };
}

/** A fresh pair of groups for one jail, or null when this worker has no budgets. */
export function runBudget(): RunBudget | null {
  if (!workerGroups) return null;
  runCount += 1;
  const dirs = {} as Record<Controller, string>;
  for (const controller of CONTROLLERS) {
    const dir = path.join(workerGroups[controller], `run-${runCount}`);
    fs.mkdirSync(dir);
    dirs[controller] = dir;
  }
  write(path.join(dirs.pids, 'pids.max'), RUN_PROCESSES);
  limitMemory(dirs.memory, RUN_MEMORY_BYTES);
  return {
    enter: (argv) => [
      '/usr/bin/sh',
      '-c',
      // `$$` is this shell, which then becomes the jail by exec: it and all it starts are in the groups.
      'echo $$ > "$1" && echo $$ > "$2" && shift 2 && exec "$@"',
      'vd-budget',
      path.join(dirs.pids, 'cgroup.procs'),
      path.join(dirs.memory, 'cgroup.procs'),
      ...argv,
    ],
    close() {
      const used = {
        processes: counter(path.join(dirs.pids, 'pids.events'), 'max') > 0,
        memory: counter(path.join(dirs.memory, 'memory.oom_control'), 'oom_kill') > 0,
        memoryPeakBytes: Number(readOr(path.join(dirs.memory, 'memory.max_usage_in_bytes'), '0')),
      };
      for (const dir of Object.values(dirs)) removeLater(dir);
      return used;
    },
  };
}

function readOr(file: string, otherwise: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return otherwise;
  }
}

/** A `name value` line of a cgroup file (0 when absent). */
function counter(file: string, name: string): number {
  try {
    const line = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name} `));
    return line ? Number(line.slice(name.length + 1)) : 0;
  } catch {
    return 0;
  }
}

/** A run's group goes once its last process has exited (a killed jail's processes may take a moment). */
function removeLater(dir: string, attempt = 0) {
  try {
    removeGroup(dir);
  } catch {
    // Why 20 tries 50 ms apart: a killed process group is gone within milliseconds; a second is plenty.
    if (attempt < 20) setTimeout(() => removeLater(dir, attempt + 1), 50).unref();
  }
}
