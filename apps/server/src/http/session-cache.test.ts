/**
 * The cache of session users on its own: what it keeps, for how long, what drops an entry, and
 * that a read overtaken by a drop is not kept. (Through the app and the database's notices:
 * routes/user.test.ts; across two server processes: deploy/cluster.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../repos/users.ts';
import { SessionCache, type SessionUser } from './session-cache.ts';

const HOUR = 3_600_000;
let clock = 1_000_000;

function userRow(id: number, username = `u${id}`): UserRow {
  return {
    id,
    username,
    email: null,
    password_hash: 'x',
    is_admin: false,
    is_teacher: false,
    membership_type: 'normal',
    vip_expiry_date: null,
    created_at: new Date(0),
  } as UserRow;
}

/** A database stand-in that counts its reads: each read returns the row as it is now. */
function store(rows: Record<string, SessionUser>) {
  const reads: string[] = [];
  return {
    reads,
    rows,
    read: async (hash: string) => {
      reads.push(hash);
      const row = rows[hash];
      return row && { user: { ...row.user }, expiresAt: row.expiresAt };
    },
  };
}

describe('the cache of session users', () => {
  it('reads a session once, then answers from memory with a copy the caller may change', async () => {
    const cache = new SessionCache(() => clock);
    const db = store({ a: { user: userRow(1), expiresAt: new Date(clock + HOUR) } });
    const first = await cache.user('a', db.read);
    first!.username = 'changed by a caller';
    expect((await cache.user('a', db.read))!.username).toBe('u1');
    expect(db.reads).toEqual(['a']);
  });

  it('keeps no unknown session, and re-reads one whose session expired or that is a minute old', async () => {
    const cache = new SessionCache(() => clock);
    const db = store({
      short: { user: userRow(1), expiresAt: new Date(clock + 1000) },
      long: { user: userRow(2), expiresAt: new Date(clock + HOUR) },
    });
    expect(await cache.user('none', db.read)).toBeUndefined();
    expect(await cache.user('none', db.read)).toBeUndefined();
    await cache.user('short', db.read);
    await cache.user('long', db.read);
    clock += 1000;
    db.rows.long!.user.username = 'renamed';
    expect(await cache.user('short', db.read)).toBeDefined(); // the database decides: this stand-in still has it
    expect((await cache.user('long', db.read))!.username).toBe('u2');
    clock += 59_000;
    expect((await cache.user('long', db.read))!.username).toBe('renamed');
    expect(db.reads).toEqual(['none', 'none', 'short', 'long', 'short', 'long']);
  });

  it('drops what a notice names: a user (every session of theirs), a session, or everything', async () => {
    const cache = new SessionCache(() => clock);
    const db = store({
      a1: { user: userRow(1), expiresAt: new Date(clock + HOUR) },
      a2: { user: userRow(1), expiresAt: new Date(clock + HOUR) },
      b: { user: userRow(2), expiresAt: new Date(clock + HOUR) },
    });
    for (const hash of ['a1', 'a2', 'b']) await cache.user(hash, db.read);
    cache.heard('u1');
    expect(cache.size).toBe(1);
    cache.heard('sb');
    expect(cache.size).toBe(0);
    for (const hash of ['a1', 'b']) await cache.user(hash, db.read);
    cache.heard(null);
    expect(cache.size).toBe(0);
    for (const hash of ['a1', 'b']) await cache.user(hash, db.read);
    cache.heard('x?'); // unreadable: nothing kept is trusted
    expect(cache.size).toBe(0);
  });

  it('does not keep a read a drop overtook: it may hold the row from before the change', async () => {
    const cache = new SessionCache(() => clock);
    let release!: () => void;
    const slow = async (): Promise<SessionUser> => {
      await new Promise<void>((resolve) => (release = resolve));
      return { user: userRow(1, 'before'), expiresAt: new Date(clock + HOUR) };
    };
    const reading = cache.user('a', slow);
    cache.userChanged(1);
    release();
    expect((await reading)!.username).toBe('before'); // this request saw the old row, as it began before the change
    expect(cache.size).toBe(0);
  });
});
