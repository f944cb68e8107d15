// `npm start`: runs the built platform — the server and WORKERS local judge workers (default:
// one per core) — and passes Ctrl-C / SIGTERM on so everything shuts down gracefully.
// Local workers share a token made here unless WORKER_TOKEN is set (remote workers need it set).
// A local worker that dies is started again after a back-off (logged); the server dying ends all.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

for (const file of ['apps/server/dist/main.js', 'apps/worker/dist/main.js', 'apps/web/dist/index.html']) {
  if (!fs.existsSync(file)) {
    process.stderr.write(`尚未构建（缺少 ${file}）：请先运行 npm run build（或 bash scripts/setup.sh start）\n`);
    process.exit(1);
  }
}

const port = process.env.PORT ?? '3000';
const token = process.env.WORKER_TOKEN || crypto.randomBytes(24).toString('base64url');
const workers = process.env.WORKERS === undefined ? os.availableParallelism() : Number(process.env.WORKERS);
if (!Number.isInteger(workers) || workers < 0) {
  process.stderr.write(`WORKERS must be a whole number, got "${process.env.WORKERS}"\n`);
  process.exit(2);
}
const env = { ...process.env, WORKER_TOKEN: token };
const children = new Set();
const run = (file, extraEnv) => {
  const child = spawn(process.execPath, ['--enable-source-maps', file], { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
};
const say = (message) => process.stderr.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: message })}\n`);

/**
 * Restart back-off of a local worker: 1 s, doubling to at most 60 s, so a worker that cannot start
 * (toolchain gone, self-test failing) costs little while one that crashed once is back at once.
 * Why reset after 5 minutes up: a worker that ran that long died of something new, not of its start.
 */
const FIRST_RESTART_MS = 1000;
const MAX_RESTART_MS = 60_000;
const HEALTHY_AFTER_MS = 5 * 60_000;
let stopping = false;

function superviseWorker(i) {
  const name = `${os.hostname()}-local-${i + 1}`;
  let delay = FIRST_RESTART_MS;
  const start = () => {
    const started = Date.now();
    const child = run('apps/worker/dist/main.js', { SERVER_URL: `http://127.0.0.1:${port}`, WORKER_NAME: name });
    say(`local worker ${name} started (pid ${child.pid})`);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - started > HEALTHY_AFTER_MS) delay = FIRST_RESTART_MS;
      say(`local worker ${name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      setTimeout(() => stopping || start(), delay).unref();
      delay = Math.min(delay * 2, MAX_RESTART_MS);
    });
  };
  start();
}

const server = run('apps/server/dist/main.js', {});
for (let i = 0; i < workers; i++) superviseWorker(i);

const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 1;
});
