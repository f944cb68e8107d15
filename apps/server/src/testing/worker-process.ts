/**
 * A real judge worker for tests: apps/worker run from source as its own process, claiming from a
 * test server that listens on loopback. One helper instead of a copy in each test file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startTestPlatform, type TestPlatform } from './harness.ts';

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

/** A test platform listening on loopback, a real worker claiming from it, and what the worker printed. */
export interface PlatformWithWorker {
  platform: TestPlatform;
  /** The last `chars` characters the worker printed: what a failure's message shows of it. */
  workerTail(chars?: number): string;
  /** Stops the worker (waiting for it to exit), then the platform. */
  close(): Promise<void>;
}

/**
 * The set-up of every API test that needs its jobs run by a real worker: a platform with the
 * worker token, listening on loopback, and one worker process named `name` claiming from it.
 */
export async function startPlatformWithWorker(token: string, name: string): Promise<PlatformWithWorker> {
  const platform = await startTestPlatform({ WORKER_TOKEN: token });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  let output = '';
  const worker = spawnTestWorker(serverUrl(platform), token, name, (text) => (output += text));
  return {
    platform,
    workerTail: (chars = 3000) => output.slice(-chars),
    async close() {
      if (worker.exitCode === null) {
        worker.kill('SIGKILL');
        await new Promise((r) => worker.once('exit', r));
      }
      await platform.close();
    },
  };
}
