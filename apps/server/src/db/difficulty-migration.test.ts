/**
 * Migration 7 turns the stored display text of difficulty into ids, and the API still answers the
 * spec's labels.
 */
import { describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform } from '../testing/harness.ts';
import { migrate } from './migrations.ts';

describe(`the difficulty migration (${DATABASE_KIND})`, () => {
  it('stores easy/medium/hard for 简单/中等/困难 and refuses anything else', async () => {
    const platform = await startTestPlatform();
    try {
      const { db } = platform;
      // The table as it was before migration 7: labels, under the old constraint.
      await db.query('ALTER TABLE problems DROP CONSTRAINT problems_difficulty_check');
      const ids = (await db.query<{ id: number }>('SELECT id FROM problems ORDER BY id LIMIT 3')).map((r) => r.id);
      const labels = ['简单', '中等', '困难'];
      for (const [k, id] of ids.entries()) await db.query('UPDATE problems SET difficulty = $1 WHERE id = $2', [labels[k], id]);
      await db.query(`UPDATE problems SET difficulty = '简单' WHERE id <> ALL($1::int[])`, [ids]);
      await db.query(`ALTER TABLE problems ADD CONSTRAINT problems_difficulty_check CHECK (difficulty IN ('简单', '中等', '困难'))`);
      await db.query('DELETE FROM schema_migrations WHERE id = 7');

      expect(await migrate(db)).toEqual([7]);
      const stored = await db.query<{ difficulty: string }>('SELECT difficulty FROM problems WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
      expect(stored.map((r) => r.difficulty)).toEqual(['easy', 'medium', 'hard']);
      await expect(db.query(`UPDATE problems SET difficulty = '简单' WHERE id = $1`, [ids[0]])).rejects.toThrow();

      const visitor = new Client(platform);
      const res = await visitor.get(`/api/problem/${ids[1]}`);
      expect(res.body).toMatchObject({ difficulty: '中等' });
    } finally {
      await platform.close();
    }
  });
});
