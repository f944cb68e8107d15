/**
 * Server settings, read once from the environment. The README's configuration table
 * documents every variable read here; nothing else reads process.env.
 */
import path from 'node:path';
import { usernameProblem } from '@veridojo/contracts';
import { TEMPLATES_FOLDER } from '@veridojo/problem-format';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
}

/**
 * The HTTP server's guards against one client holding its connections (http/connections.ts;
 * README, "Connections"). Every value has its reason at its default in readSettings.
 */
export interface ConnectionSettings {
  /** MAX_CONNECTIONS: open connections in all; more are closed at once. */
  max: number;
  /** MAX_CONNECTIONS_PER_ADDRESS: open connections from one client address (an IPv6 /64); 0 = no limit. */
  perAddress: number;
  /** HEADERS_TIMEOUT_MS: how long a request's headers may take to arrive in full. */
  headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: how long a whole request (headers and body) may take to arrive; never the answer. */
  requestTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: how long an idle connection is kept open for the client's next request. */
  keepAliveTimeoutMs: number;
}

export interface Settings {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  smtp: SmtpSettings | undefined;
  /**
   * The origin browsers reach the platform at (scheme, host and port, e.g. https://oj.example.edu).
   * Unset: each request's own protocol and Host header, which must then match the Origin exactly.
   */
  publicOrigin: string | undefined;
  /** Extra origins allowed to make state-changing calls (comma-separated), besides the public one. */
  allowedOrigins: string[];
  /**
   * Which hops of `X-Forwarded-*` to believe (TRUST_PROXY): false (none: the socket's address is the
   * client), a hop count (`true` = 1: the one proxy in front), or the proxies' addresses/CIDRs.
   * Never "every hop": a client could then name any address by sending its own X-Forwarded-For.
   */
  trustProxy: false | number | string;
  webDist: string;
  logLevel: string;
  /** The problem bank seeded at start-up. */
  problemsDir: string;
  /** The IDE's project templates (GET /online/templates), read on each call: ten small folders. */
  templatesDir: string;
  /**
   * Alipay credentials and addresses from the environment (ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY,
   * ALIPAY_PUBLIC_KEY, ALIPAY_GATEWAY, ALIPAY_NOTIFY_URL): each one set replaces the admin
   * configuration's value, so a deployment can keep its keys out of the database.
   */
  alipay: { app_id?: string; private_key?: string; public_key?: string; gateway?: string; notify_url?: string };
  /** Shared secret of the judge workers; without it the worker calls are closed. */
  workerToken: string | undefined;
  /** The bearer token of GET /api/system/metrics (METRICS_TOKEN); unset, nobody may read them. */
  metricsToken: string | undefined;
  /**
   * AI_TIMEOUT_MS: how long one AI provider call may take in all, its retry included. Why 25 s by
   * default: the page waits 30 s for an analysis (spec §9), and the server must answer first — with
   * the rule analysis when the provider is too slow. A slow self-hosted model may need more.
   */
  aiTimeoutMs: number;
  /**
   * PASSWORD_HASH_COST: log2 of scrypt's N for new password hashes (services/password.ts). Each step
   * doubles a guesser's work and the server's per login. Why 15 by default and at least 15 in
   * production: 32 MiB and ~60–90 ms per hash here, costly to brute-force and cheap for one login.
   * Tests and development may go down to 10 (1 MiB, ~2 ms): the same scrypt, a smaller work factor,
   * so the hundreds of logins of the test suite do not spend minutes in key derivation.
   */
  passwordHashCost: number;
  /**
   * JOB_LEASE_MS: how long a claimed job stays a worker's without a heartbeat (the worker beats
   * every third of it). Why 30 s by default: three missed heartbeats before another worker may take
   * the job, so a worker's blip or a server restart costs no judgement, while a dead worker's job
   * waits at most half a minute. Between 3 s and 10 min (JOB_LEASE_LIMITS).
   */
  jobLeaseMs: number;
  connections: ConnectionSettings;
}

/**
 * The range JOB_LEASE_MS must lie in. Why at least 3 s: the worker beats every third of the lease,
 * and a heartbeat over a loaded link must arrive well within it (a short lease only for tests on
 * loopback). Why at most 10 min: a dead worker's job waits that long before another takes it —
 * beyond that a deadline's submissions sit behind a crash.
 */
export const JOB_LEASE_LIMITS = { minMs: 3_000, defaultMs: 30_000, maxMs: 600_000 } as const;

/** JOB_LEASE_MS within JOB_LEASE_LIMITS, or a start-up error naming the range. */
function jobLeaseFrom(value: string | undefined): number {
  const ms = intFrom(value, JOB_LEASE_LIMITS.defaultMs, 'JOB_LEASE_MS');
  if (ms < JOB_LEASE_LIMITS.minMs || ms > JOB_LEASE_LIMITS.maxMs)
    throw new Error(`JOB_LEASE_MS must be between ${JOB_LEASE_LIMITS.minMs} and ${JOB_LEASE_LIMITS.maxMs} (ms), got "${value}"`);
  return ms;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

const PASSWORD_COST_DEFAULT = 15;
/** Below 2^10 scrypt is too cheap to mean anything; above 2^20 one login takes seconds and 1 GiB. */
const PASSWORD_COST_RANGE = { min: 10, max: 20 };

function passwordHashCostFrom(value: string | undefined, production: boolean): number {
  const cost = intFrom(value, PASSWORD_COST_DEFAULT, 'PASSWORD_HASH_COST');
  const min = production ? PASSWORD_COST_DEFAULT : PASSWORD_COST_RANGE.min;
  if (cost < min || cost > PASSWORD_COST_RANGE.max) {
    throw new Error(
      `PASSWORD_HASH_COST must be between ${min} and ${PASSWORD_COST_RANGE.max}${production ? ' in production' : ''}, got "${value}"`,
    );
  }
  return cost;
}

/**
 * TRUST_PROXY as the hops to believe. `true` means the one reverse proxy in front (nginx): the client
 * is the address that proxy appended last to X-Forwarded-For, so addresses a client wrote into the
 * header itself are ignored. A number is that many proxies in a row; anything else is a
 * comma-separated list of the proxies' addresses or CIDR ranges (each checked at start by Fastify).
 */
function trustProxyFrom(value: string | undefined): false | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return intFrom(text, 0, 'TRUST_PROXY') || false;
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',');
}

/** `value` as an origin (scheme://host[:port], default ports dropped), or a start-up error naming the variable. */
function originFrom(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an origin such as https://oj.example.edu, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username)
    throw new Error(`${name} must be an origin such as https://oj.example.edu (scheme, host and port only), got "${value}"`);
  return url.origin;
}

/** The admin's name follows the rules of every user name (contracts), so it has one key and can be typed. */
function adminUsernameFrom(value: string | undefined): string {
  const name = value || 'admin';
  const problem = usernameProblem(name);
  if (problem) throw new Error(`ADMIN_USERNAME "${name}" is not a valid user name: ${problem}`);
  return name;
}

/**
 * The connection guards' defaults, each with its reason. Behind a reverse proxy (TRUST_PROXY=true)
 * every connection comes from the proxy, so the per-address limit is off unless set (the proxy
 * limits its clients), and idle connections are kept longer than common proxies keep theirs.
 */
function connectionSettings(env: NodeJS.ProcessEnv, behindProxy: boolean): ConnectionSettings {
  const headersTimeoutMs = Math.max(100, intFrom(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'));
  return {
    // Why 4096: a few hundred learners with a browser's handful of connections each fit many times
    // over, and it stays well under the open-file limit the server also needs for its database,
    // workers and logs (lowered further at start when that limit is smaller: http/connections.ts).
    max: Math.max(1, intFrom(env.MAX_CONNECTIONS, 4096, 'MAX_CONNECTIONS')),
    // Why 256: a classroom behind one NAT address (40 browsers × up to 6 connections) still fits,
    // while one client can hold only a sixteenth of the total.
    perAddress: intFrom(env.MAX_CONNECTIONS_PER_ADDRESS, behindProxy ? 0 : 256, 'MAX_CONNECTIONS_PER_ADDRESS'),
    // Why 10 s: a browser sends its headers in one packet; a client still sending them after 10 s
    // is holding a connection open, not requesting.
    headersTimeoutMs,
    // Why 60 s: the largest body (a 20 MiB pack) arrives in 60 s at 3 Mbit/s; a client slower than
    // that is stalling. Never shorter than the headers timeout (Node requires it).
    requestTimeoutMs: Math.max(headersTimeoutMs, intFrom(env.REQUEST_TIMEOUT_MS, 60_000, 'REQUEST_TIMEOUT_MS')),
    // Why 10 s: a browser's next request comes within seconds or after a pause it can reconnect
    // from; behind a proxy 72 s, longer than the 60 s nginx and cloud load balancers keep an idle
    // upstream connection, so the proxy never sends a request on a connection being closed.
    keepAliveTimeoutMs: intFrom(env.KEEP_ALIVE_TIMEOUT_MS, behindProxy ? 72_000 : 10_000, 'KEEP_ALIVE_TIMEOUT_MS'),
  };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Settings {
  const production = env.NODE_ENV === 'production';
  const smtpHost = env.SMTP_HOST?.trim();
  const smtpPort = intFrom(env.SMTP_PORT, 587, 'SMTP_PORT');
  return {
    production,
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: adminUsernameFrom(env.ADMIN_USERNAME),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: smtpPort,
          secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : smtpPort === 465,
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
          from: env.SMTP_FROM || 'VeriDojo <no-reply@veridojo.local>',
        }
      : undefined,
    publicOrigin: env.PUBLIC_ORIGIN?.trim() ? originFrom(env.PUBLIC_ORIGIN.trim(), 'PUBLIC_ORIGIN') : undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => originFrom(s, 'ALLOWED_ORIGINS')),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    webDist: path.resolve(root, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    problemsDir: path.resolve(root, env.PROBLEMS_DIR ?? 'problems'),
    templatesDir: path.resolve(root, TEMPLATES_FOLDER),
    workerToken: env.WORKER_TOKEN || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    aiTimeoutMs: Math.max(1000, intFrom(env.AI_TIMEOUT_MS, 25_000, 'AI_TIMEOUT_MS')),
    passwordHashCost: passwordHashCostFrom(env.PASSWORD_HASH_COST, production),
    jobLeaseMs: jobLeaseFrom(env.JOB_LEASE_MS),
    connections: connectionSettings(env, trustProxyFrom(env.TRUST_PROXY) !== false),
    alipay: Object.fromEntries(
      (
        [
          ['app_id', env.ALIPAY_APP_ID],
          ['private_key', env.ALIPAY_PRIVATE_KEY],
          ['public_key', env.ALIPAY_PUBLIC_KEY],
          ['gateway', env.ALIPAY_GATEWAY],
          ['notify_url', env.ALIPAY_NOTIFY_URL],
        ] as const
      ).filter(([, value]) => value !== undefined && value.trim() !== ''),
    ),
  };
}
