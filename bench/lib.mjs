// Shared pieces of the benchmarks: start the server (built, or from source with tsx) on a free
// port with a fresh data directory, wait until it answers, and stop it again; register a user;
// start and stop built workers; the median every figure is printed as.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port.mjs';

export { freePort };

/**
 * @param {Record<string, string>} env
 * @param {{ fromSource?: boolean, loopDelay?: boolean }} options fromSource: run apps/server/src/main.ts
 *   through tsx (what the working tree holds now, no build needed) instead of the built bundle;
 *   loopDelay: measure the server's event-loop delay (bench/server-loop-delay.mjs), read with
 *   `loopDelayMs()`: the longest delay since the previous call.
 */
export async function startServer(env = {}, options = {}) {
  const entry = options.fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.js'];
  if (!options.fromSource && !fs.existsSync('apps/server/dist/main.js')) throw new Error('run npm run build first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bench-'));
  // BENCH_SERVER_EXEC_ARGV (space-separated) goes to the server's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/p' to profile it.
  const execArgv = (process.env.BENCH_SERVER_EXEC_ARGV ?? '').split(' ').filter(Boolean);
  const loopDelayFile = path.join(dataDir, 'loop-delay');
  if (options.loopDelay) execArgv.push('--import', path.resolve('bench/server-loop-delay.mjs'));
  const child = spawn(process.execPath, [...execArgv, ...entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-admin',
      LOG_LEVEL: 'warn',
      LOOP_DELAY_FILE: loopDelayFile,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/system/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      // Not left running behind a failed benchmark.
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    async loopDelayMs() {
      if (!options.loopDelay) throw new Error('startServer without loopDelay');
      fs.rmSync(loopDelayFile, { force: true });
      child.kill('SIGUSR2');
      for (const waitUntil = Date.now() + 10_000; !fs.existsSync(loopDelayFile);) {
        if (Date.now() > waitUntil) throw new Error('the server did not report its loop delay');
        await new Promise((r) => setTimeout(r, 5));
      }
      // Written whole by one writeFileSync; an empty read is the file caught being created.
      for (;;) {
        const text = fs.readFileSync(loopDelayFile, 'utf8');
        if (text) return Number(text);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** @param {number[]} xs */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Registers a user and returns the session cookie.
 * @param {string} base
 * @param {string} username
 */
export async function registerUser(base, username) {
  const res = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`register ${username}: ${res.status}`);
  return cookie;
}

/**
 * Starts `count` built workers against the server at `base`, named `${name}-0`, `${name}-1`, ...
 * @param {string} base
 * @param {string} token the server's WORKER_TOKEN
 * @param {number} count
 * @param {string} name
 * @param {{ log?: boolean }} options log: keep the workers' log lines on their stdout (read by the caller)
 */
export function startWorkers(base, token, count, name, options = {}) {
  return Array.from({ length: count }, (_, i) =>
    spawn(process.execPath, ['apps/worker/dist/main.js'], {
      env: { ...process.env, SERVER_URL: base, WORKER_TOKEN: token, WORKER_NAME: `${name}-${i}` },
      stdio: ['ignore', options.log ? 'pipe' : 'ignore', 'ignore'],
    }),
  );
}

/** @param {import('node:child_process').ChildProcess[]} workers */
export async function stopWorkers(workers) {
  await Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r(null) : (w.once('exit', r), w.kill('SIGTERM'))))));
}
