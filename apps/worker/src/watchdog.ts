/**
 * The worker's watchdog: a small thread watching the main thread's heartbeat — a counter in shared
 * memory the event loop bumps every BEAT_MS — and, when it has not moved for the limit, logging
 * why and killing the process. SIGKILL, because a blocked event loop runs no signal handler; the
 * jails die with the process (bubblewrap --die-with-parent), the supervisor (scripts/start.mjs)
 * starts the worker again, and the job's lease runs out so the server gives the job to another
 * worker. The last resort behind the checks' own deadlines (packages/judge/src/checks/host.ts):
 * a worker frozen by whatever nobody foresaw is restarted instead of holding its claim.
 */
import { Worker } from 'node:worker_threads';

/**
 * Why 20 s: by then the worker has missed two heartbeats (one every 10 s) and its job's 30 s lease
 * is about to go to another worker, so a frozen worker is of no use any more; the longest work the
 * main thread does on its own (gzip of a 32 MiB waveform at level 1, a 12 MiB report's JSON) takes
 * well under a second.
 */
const WATCHDOG_MS = 20_000;
/** Why 250 ms: often enough that the limit is met to within a beat, rare enough to cost nothing. */
const BEAT_MS = 250;

/**
 * The thread, as plain JavaScript: the same from source and from the bundle, nothing to resolve;
 * built-ins through process.getBuiltinModule, so it runs as a script or a module alike (a thread
 * takes the process's --input-type).
 */
const WATCHER = `
const { workerData } = process.getBuiltinModule('node:worker_threads');
const fs = process.getBuiltinModule('node:fs');
const beats = new Int32Array(workerData.shared);
let seen = Atomics.load(beats, 0);
let since = Date.now();
setInterval(() => {
  const now = Atomics.load(beats, 0);
  if (now !== seen) {
    seen = now;
    since = Date.now();
    return;
  }
  const blockedMs = Date.now() - since;
  if (blockedMs < workerData.limitMs) return;
  // Straight to the descriptor: the main thread, which forwards a thread's stdout, is the one stuck.
  fs.writeSync(1, JSON.stringify({
    level: 'error',
    time: new Date().toISOString(),
    worker: workerData.name,
    msg: 'event loop blocked for ' + blockedMs + ' ms: exiting so the supervisor starts the worker again',
  }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.checkMs);
`;

interface Watchdog {
  stop(): Promise<void>;
}

/** Starts watching this process's event loop; `name` goes into the log line. */
export function startWatchdog(options: { name: string; limitMs?: number }): Watchdog {
  const limitMs = options.limitMs ?? WATCHDOG_MS;
  const shared = new SharedArrayBuffer(4);
  const beats = new Int32Array(shared);
  const beat = setInterval(() => Atomics.add(beats, 0, 1), Math.min(BEAT_MS, limitMs / 4));
  beat.unref();
  const thread = new Worker(WATCHER, {
    eval: true,
    workerData: { shared, limitMs, name: options.name, checkMs: Math.min(BEAT_MS, limitMs / 4) },
    // The thread needs a few MB; a small heap keeps it from ever mattering.
    resourceLimits: { maxOldGenerationSizeMb: 16 },
  });
  // The watchdog never keeps the process alive on its own.
  thread.unref();
  thread.on('error', (error) => process.stderr.write(`the watchdog thread failed: ${error.message}\n`));
  return {
    async stop() {
      clearInterval(beat);
      await thread.terminate();
    },
  };
}
