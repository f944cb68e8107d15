/**
 * The whole deployment of docs/DEPLOY.md on one machine, on loopback, in a temp folder: a
 * PostgreSQL cluster, two server processes (migrated and seeded by their own start, together),
 * the shipped nginx site in front of both, and three judge workers that reach the servers through
 * nginx over TLS as workers on other machines would; the loopback Alipay gateway as the payment
 * provider. Its pieces can be killed and restarted one by one; stopStack ends everything started.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { AlipayTestGateway } from '../../apps/server/src/testing/alipay-gateway.ts';
import { freePort } from '../../scripts/free-port.mjs';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { startSite, type RunningSite } from '../nginx/site.ts';
import { killAll, logTail, startServerProcess, startWorkerProcess, stopProcess, waitHealthy, type Managed } from './processes.ts';

export const WORKER_TOKEN = 'cluster-worker-token-0123456789abcdef';
export const METRICS_TOKEN = 'cluster-metrics-token-0123456789abcdef';
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The bank the servers seed: one problem of the real bank (wire), as it is but for its "next" link
 * (the problem it names is not in this bank). Why one: seeding all 213 twice, by two processes,
 * would cost CI seconds and prove nothing more. Its time limit stays the bank's 5 s: a shorter one
 * judged correct designs "time limit" on a loaded 2-core machine.
 */
function writeBank(dir: string): string {
  const bank = path.join(dir, 'problems');
  const folder = path.join(bank, '01-basics', 'wire');
  fs.cpSync(path.join(ROOT, 'problems', '01-basics', 'wire'), folder, { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'problems', '01-basics', 'chapter.json'), path.join(bank, '01-basics', 'chapter.json'));
  fs.copyFileSync(path.join(ROOT, 'problems', 'tags.json'), path.join(bank, 'tags.json'));
  const meta = JSON.parse(fs.readFileSync(path.join(folder, 'problem.json'), 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(path.join(folder, 'problem.json'), JSON.stringify({ ...meta, next: [] }, null, 2));
  return bank;
}

export interface Stack {
  dir: string;
  databaseUrl: string;
  /** nginx's https address (by IP: the certificate names it) and the public origin (by name). */
  url: string;
  origin: string;
  site: RunningSite;
  gateway: AlipayTestGateway;
  ports: [number, number];
  servers: [Managed, Managed];
  workers: Map<string, Managed>;
  /** Stops PostgreSQL as an operator's restart does and starts it again. */
  restartDatabase(): Promise<void>;
  /** SIGTERM to server `i` (a graceful stop, which must end with exit code 0): how long it took. */
  stopServer(i: 0 | 1): Promise<number>;
  /** Server `i` started again on its port (after stopServer): how long until it answered. */
  startServer(i: 0 | 1): Promise<number>;
  /** The error lines every server process (a restarted one's first life too) logged so far: pino's level 50 and above. */
  serverErrors(): string[];
  /** Starts one more worker named `name` (as systemd restarts a killed one). */
  startWorker(name: string): Managed;
  /** One query on a fresh connection (a pool's would die with the database restart). */
  sql<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Every process's log tail, for a failure message. */
  logs(): string;
}

let current: { stop: () => Promise<void> } | undefined;

export async function startStack(workerCount: number): Promise<Stack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-cluster-'));
  const parts: { pg?: Awaited<ReturnType<typeof startCluster>>; site?: RunningSite; gateway?: AlipayTestGateway } = {};
  current = {
    async stop() {
      await killAll();
      await parts.site?.stop();
      await parts.gateway?.stop();
      try {
        parts.pg?.stop();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  const webDist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const logDir = path.join(dir, 'logs');
  fs.mkdirSync(logDir);
  fs.mkdirSync(path.join(dir, 'nginx'));

  parts.gateway = new AlipayTestGateway();
  await parts.gateway.start();
  const gateway = parts.gateway;
  parts.pg = await startCluster();
  const database = parts.pg;
  const ports: [number, number] = [await freePort(), await freePort()];
  const tlsPort = await freePort();
  const origin = `https://localhost:${tlsPort}`;
  const url = `https://127.0.0.1:${tlsPort}`;
  const serverEnv = {
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    WORKER_TOKEN,
    METRICS_TOKEN,
    // What docs/DEPLOY.md sets behind nginx: one trusted hop, the public origin.
    TRUST_PROXY: 'true',
    PUBLIC_ORIGIN: origin,
    ADMIN_PASSWORD: 'cluster-admin-password',
    // The same scrypt at a smaller work factor: the test's many logins are not what it measures.
    PASSWORD_HASH_COST: '10',
    // A 10 s lease (heartbeats every 3.3 s) in place of the default 30 s: the killed worker's job is
    // taken over 20 s sooner, and CI time is shared (issue 30). Still above every stall this test
    // makes: a loop runs 5 s, PostgreSQL's restart and a server's take a second or two.
    JOB_LEASE_MS: '10000',
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
    PROBLEMS_DIR: writeBank(dir),
    DATA_DIR: path.join(dir, 'data'),
    ALIPAY_APP_ID: gateway.appId,
    ALIPAY_PRIVATE_KEY: gateway.appKeys.privateKey,
    ALIPAY_PUBLIC_KEY: gateway.alipayKeys.publicKey,
    ALIPAY_GATEWAY: gateway.url,
    ALIPAY_NOTIFY_URL: `${origin}/api/payment/alipay/notify`,
  };
  const startServer = (i: 0 | 1, generation: number) =>
    startServerProcess(`server-${i}${generation ? `-restart${generation}` : ''}`, { ...serverEnv, PORT: String(ports[i]) }, logDir);
  // Everything at once, as a machine boots: nginx answers 503 until a server is up, the workers
  // retry their claims until then (and self-test meanwhile), and the migration lock lets one
  // server process migrate while the other waits.
  parts.site = await startSite({ dir: path.join(dir, 'nginx'), upstreams: ports, webDist, tlsPort });
  const site = parts.site;
  const servers: [Managed, Managed] = [startServer(0, 0), startServer(1, 0)];
  // The workers read the certificate after dropping root (as the judge user): it must be readable.
  for (const readable of [dir, path.join(dir, 'nginx')]) fs.chmodSync(readable, 0o755);
  fs.chmodSync(site.caFile, 0o644);
  const workerEnv = { SERVER_URL: url, WORKER_TOKEN, NODE_EXTRA_CA_CERTS: site.caFile };
  const workers = new Map<string, Managed>();
  const startWorker = (name: string) => {
    const worker = startWorkerProcess(name, workerEnv, logDir);
    workers.set(name, worker);
    return worker;
  };
  for (let i = 0; i < workerCount; i++) startWorker(`worker-${i}`);
  await Promise.all(servers.map((s, i) => waitHealthy(s, `http://127.0.0.1:${ports[i]}/api/system/health`, 90_000)));

  const sql = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    // In UTC as the servers' own sessions (openPostgres): a day added across a DST change in the
    // host's zone (npm test runs in America/New_York) would otherwise differ by an hour.
    const client = new pg.Client({ connectionString: database.url, options: '-c TimeZone=UTC' });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const restarts = [0, 0];
  const stack: Stack = {
    dir,
    databaseUrl: database.url,
    url,
    origin,
    site,
    gateway,
    ports,
    servers,
    workers,
    restartDatabase: () => database.restart(),
    async stopServer(i) {
      const stopping = Date.now();
      const how = await stopProcess(servers[i]);
      if (how !== 0) throw new Error(`${servers[i].name} did not stop cleanly on SIGTERM (${how}); its log:\n${logTail(servers[i])}`);
      return Date.now() - stopping;
    },
    async startServer(i) {
      const starting = Date.now();
      restarts[i] = restarts[i]! + 1;
      servers[i] = startServer(i, restarts[i]!);
      await waitHealthy(servers[i], `http://127.0.0.1:${ports[i]}/api/system/health`, 60_000);
      return Date.now() - starting;
    },
    serverErrors: () =>
      fs
        .readdirSync(logDir)
        .filter((name) => name.startsWith('server-'))
        .flatMap((name) =>
          fs
            .readFileSync(path.join(logDir, name), 'utf8')
            .split('\n')
            .filter((line) => line.startsWith('{"level":50') || line.startsWith('{"level":60'))
            .map((line) => `${name}: ${line}`),
        ),
    startWorker,
    sql,
    logs: () =>
      [...servers, ...workers.values()]
        .map((m) => `--- ${m.name} (${m.child.exitCode ?? m.child.signalCode ?? 'running'})\n${logTail(m, 1500)}`)
        .join('\n') + `\n--- nginx\n${site.errorLog().slice(-1500)}`,
  };
  return stack;
}

/** Ends everything the last startStack started (processes, nginx, gateway, database) and removes its folder. */
export async function stopStack(): Promise<void> {
  const stopping = current;
  current = undefined;
  await stopping?.stop();
}
