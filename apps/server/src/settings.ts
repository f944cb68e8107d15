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
  trustProxy: boolean;
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
  /**
   * AI_TIMEOUT_MS: how long one AI provider call may take in all, its retry included. Why 25 s by
   * default: the page waits 30 s for an analysis (spec §9), and the server must answer first — with
   * the rule analysis when the provider is too slow. A slow self-hosted model may need more.
   */
  aiTimeoutMs: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
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
    trustProxy: env.TRUST_PROXY === 'true',
    webDist: path.resolve(root, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    problemsDir: path.resolve(root, env.PROBLEMS_DIR ?? 'problems'),
    templatesDir: path.resolve(root, TEMPLATES_FOLDER),
    workerToken: env.WORKER_TOKEN || undefined,
    aiTimeoutMs: Math.max(1000, intFrom(env.AI_TIMEOUT_MS, 25_000, 'AI_TIMEOUT_MS')),
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
