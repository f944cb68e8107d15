/**
 * A day's AI allowance: a use is taken from one Beijing day and given back (or charged its tokens)
 * on that same day, even when the provider call ends after midnight. CI once ran the AI tests at
 * 16:00 UTC; a use taken at 23:59:59 and given back at 00:00:02 went to the next day's row, so the
 * earlier day kept a use the learner never had.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';
import { addTokens, releaseUse, reserveUse } from './ai.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function newUser(): Promise<number> {
  const name = uniqueName('ai');
  const [row] = await platform.db.query<{ id: number }>(
    `INSERT INTO users (username, username_key, password_hash) VALUES ($1, lower($1), 'x') RETURNING id`,
    [name],
  );
  return row!.id;
}

async function days(userId: number): Promise<Record<string, { count: number; tokens: number }>> {
  const rows = await platform.db.query<{ day: string; count: number; tokens: number }>(
    `SELECT day::text AS day, count, tokens FROM ai_usage WHERE user_id = $1 AND kind = 'chat' ORDER BY day`,
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.day, { count: r.count, tokens: r.tokens }]));
}

describe(`the AI allowance on ${DATABASE_KIND}`, () => {
  it('takes uses from today up to the limit, then none', async () => {
    const user = await newUser();
    const [{ today }] = (await platform.db.query<{ today: string }>(`SELECT ((now() + interval '8 hours')::date)::text AS today`)) as [
      { today: string },
    ];
    expect(await reserveUse(platform.db, user, 'chat', 2)).toEqual({ day: today });
    expect(await reserveUse(platform.db, user, 'chat', 2)).toEqual({ day: today });
    expect(await reserveUse(platform.db, user, 'chat', 2)).toBeNull();
    expect(await reserveUse(platform.db, user, 'chat', 0)).toBeNull();
    expect(await days(user)).toEqual({ [today]: { count: 2, tokens: 0 } });
  });

  it('gives a use back, and charges tokens, to the day it was taken from', async () => {
    const user = await newUser();
    const today = (await reserveUse(platform.db, user, 'chat', 5))!;
    // A use taken yesterday whose provider call is still running, as at midnight.
    const [{ yesterday }] = (await platform.db.query<{ yesterday: string }>(
      `INSERT INTO ai_usage (user_id, day, kind, count) VALUES ($1, $2::date - 1, 'chat', 1) RETURNING day::text AS yesterday`,
      [user, today.day],
    )) as [{ yesterday: string }];
    await addTokens(platform.db, user, 'chat', { day: yesterday }, 30);
    await releaseUse(platform.db, user, 'chat', { day: yesterday });
    expect(await days(user)).toEqual({ [yesterday]: { count: 0, tokens: 30 }, [today.day]: { count: 1, tokens: 0 } });
    await releaseUse(platform.db, user, 'chat', today);
    await releaseUse(platform.db, user, 'chat', today);
    expect((await days(user))[today.day]!.count, 'never below zero').toBe(0);
  });
});
