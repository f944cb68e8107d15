/**
 * The watchdog in a process of its own: a blocked event loop ends the process at the limit, with
 * a log line; a busy loop that still comes back now and then does not. (That the supervisor starts
 * a worker that died again is scripts/start.test.ts.)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WATCHDOG = path.resolve(import.meta.dirname, 'watchdog.ts');

/** Runs `body` after starting the watchdog with `limitMs`, in a child process: how it ended, and its output. */
function child(limitMs: number, body: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; ms: number }> {
  const script = `import { startWatchdog } from ${JSON.stringify(WATCHDOG)};
startWatchdog({ name: 'test-worker', limitMs: ${limitMs} });
${body}`;
  const started = Date.now();
  const proc = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  // Should the watchdog fail, the child would spin for ever: the test ends it (and then fails on the time).
  const stop = setTimeout(() => proc.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    proc.on('close', (code, signal) => {
      clearTimeout(stop);
      resolve({ code, signal, out, ms: Date.now() - started });
    }),
  );
}

describe('the worker watchdog', () => {
  it('kills a process whose event loop is blocked past the limit, and says why', async () => {
    // Blocked for good: a loop that never yields (as the quadratic scan did for minutes).
    const ended = await child(1000, 'setTimeout(() => { for (;;) {} }, 100);');
    expect(ended.signal).toBe('SIGKILL');
    expect(ended.ms).toBeLessThan(10_000);
    const line = JSON.parse(ended.out.trim().split('\n').at(-1)!) as { level: string; worker: string; msg: string };
    expect(line).toMatchObject({ level: 'error', worker: 'test-worker' });
    expect(line.msg).toMatch(/^event loop blocked for \d+ ms/);
  });

  it('leaves alone a process that is busy but comes back to its event loop', async () => {
    // Two seconds of 200 ms blocks (each a fifth of the limit), then a normal exit.
    const ended = await child(
      1000,
      `const end = Date.now() + 2000;
const busy = () => { const until = Date.now() + 200; while (Date.now() < until) {} if (Date.now() < end) setTimeout(busy, 5); };
busy();`,
    );
    expect(ended).toMatchObject({ code: 0, signal: null, out: '' });
  });
});
