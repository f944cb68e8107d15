// `npm start`: runs the built platform — the server and WORKERS local judge workers (default:
// one per core) — and passes Ctrl-C / SIGTERM on so everything shuts down gracefully.
// Local workers share a token made here unless WORKER_TOKEN is set (remote workers need it set).
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
const children = [];
const run = (file, extraEnv) => {
  const child = spawn(process.execPath, ['--enable-source-maps', file], { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push(child);
  return child;
};

const server = run('apps/server/dist/main.js', {});
for (let i = 0; i < workers; i++)
  run('apps/worker/dist/main.js', { SERVER_URL: `http://127.0.0.1:${port}`, WORKER_NAME: `${os.hostname()}-local-${i + 1}` });

let stopping = false;
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
