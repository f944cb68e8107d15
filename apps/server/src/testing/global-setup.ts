/**
 * Vitest global set-up for server tests: build two template databases once per run, so a test
 * platform starts from a copy instead of migrating and seeding its own:
 * - migrated: the schema only (platforms started with another PROBLEMS_DIR);
 * - bank: migrated and then seeded with problems/ by the platform's own seedBank, so a platform on
 *   the default bank skips the ~2 000 statements that would find its 213 problems unchanged.
 * On PGlite the templates are data directories, closed cleanly, that a test copies and opens (no
 * tarball to unpack into memory: a start costs ~0.6 s of CPU, not ~1.7 s); on PostgreSQL (TEST_DATABASE_URL) they are databases in the cluster that each test
 * database is created from (CREATE DATABASE … TEMPLATE), dropped at the end of the run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { migrate } from '../db/migrations.ts';
import { seedBank } from '../platform.ts';

const BANK_DIR = path.resolve(import.meta.dirname, '../../../../problems');

/** Seeds the bank as a platform start would, and fails the run on a folder or slug it could not load. */
async function seedTemplate(db: Database): Promise<void> {
  const { errors, seeded } = await seedBank(db, BANK_DIR);
  // The platform would log these and go on; a template missing a problem would make tests differ from a start.
  if (errors.length > 0 || seeded.conflicts.length > 0)
    throw new Error(`problems/ did not seed cleanly: ${JSON.stringify({ errors, conflicts: seeded.conflicts })}`);
}

/**
 * Why 16 MB of shared buffers in a test database: its data is a few megabytes, and PostgreSQL's
 * 128 MB default cost each PGlite start about half a second of CPU to set up (measured with
 * --cpu-prof; a run starts about a hundred). Written into the template, so every copy starts so.
 */
const TEST_SHARED_BUFFERS = '16MB';

async function pgliteTemplates(dir: string) {
  const migrated = path.join(dir, 'migrated');
  const bank = path.join(dir, 'bank');
  const db = await openPglite(migrated);
  try {
    await migrate(db);
    await db.query(`ALTER SYSTEM SET shared_buffers = '${TEST_SHARED_BUFFERS}'`);
  } finally {
    await db.close();
  }
  fs.cpSync(migrated, bank, { recursive: true });
  const seeded = await openPglite(bank);
  try {
    await seedTemplate(seeded);
  } finally {
    await seeded.close();
  }
  return { migrated, bank };
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A template database in the cluster, migrated (and seeded when `seed`); closed, so it can be copied. */
async function clusterTemplate(adminUrl: string, name: string, seed: boolean): Promise<void> {
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    await migrate(db);
    if (seed) await seedTemplate(db);
  } finally {
    await db.close();
  }
}

export default async function setup(project: TestProject) {
  project.provide('bankDir', BANK_DIR);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const prefix = `vd_template_${crypto.randomBytes(4).toString('hex')}`;
    const names = { migrated: `${prefix}_migrated`, bank: `${prefix}_bank` };
    await clusterTemplate(adminUrl, names.migrated, false);
    await clusterTemplate(adminUrl, names.bank, true);
    project.provide('databaseTemplates', names);
    return async () => {
      for (const name of Object.values(names)) await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-pglite-'));
  project.provide('databaseTemplates', await pgliteTemplates(dir));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The problems/ folder the bank template was seeded from. */
    bankDir: string;
    /** PGlite: the data directories; PostgreSQL: the template databases' names. */
    databaseTemplates: { migrated: string; bank: string };
  }
}
