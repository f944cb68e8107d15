/**
 * Test harness: a real platform (migrations, seeds, routes) on a fresh database per test file:
 * a PGlite copy of a template of the run (global-setup.ts), or, when TEST_DATABASE_URL names a
 * PostgreSQL cluster, a new database in it copied from the cluster's template and dropped
 * afterwards. Requests go through app.inject with a cookie jar, like a browser would send them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OutgoingHttpHeaders } from 'node:http';
import pg from 'pg';
import type { ValidatePayload } from '@veridojo/contracts';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { SESSION_COOKIE } from '../http/session.ts';
import { startPlatform, type Platform } from '../platform.ts';
import { createSession, newSessionToken } from '../repos/sessions.ts';
import { traced } from './sql-trace.ts';
import { readSettings, type Settings } from '../settings.ts';

export const DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

/** A new database in the test cluster, copied from `template` when given: its URL and how to drop it. */
async function createClusterDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A fresh database copied from one of the run's templates (global-setup.ts): migrated only, or with the bank seeded. */
async function freshDatabase(template: 'migrated' | 'bank'): Promise<{ db: Database; drop: () => Promise<void> }> {
  const source = inject('databaseTemplates')[template];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-test-db-'));
    fs.cpSync(source, dir, { recursive: true });
    return { db: await openPglite(dir), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createClusterDatabase(adminUrl, 'vd_test', source);
  return { db: await openPostgres(url), drop };
}

/**
 * A database that outlives one platform, for restart tests: PGlite files in a temp dir, or a
 * database of its own in the PostgreSQL cluster. `open` may be called again after closing.
 */
export async function persistentDatabase(): Promise<{ open: () => Promise<Database>; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-restart-'));
    return { open: () => openPglite(dir), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createClusterDatabase(adminUrl, 'vd_restart');
  return { open: () => openPostgres(url), drop };
}

export interface TestPlatform extends Platform {
  /**
   * The platform's database for a test's own reads and writes. A write to `users` or `sessions`
   * (a test's shortcut for an admin's or the user's own action) tells the platform's cache of
   * session users once it is done, as the command it stands for would (context.ts, sessions); a
   * write to `system_config` tells its copy of the configuration (context.ts, config), one to
   * `problems` or `chapters` its copy of the problem catalogue (context.ts, catalogue).
   */
  db: Database;
  /** The same database, telling the platform nothing: what another process or an operator's SQL does (only the notices reach the caches). */
  dbBehindCache: Database;
}

/** Statements that change what a cached session user holds. */
const AUTH_WRITE = /\b(?:UPDATE|DELETE\s+FROM|INSERT\s+INTO)\s+(?:users|sessions)\b/i;
/** Statements that change the configuration. */
const CONFIG_WRITE = /\b(?:UPDATE|DELETE\s+FROM|INSERT\s+INTO)\s+system_config\b/i;
/** Statements that change the problem catalogue. */
const CATALOGUE_WRITE = /\b(?:UPDATE|DELETE\s+FROM|INSERT\s+INTO)\s+(?:problems|chapters)\b/i;

/** `db`, telling `platform`'s caches after each of its writes to the tables they keep. */
function tellingCache(db: Database, platform: Platform): Database {
  const told = <T>(sql: string, result: T): T => {
    if (AUTH_WRITE.test(sql)) platform.ctx.sessions.clear();
    if (CONFIG_WRITE.test(sql)) platform.ctx.config.changed();
    if (CATALOGUE_WRITE.test(sql)) platform.ctx.catalogue.changed();
    return result;
  };
  return {
    ...db,
    query: async (sql, params) => told(sql, await db.query(sql, params)),
    execute: async (statement, params) => told(statement.sql, await db.execute(statement, params)),
    transaction: async (work) => {
      const result = await db.transaction(work);
      platform.ctx.sessions.clear();
      platform.ctx.config.changed();
      platform.ctx.catalogue.changed();
      return result;
    },
    listen: (channel, onNotice) => db.listen(channel, onNotice),
    close: () => db.close(),
  } as Database;
}

export async function startTestPlatform(
  env: Record<string, string> = {},
  patch: Partial<Settings> = {},
  database?: { db: Database; drop: () => Promise<void> },
): Promise<TestPlatform> {
  const settings = {
    ...readSettings({
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-password',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      // The same scrypt at a 32 times smaller work factor, for the suite's hundreds of logins; a
      // production platform keeps the floor its settings enforce.
      ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '10' }),
      ...env,
    }),
    ...patch,
  };
  // On the default bank a fresh database is a copy of the template the bank was seeded into by the
  // platform's own seedBank, so the start skips seeding; a database of the test's own (a restart
  // test) and another PROBLEMS_DIR seed as every start does. Seeding itself is tested in
  // commands/problem-bank.test.ts, packs/*.test.ts and queue.test.ts's restart.
  const bankSeeded = !database && settings.problemsDir === inject('bankDir');
  const { db, drop } = database ?? (await freshDatabase(bankSeeded ? 'bank' : 'migrated'));
  // The platform's statements are recorded (sql-trace.ts), not the test's own look into the tables:
  // those check an outcome and need not run on both databases.
  const platform = await startPlatform(settings, { db: traced(db), bankSeeded });
  return {
    ...platform,
    db: tellingCache(db, platform),
    dbBehindCache: db,
    async close() {
      await platform.close();
      await db.close();
      await drop();
    },
  };
}

export interface Reply {
  status: number;
  body: Record<string, unknown> & { status?: string; code?: string; message?: string };
  headers: OutgoingHttpHeaders;
}

/** A browser-like client: keeps the session cookie, sends JSON with the same-origin Origin header. */
export class Client {
  cookies = new Map<string, string>();
  readonly platform: Platform;
  readonly address: string;

  constructor(platform: Platform, address = '127.0.0.1') {
    this.platform = platform;
    this.address = address;
  }

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.platform.app.inject({
      method,
      url: path,
      remoteAddress: this.address,
      headers: {
        host: 'localhost:3000',
        ...(method === 'GET' ? {} : { origin: 'http://localhost:3000', 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let parsed: Reply['body'] = {};
    try {
      parsed = res.body ? (JSON.parse(res.body) as Reply['body']) : {};
    } catch {
      parsed = { raw: res.body };
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  }

  get(path: string) {
    return this.call('GET', path);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call('POST', path, body, headers);
  }
}

/**
 * A real validation job's payload (a one-wire reference judged against itself), tagged so tests
 * can tell jobs apart: claims check a payload against its kind's schema.
 */
export function validationPayload(tag: number): ValidatePayload {
  const reference = `module TopModule(input in, output out); assign out = in; endmodule // ${tag}\n`;
  return {
    spec: {
      interface: { top: 'TopModule', inputs: [{ name: 'in', width: 1 }], outputs: [{ name: 'out', width: 1 }] },
      stimulus: { random: 8 },
      reference,
      time_limit_ms: 5000,
    },
    code: reference,
  };
}

/**
 * A worker's claim over the protocol (no wait, validation jobs only): the worker is then "heard
 * from", as readiness and the queue tab count it. Returns the job it took, if one was queued.
 */
export async function claimAsWorker(
  platform: Platform,
  token: string,
  worker = 'test-worker',
): Promise<{ id: number; lease_token: string } | null> {
  const reply = await new Client(platform).call(
    'POST',
    '/api/worker/claim',
    { worker, kinds: ['validate'], wait_ms: 0 },
    {
      authorization: `Bearer ${token}`,
    },
  );
  if (reply.status !== 200) throw new Error(`claim refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { job: { id: number; lease_token: string } | null }).job;
}

/** An accepted judgement of the bank's `wire` problem, as a worker reports it (33 samples, no waveform). */
export const ACCEPTED_WIRE_RESULT = {
  verdict: 'accepted',
  mismatches: 0,
  samples: 33,
  output_mismatches: { out: 0 },
  first_mismatch: null,
  diagnostics: [],
  log: 'Mismatches: 0 in 33 samples',
  waveform_gz: null,
} as const;

let counter = 0;
/** A user name unique within the run, valid under the user-name rules. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${process.pid % 1000}_${counter}`;
}

/**
 * A session cookie (`name=token`) for `userId`, or for the platform's admin when none is given,
 * made in the database without a login: logins are rate limited per account and cost a scrypt.
 */
export async function sessionCookieFor(platform: TestPlatform, userId?: number): Promise<string> {
  const id = userId ?? (await platform.db.query<{ id: number }>('SELECT id FROM users WHERE is_admin LIMIT 1'))[0]!.id;
  const token = newSessionToken();
  await createSession(platform.db, id, token);
  return `${SESSION_COOKIE}=${token}`;
}
