/**
 * Checks of user text off the event loop: one long-lived worker thread per process (thread.ts)
 * runs the checks of table.ts one at a time, each under a deadline. A check that overruns its
 * deadline has its thread terminated (the next check starts a fresh one) and ends as a
 * CheckOverrun; one that throws, or kills its thread (memory), as a CheckFailed — either is that
 * run's answer (steps.ts and the compositions turn it into a refusal), never a frozen or dead
 * worker: the event loop keeps beating heartbeats and the jail's wall-clock timer meanwhile.
 *
 * The thread file: from source (tests, tsx, the checker script) thread.ts next to this module;
 * in the worker's bundle (apps/worker/dist/main.js, where this module is compiled in)
 * check-thread.js next to it, built by scripts/build-node.mjs.
 */
import { Worker } from 'node:worker_threads';
import type { CheckReply, CheckRequest } from './serve.ts';
import type { CHECKS, CheckTable } from './table.ts';

/**
 * Why 10 s: the slowest checks at their caps take about a second on these machines — the scan of
 * a run's 8 MiB of one-character tokens (eight files at the 1 MiB cap) 0.9–1.1 s on the check
 * thread (bench/scan.ts), the compiled-design check of an 8 MiB vvp file 0.6 s of CPU — so only a
 * pattern we failed to make linear reaches it; inside a jail the run's own wall clock (5–20 s)
 * usually ends the run first. Ten times the worst case leaves room for two other runs sharing the
 * cores.
 */
const CHECK_DEADLINE_MS = 10_000;
/**
 * Why 512 MB: the checks of a run at its caps fit in 128 MB (measured: an 8 MiB vvp file, eight
 * 1 MiB files of one-character tokens — 13 bytes a token in typed arrays); 512 MB leaves room for a
 * 16 MiB vvp file (the result channel's cap), and a check that wants more is a runaway that ends
 * its own run, not the worker process.
 */
const CHECK_MEMORY_MB = 512;

/** The check did not finish within its deadline; its thread was terminated. */
export class CheckOverrun extends Error {
  readonly check: string;
  readonly deadlineMs: number;

  constructor(check: string, deadlineMs: number) {
    super(`check ${check} overran its deadline of ${deadlineMs} ms`);
    this.name = 'CheckOverrun';
    this.check = check;
    this.deadlineMs = deadlineMs;
  }
}

/** The check threw (`threw`: a fault of ours), or its thread died (out of memory, failed to start). */
export class CheckFailed extends Error {
  readonly check: string;
  readonly threw: boolean;

  constructor(check: string, detail: string, threw = false) {
    super(`check ${check} failed: ${detail}`);
    this.name = 'CheckFailed';
    this.check = check;
    this.threw = threw;
  }
}

/** A check abandoned because its run ended (the jail was killed, the lease lost). */
export class CheckAborted extends Error {
  readonly check: string;

  constructor(check: string) {
    super(`check ${check} abandoned: its run ended`);
    this.name = 'CheckAborted';
    this.check = check;
  }
}

export interface CheckOptions {
  /** Aborting abandons the check: dropped from the queue, or its thread terminated when running. */
  signal?: AbortSignal;
}

interface Pending {
  id: number;
  name: string;
  input: unknown;
  resolve(output: unknown): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort(): void;
  timer?: NodeJS.Timeout;
}

/** Runs the checks of a table on one worker thread, one at a time, each under the deadline. */
export class CheckHost<T extends CheckTable> {
  private thread: Worker | null = null;
  private ready = false;
  private running: Pending | null = null;
  private readonly queue: Pending[] = [];
  /** Ends a thread that has not said `ready` within the deadline (its start hung: counted as dead). */
  private startTimer: NodeJS.Timeout | undefined;
  private nextId = 1;

  private readonly threadFile: URL;
  private readonly limits: { deadlineMs: number; memoryMb: number };
  /** Handed to the thread (a test thread reads what to stall or throw in). */
  private readonly workerData: unknown;

  // Fields assigned by hand, as everywhere in the checks: only erasable TypeScript (type stripping).
  constructor(
    threadFile: URL,
    limits: { deadlineMs: number; memoryMb: number } = { deadlineMs: CHECK_DEADLINE_MS, memoryMb: CHECK_MEMORY_MB },
    workerData?: unknown,
  ) {
    this.threadFile = threadFile;
    this.limits = limits;
    this.workerData = workerData;
  }

  run<K extends keyof T & string>(name: K, input: Parameters<T[K]>[0], options: CheckOptions = {}): Promise<ReturnType<T[K]>> {
    return new Promise((resolve, reject) => {
      const { signal } = options;
      if (signal?.aborted) return reject(new CheckAborted(name));
      const pending: Pending = {
        id: this.nextId++,
        name,
        input,
        resolve: resolve as (output: unknown) => void,
        reject,
        signal,
        onAbort: () => this.abandon(pending),
      };
      signal?.addEventListener('abort', pending.onAbort, { once: true });
      this.queue.push(pending);
      this.pump();
    });
  }

  /** Ends the thread (tests, and a process that wants to exit at once); queued checks fail. */
  async close(): Promise<void> {
    for (const pending of this.queue.splice(0)) this.settle(pending, new CheckAborted(pending.name));
    if (this.running) this.settle(this.running, new CheckAborted(this.running.name));
    this.running = null;
    await this.stopThread();
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const thread = this.startThread();
    if (!this.ready) return; // the thread says `ready` when loaded, and pumps again
    const pending = this.queue.shift()!;
    this.running = pending;
    thread.ref();
    pending.timer = setTimeout(() => this.overrun(pending), this.limits.deadlineMs);
    thread.postMessage({ id: pending.id, name: pending.name, input: pending.input } satisfies CheckRequest);
  }

  private startThread(): Worker {
    if (this.thread) return this.thread;
    const thread = new Worker(this.threadFile, {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb },
      workerData: this.workerData,
    });
    this.thread = thread;
    this.ready = false;
    // A thread that never starts (a stalled load on a starved machine) would hold every queued
    // check for ever without a timer: after the checks' own deadline it is dead, like one that crashed.
    clearTimeout(this.startTimer);
    this.startTimer = setTimeout(() => {
      if (thread !== this.thread || this.ready) return;
      this.threadDied(thread, `the check thread did not start within ${this.limits.deadlineMs} ms`);
      void thread.terminate();
    }, this.limits.deadlineMs);
    this.startTimer.unref();
    thread.on('message', (reply: CheckReply) => {
      if (thread !== this.thread) return;
      if ('ready' in reply) {
        clearTimeout(this.startTimer);
        this.ready = true;
      } else if (this.running?.id === reply.id) {
        const pending = this.running;
        this.running = null;
        if (reply.ok) this.settle(pending, null, reply.output);
        else this.settle(pending, new CheckFailed(pending.name, reply.message, true));
      }
      if (!this.running) thread.unref();
      this.pump();
    });
    thread.on('error', (error) => this.threadDied(thread, error.message));
    thread.on('exit', (code) => this.threadDied(thread, `the check thread exited (code ${code})`));
    return thread;
  }

  /** The thread died on its own (out of memory, a failed start): the check at hand fails, the next gets a new thread. */
  private threadDied(thread: Worker, detail: string): void {
    if (thread !== this.thread) return;
    this.thread = null;
    this.ready = false;
    // A thread that cannot even start fails the first check waiting for it, not every one for ever.
    const victim = this.running ?? this.queue.shift();
    this.running = null;
    if (victim) {
      process.emitWarning(`check ${victim.name}: ${detail}`, 'CheckThread');
      this.settle(victim, new CheckFailed(victim.name, detail));
    }
    this.pump();
  }

  private overrun(pending: Pending): void {
    if (this.running !== pending) return;
    process.emitWarning(`check ${pending.name} overran ${this.limits.deadlineMs} ms: its thread is restarted`, 'CheckThread');
    this.running = null;
    void this.stopThread();
    this.settle(pending, new CheckOverrun(pending.name, this.limits.deadlineMs));
    this.pump();
  }

  private abandon(pending: Pending): void {
    const queued = this.queue.indexOf(pending);
    if (queued >= 0) this.queue.splice(queued, 1);
    else if (this.running === pending) {
      // The thread is busy with a check nobody waits for any more: a fresh one is quicker.
      this.running = null;
      void this.stopThread();
    } else return;
    this.settle(pending, new CheckAborted(pending.name));
    this.pump();
  }

  private async stopThread(): Promise<void> {
    clearTimeout(this.startTimer);
    const thread = this.thread;
    this.thread = null;
    this.ready = false;
    if (thread) await thread.terminate();
  }

  private settle(pending: Pending, error: Error | null, output?: unknown): void {
    clearTimeout(pending.timer);
    pending.signal?.removeEventListener('abort', pending.onAbort);
    if (error) pending.reject(error);
    else pending.resolve(output);
  }
}

/** The thread file of table.ts's checks, from source or in the worker's bundle (see the header). */
const THREAD_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./thread.ts', import.meta.url)
  : new URL('./check-thread.js', import.meta.url);

let host: CheckHost<typeof CHECKS> | null = null;

/** The process's check host (started on first use). */
export function checkHost(): CheckHost<typeof CHECKS> {
  host ??= new CheckHost<typeof CHECKS>(THREAD_FILE);
  return host;
}

/** Replaces the process's check host (tests: a shorter deadline); returns the one it replaced. */
export function useCheckHost(replacement: CheckHost<typeof CHECKS> | null): CheckHost<typeof CHECKS> | null {
  const previous = host;
  host = replacement;
  return previous;
}

/** Runs one of table.ts's checks on the process's check thread. */
export function runCheck<K extends keyof typeof CHECKS>(
  name: K,
  input: Parameters<(typeof CHECKS)[K]>[0],
  options?: CheckOptions,
): Promise<ReturnType<(typeof CHECKS)[K]>> {
  return checkHost().run(name, input, options);
}

/** A check's output, or — when it overran or failed — the learner's message refusing the code. */
export type Checked<T> = { output: T } | { refusal: string };

/** runCheck for a check before any jail: an overrun or a failure is a refusal (an abandoned check still throws). */
export async function checkOrRefuse<K extends keyof typeof CHECKS>(
  name: K,
  input: Parameters<(typeof CHECKS)[K]>[0],
  options?: CheckOptions,
): Promise<Checked<ReturnType<(typeof CHECKS)[K]>>> {
  try {
    return { output: await runCheck(name, input, options) };
  } catch (error) {
    const refusal = checkFailureMessage(error);
    if (refusal === null) throw error;
    return { refusal };
  }
}

/**
 * What the learner reads when a check could not finish: the code is refused (nothing unchecked
 * runs). Null for an abandoned check (its run is over: nobody reads the answer).
 */
export function checkFailureMessage(error: unknown): string | null {
  if (error instanceof CheckAborted) return null;
  if (error instanceof CheckOverrun)
    return `代码检查超时：${Math.round(error.deadlineMs / 1000)} 秒内没有完成（代码过大或过于复杂），代码未运行，请精简后再试`;
  return '代码检查出错，未能完成，代码未运行：请精简后再试；如果一直出现，请联系管理员';
}
