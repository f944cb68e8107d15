// A throwaway PostgreSQL cluster for the test command: initdb in a temp dir, start on a free
// loopback port with fsync off, hand back a connection URL, and remove everything on stop.
// initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/** The directory of the newest installed PostgreSQL's server tools (initdb, pg_ctl, pg_dump, pg_restore). */
export function postgresBinDir() {
  const candidates = ['/usr/local/bin', ...fs.globSync('/usr/lib/postgresql/*/bin').sort().reverse()];
  const dir = candidates.find((d) => fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl')));
  if (!dir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found: run scripts/setup.sh');
  // Where the tools really are (a /usr/local/bin link names one tool, not its siblings).
  return path.dirname(fs.realpathSync(path.join(dir, 'initdb')));
}

export async function startCluster() {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-pg-'));
  const data = path.join(dir, 'data');
  const argv = (tool, args) =>
    asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args] : [path.join(bin, tool), ...args];
  const run = (tool, args) => {
    const [command, ...rest] = argv(tool, args);
    const result = spawnSync(command, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  /** The same without blocking the caller's event loop (its clients keep going meanwhile). */
  const runAsync = (tool, args) =>
    new Promise((resolve, reject) => {
      const [command, ...rest] = argv(tool, args);
      execFile(command, rest, { encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(new Error(`${tool} failed: ${stderr || stdout || error.message}`)) : resolve(undefined),
      );
    });
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const startArgs = ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start'];
  run('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server as an operator's restart does (every connection cut, nothing lost) and starts it again. */
    async restart() {
      await runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      await runAsync('pg_ctl', startArgs);
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
