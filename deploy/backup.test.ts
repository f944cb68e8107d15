/**
 * The backup and restore of docs/DEPLOY.md, done as written on a real PostgreSQL cluster: a
 * platform with a user, a session and an admin's change is dumped with `pg_dump -Fc`, the dump
 * restored with `pg_restore` into an empty database, and a new server started on the copy finds
 * every row (the user still logged in, the audit entry there) and no migration left to apply.
 * Uses the suite's cluster when TEST_DATABASE_URL names one, else starts its own.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../apps/server/src/db/database.ts';
import { MIGRATIONS } from '../apps/server/src/db/migrations.ts';
import { Client, startTestPlatform, uniqueName, type TestPlatform } from '../apps/server/src/testing/harness.ts';
import { postgresBinDir, startCluster } from '../scripts/pg-cluster.mjs';

let cluster: { url: string; stop: () => void } | undefined;
let adminUrl: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-backup-'));
const created: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of the cluster: its URL (named for this run, dropped afterwards). */
async function emptyDatabase(role: string): Promise<string> {
  const name = `vd_backup_${role}_${process.pid}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A PostgreSQL tool of the cluster's own version, as docs/DEPLOY.md runs it; fails the test on error. */
function tool(name: string, args: string[]) {
  const run = spawnSync(path.join(postgresBinDir(), name), args, { encoding: 'utf8' });
  expect(run.status, `${name}: ${run.error?.message ?? run.stderr}`).toBe(0);
}

describe('backup and restore', () => {
  let original: TestPlatform | undefined;
  let restored: TestPlatform | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) adminUrl = process.env.TEST_DATABASE_URL;
    else {
      cluster = await startCluster();
      adminUrl = cluster.url;
    }
  }, 60_000);

  afterAll(async () => {
    await original?.close();
    await restored?.close();
    if (adminUrl) for (const name of created) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores a dump into a database a new server runs on, with nothing lost', async () => {
    const first = await emptyDatabase('live');
    original = await startTestPlatform({}, {}, { db: await openPostgres(first), drop: async () => undefined });
    const learner = new Client(original);
    const name = uniqueName('backup');
    expect((await learner.post('/api/user/register', { username: name, password: 'secret1', email: null })).status).toBe(200);
    const adminClient = new Client(original);
    expect((await adminClient.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
    expect((await adminClient.get('/api/admin/export/users')).status).toBe(200);

    const dump = path.join(dir, 'veridojo.dump');
    tool('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${first}`]);
    const second = await emptyDatabase('copy');
    tool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${second}`, dump]);

    restored = await startTestPlatform({}, {}, { db: await openPostgres(second), drop: async () => undefined });
    // Every migration was in the dump: the new server applied none.
    const applied = await restored.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(applied[0]!.n).toBe(MIGRATIONS.length);
    // The learner's session cookie from before the backup still logs them in on the copy.
    const again = new Client(restored);
    again.cookies = new Map(learner.cookies);
    const me = await again.get('/api/user/check_auth');
    expect(me.body).toMatchObject({ is_login: true, user: { username: name } });
    const adminAgain = new Client(restored);
    adminAgain.cookies = new Map(adminClient.cookies);
    const audit = await adminAgain.get('/api/admin/audit?action=export_users');
    expect(audit.status).toBe(200);
    expect((audit.body as { total: number }).total).toBe(1);
  });
});
