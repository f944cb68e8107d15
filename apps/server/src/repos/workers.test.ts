/**
 * A worker's sign of life (seeWorker) is written at most every 5 s — but only once it was written:
 * a claim that met the database restarting must not let the next claims skip the write, or a new
 * worker judges without its row and the jobs it finishes are counted for nobody (found by the
 * cluster test: a replacement worker's first claim fell into PostgreSQL's restart).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';
import { seeWorker } from './workers.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

/** The platform's database, whose next statement fails as one does while PostgreSQL restarts. */
function restartingDatabase(): Queryable & { failNext: boolean } {
  return {
    failNext: true,
    async query<R>(sql: string, params?: unknown[]): Promise<R[]> {
      if (this.failNext) {
        this.failNext = false;
        throw new Error('the database system is shutting down');
      }
      return platform.db.query<R>(sql, params);
    },
  };
}

describe(`a worker's sign of life on ${DATABASE_KIND}`, () => {
  it('is written at the next claim when the first write failed, and at most every 5 s once written', async () => {
    const db = restartingDatabase();
    const worker = { name: uniqueName('worker'), version: '1', kinds: ['judge'] };
    const rows = () => platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM workers WHERE name = $1', [worker.name]);
    const start = Date.now();
    await expect(seeWorker(db, worker, start)).rejects.toThrow('shutting down');
    await seeWorker(db, worker, start + 1000);
    expect((await rows())[0]!.n).toBe(1);
    // Written: within 5 s a claim writes nothing (the row's time stays), after them it writes again.
    await platform.db.query(`UPDATE workers SET last_seen_at = now() - interval '1 hour' WHERE name = $1`, [worker.name]);
    const age = () =>
      platform.db.query<{ old: boolean }>(`SELECT last_seen_at < now() - interval '1 minute' AS old FROM workers WHERE name = $1`, [
        worker.name,
      ]);
    await seeWorker(db, worker, start + 2000);
    expect((await age())[0]!.old).toBe(true);
    await seeWorker(db, worker, start + 7000);
    expect((await age())[0]!.old).toBe(false);
  });
});
