/**
 * Server processes starting together on one empty database migrate it once between them: every
 * step, the migrations' own table included, runs under the migration lock (on PostgreSQL the two
 * connections really overlap; PGlite runs them one after another).
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KIND, persistentDatabase } from '../testing/harness.ts';
import { migrate, MIGRATIONS } from './migrations.ts';

describe(`migrating an empty database from two processes at once (${DATABASE_KIND})`, () => {
  // Why 60 s: a fresh PGlite database takes seconds to create and migrate.
  it('applies every migration once, and neither start fails', { timeout: 60_000 }, async () => {
    // The race needs two connections: three rounds on PostgreSQL, one on PGlite (one connection, no race).
    for (let round = 0; round < (process.env.TEST_DATABASE_URL ? 3 : 1); round++) {
      const database = await persistentDatabase();
      const first = await database.open();
      const second = process.env.TEST_DATABASE_URL ? await database.open() : first;
      try {
        const applied = await Promise.all([migrate(first), migrate(second)]);
        expect(applied.flat().sort((a, b) => a - b)).toEqual(MIGRATIONS.map((m) => m.id).sort((a, b) => a - b));
        const rows = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
        expect(rows[0]!.n).toBe(MIGRATIONS.length);
      } finally {
        if (second !== first) await second.close();
        await first.close();
        await database.drop();
      }
    }
  });
});
