/**
 * `npm start` (scripts/start.mjs) as a real process with the built server and one local worker:
 * the bundled worker passes its self-test (its check thread loads from the bundle); a worker that
 * dies — killed, as its watchdog kills a frozen one — is started again after its back-off, and the
 * restart is logged; Ctrl-C (SIGTERM) still stops everything.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-start-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('restarts a local worker that died, with a logged back-off, and stops on SIGTERM', { timeout: 60_000 }, async () => {
    const port = (await freePort()) as number;
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WORKERS: '1',
        DATA_DIR: dataDir,
        PROBLEMS_DIR: '/nonexistent',
        ADMIN_PASSWORD: 'start-test-admin',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    start.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    start.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const waitFor = async (pattern: RegExp, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(log);
        if (match) return match;
        if (Date.now() > deadline || start.exitCode !== null) throw new Error(`no ${pattern} in:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    try {
      const first = Number((await waitFor(/local worker \S+ started \(pid (\d+)\)/))[1]);
      // The bundled worker judges its self-test: its check thread (dist/check-thread.js) loads and answers.
      await waitFor(/"msg":"self-test passed"/);
      process.kill(first, 'SIGKILL');
      await waitFor(new RegExp(`local worker \\S+ \\(pid ${first}\\) exited \\(SIGKILL\\); restarting in 1000 ms`));
      const again = await waitFor(/local worker \S+ started \(pid (\d+)\)[\s\S]*local worker \S+ started \(pid (\d+)\)/);
      const second = Number(again[2]);
      expect(second).not.toBe(first);
      expect(() => process.kill(second, 0)).not.toThrow(); // alive
      const exited = new Promise((resolve) => start.once('exit', resolve));
      start.kill('SIGTERM');
      await exited;
      await new Promise((r) => setTimeout(r, 500));
      expect(() => process.kill(second, 0)).toThrow(); // stopped with the rest
    } finally {
      if (start.exitCode === null) start.kill('SIGKILL');
    }
  });
});
