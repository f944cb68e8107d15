/**
 * The first admin when several server processes start together on one empty database: one admin
 * is created between them, and the others neither create a second nor report the admin's name as
 * taken by a learner (on PostgreSQL the starts really overlap; PGlite runs them one after another).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, startTestPlatform, type TestPlatform } from '../testing/harness.ts';
import { ensureAdmin } from './accounts.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

describe(`the first admin (${DATABASE_KIND})`, () => {
  it('is created once when processes start together', async () => {
    await platform.db.query('DELETE FROM users WHERE is_admin');
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => ensureAdmin(platform.ctx)));
    expect(outcomes.filter((o) => o.created)).toHaveLength(1);
    expect(outcomes.filter((o) => o.conflict)).toHaveLength(0);
    const admins = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_admin');
    expect(admins[0]!.n).toBe(1);
  });
});
