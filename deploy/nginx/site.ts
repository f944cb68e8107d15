/**
 * The shipped nginx site (veridojo.conf) run by Debian's nginx on loopback for tests, changed only
 * where a test must differ from a machine: the two server processes' ports, the listen addresses,
 * a fresh self-signed certificate for localhost, the SPA's folder and the ACME folder. Used by
 * nginx.test.ts (one live server, one down) and by the cluster test (two live servers).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

export const SITE_FILE = path.join(import.meta.dirname, 'veridojo.conf');

/** `text` with each `from` replaced, failing loudly when the shipped file no longer has it. */
export function substitute(text: string, pairs: [string, string][]): string {
  let out = text;
  for (const [from, to] of pairs) {
    if (!out.includes(from)) throw new Error(`${SITE_FILE} no longer names "${from}": the test's rendering of it must follow`);
    out = out.split(from).join(to);
  }
  return out;
}

export interface RunningSite {
  /** https://localhost:PORT, the browsers' origin (PUBLIC_ORIGIN of the servers behind it). */
  origin: string;
  tlsPort: number;
  httpPort: number;
  /** The self-signed certificate's PEM, to trust as a CA; `caFile` is its path (NODE_EXTRA_CA_CERTS). */
  ca: Buffer;
  caFile: string;
  /** nginx's error log so far, for a failure message. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** Resolves once something accepts TCP connections on `port`, or throws after `timeoutMs`. */
async function listening(port: number, timeoutMs: number, why: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface SiteOptions {
  /** A folder of the caller's for the configuration, certificate, logs and nginx's temp files (the caller removes it). */
  dir: string;
  /** The two server processes' ports (the site names two; one may be down). */
  upstreams: [number, number];
  /** The SPA's built folder (index.html, assets/). */
  webDist: string;
  /** The https port, when the servers must know their origin before nginx starts (freePort). */
  tlsPort?: number;
}

/** Starts nginx with the site in front of the server processes; resolves once it accepts connections. */
export async function startSite({ dir, upstreams, webDist, tlsPort: chosenTlsPort }: SiteOptions): Promise<RunningSite> {
  const certificate = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
    ]),
    { cwd: dir, encoding: 'utf8' },
  );
  if (certificate.status !== 0) throw new Error(`openssl could not make the test certificate: ${certificate.stderr}`);
  const caFile = path.join(dir, 'cert.pem');
  const [tlsPort, httpPort] = [chosenTlsPort ?? (await freePort()), await freePort()];

  const rendered = substitute(fs.readFileSync(SITE_FILE, 'utf8'), [
    ['server 127.0.0.1:3000', `server 127.0.0.1:${upstreams[0]}`],
    ['server 127.0.0.1:3001', `server 127.0.0.1:${upstreams[1]}`],
    ['    listen [::]:80;\n', ''],
    ['    listen [::]:443 ssl http2;\n', ''],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`],
    ['/etc/veridojo/tls/fullchain.pem', caFile],
    ['/etc/veridojo/tls/privkey.pem', path.join(dir, 'key.pem')],
    ['/opt/veridojo/apps/web/dist', webDist],
    ['/var/www/acme', path.join(dir, 'acme')],
  ]);
  fs.writeFileSync(path.join(dir, 'site.conf'), rendered);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const errorLog = path.join(dir, 'error.log');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root nginx would switch its workers to "nobody", who cannot read this temp dir.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      // Why 1024: a cluster test's users, their event streams and the workers' long polls, twice
      // (client side and server side), with room to spare.
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', errorLog, '-c', path.join(dir, 'nginx.conf')];
  const check = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the rendered site: ${check.stderr}`);
  const nginx: ChildProcess = spawn('nginx', args, { stdio: 'ignore' });
  const readLog = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  };
  try {
    await listening(tlsPort, 5_000, () => `nginx did not start: ${readLog()}`);
  } catch (error) {
    nginx.kill('SIGKILL');
    throw error;
  }
  return {
    origin: `https://localhost:${tlsPort}`,
    tlsPort,
    httpPort,
    ca: fs.readFileSync(caFile),
    caFile,
    errorLog: readLog,
    stop,
  };
}
