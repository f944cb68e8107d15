/**
 * The cluster test's own processes: server processes (apps/server from source through tsx, as
 * scripts/e2e.mjs starts them) and judge workers (apps/worker, as spawnTestWorker does), each in a
 * process group of its own so a kill reaches the jail's children too, each writing its output to
 * a log file in the test's folder that a failure message quotes. Everything started is tracked
 * and ended by killAll, whatever happened before.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

const running = new Set<Managed>();

/** Starts `node --import tsx <entry>` from the repository's root in a process group of its own. */
function start(name: string, entry: string, env: Record<string, string>, logDir: string): Managed {
  const logFile = path.join(logDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const managed: Managed = {
    name,
    child,
    logFile,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => (running.delete(managed), resolve(code ?? signal ?? '?')))),
  };
  running.add(managed);
  return managed;
}

export const startServerProcess = (name: string, env: Record<string, string>, logDir: string) =>
  start(name, 'apps/server/src/main.ts', env, logDir);

export const startWorkerProcess = (name: string, env: Record<string, string>, logDir: string) =>
  start(name, 'apps/worker/src/main.ts', { ...env, WORKER_NAME: name }, logDir);

/** The last `chars` characters of a process's log, for a failure message. */
export function logTail(managed: Managed, chars = 3000): string {
  try {
    return fs.readFileSync(managed.logFile, 'utf8').slice(-chars);
  } catch {
    return '(no log)';
  }
}

/** Sends `signal` to the process's whole group (the jail's processes of a worker too). */
export function signalGroup(managed: Managed, signal: NodeJS.Signals): void {
  try {
    process.kill(-managed.child.pid!, signal);
  } catch {
    /* already gone */
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
export async function stopProcess(managed: Managed, graceMs = 10_000): Promise<number | string> {
  if (managed.child.exitCode !== null || managed.child.signalCode !== null) return managed.exited;
  signalGroup(managed, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(managed, 'SIGKILL'), graceMs);
  const how = await managed.exited;
  clearTimeout(timer);
  // Anything of its group left behind (a jail's child) goes too.
  signalGroup(managed, 'SIGKILL');
  return how;
}

/** Kills every process still running, group and all: the test's last word, whatever failed. */
export async function killAll(): Promise<void> {
  const left = [...running];
  for (const managed of left) signalGroup(managed, 'SIGKILL');
  await Promise.all(left.map((m) => m.exited));
}

/** Polls `probe` until it returns a value, every `everyMs`; throws `what` and `explain()` at the deadline. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  explain: () => string = () => '',
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let value: T | undefined;
    try {
      value = await probe();
    } catch {
      value = undefined;
    }
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves once `url` answers 200 (a process's health check), failing at once if the process exits. */
export async function waitHealthy(managed: Managed, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (managed.child.exitCode !== null || managed.child.signalCode !== null)
      throw new Error(
        `${managed.name} exited (${managed.child.exitCode ?? managed.child.signalCode}) while starting; its log:\n${logTail(managed)}`,
      );
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      async (res) => (await res.arrayBuffer(), res.ok),
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`${managed.name} did not answer ${url} within ${timeoutMs} ms; its log:\n${logTail(managed)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
