/**
 * Migration 6 back-fills the per-problem counters of submitting and passing users from the
 * submissions already in the table, so /problem/all shows the same numbers after the upgrade as
 * the aggregate it replaced.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KIND, startTestPlatform } from '../testing/harness.ts';
import { migrate } from './migrations.ts';

describe(`the counters migration (${DATABASE_KIND})`, () => {
  it('counts distinct submitting and passing users per problem from the existing submissions', async () => {
    const platform = await startTestPlatform();
    try {
      const { db } = platform;
      // A database as it was before migration 6: submissions, but no counters.
      await db.query('DROP TABLE problem_users, problem_counters');
      await db.query('DELETE FROM schema_migrations WHERE id = 6');
      await db.query(
        `INSERT INTO users (username, username_key, password_hash) SELECT 'cm_' || g, 'cm_' || g, 'x' FROM generate_series(1, 4) g`,
      );
      // User 1 fails then passes problem A; user 2 only fails A; user 3 passes A twice and B once; user 4 has one still queued on B.
      const rows: [number, 'A' | 'B', string][] = [
        [1, 'A', 'failed'],
        [1, 'A', 'success'],
        [2, 'A', 'failed'],
        [3, 'A', 'success'],
        [3, 'A', 'success'],
        [3, 'B', 'success'],
        [4, 'B', 'queued'],
      ];
      const problems = await db.query<{ id: number; current_revision_id: number }>(
        'SELECT id, current_revision_id FROM problems ORDER BY id LIMIT 2',
      );
      const byName = { A: problems[0]!, B: problems[1]! };
      for (const [user, problem, status] of rows)
        await db.query(
          `INSERT INTO submissions (user_id, problem_id, revision_id, code, status)
           SELECT id, $2, $3, '', $4 FROM users WHERE username = 'cm_' || $1`,
          [user, byName[problem].id, byName[problem].current_revision_id, status],
        );
      expect(await migrate(db)).toEqual([6]);
      const counters = await db.query<{ problem_id: number; passed_users: number; submitted_users: number }>(
        'SELECT problem_id, passed_users, submitted_users FROM problem_counters ORDER BY problem_id',
      );
      expect(counters).toEqual([
        { problem_id: byName.A.id, passed_users: 2, submitted_users: 3 },
        { problem_id: byName.B.id, passed_users: 1, submitted_users: 2 },
      ]);
    } finally {
      await platform.close();
    }
  });
});
