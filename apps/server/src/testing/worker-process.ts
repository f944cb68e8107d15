/**
 * A real judge worker for tests: apps/worker run from source as its own process, claiming from a
 * test server that listens on loopback. One helper instead of a copy in each test file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestPlatform } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The loopback URL of a test platform that is listening. */
export function serverUrl(platform: TestPlatform): string {
  const { port } = platform.app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** Starts a worker claiming from `url` with `token`; its stdout and stderr go to `onOutput` when given. */
export function spawnTestWorker(url: string, token: string, name: string, onOutput?: (text: string) => void): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, SERVER_URL: url, WORKER_TOKEN: token, WORKER_NAME: name },
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', onOutput ? 'pipe' : 'ignore'],
  });
  if (onOutput) {
    child.stdout!.on('data', (d: Buffer) => onOutput(d.toString()));
    child.stderr!.on('data', (d: Buffer) => onOutput(d.toString()));
  }
  return child;
}
