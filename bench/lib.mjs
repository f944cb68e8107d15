// Shared pieces of the benchmarks: start the server (built, or from source with tsx) on a free
// port with a fresh data directory, wait until it answers, and stop it again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port.mjs';

export { freePort };

/**
 * @param {Record<string, string>} env
 * @param {{ fromSource?: boolean }} options fromSource: run apps/server/src/main.ts through tsx
 *   (what the working tree holds now, no build needed) instead of the built bundle.
 */
export async function startServer(env = {}, options = {}) {
  const entry = options.fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.js'];
  if (!options.fromSource && !fs.existsSync('apps/server/dist/main.js')) throw new Error('run npm run build first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bench-'));
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-admin',
      LOG_LEVEL: 'warn',
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
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
