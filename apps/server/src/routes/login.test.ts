/**
 * Logging in under attack, end to end through the real app on the real database: a guesser is
 * slowed and refused while the owner (and the admin) still get in from their own address, and a
 * user name has one identity — the key of contracts/username.ts — in the lookup, the unique index,
 * the login limits and the migration's back-fill.
 */
import { usernameKey } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../db/migrations.ts';
import { readSettings } from '../settings.ts';
import { insertUser } from '../repos/users.ts';
import { hashPassword } from '../services/password.ts';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

let addressCounter = 0;
/** A client address of its own for each actor, so tests do not share rate-limit counters. */
function newAddress(): string {
  addressCounter += 1;
  return `10.${40 + Math.floor(addressCounter / 250)}.${addressCounter % 250}.7`;
}

async function register(name = uniqueName('owner'), password = 'owner-secret') {
  const res = await new Client(platform, newAddress()).post('/api/user/register', { username: name, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { name, password };
}

function login(address: string, username: string, password: string): Promise<Reply> {
  return new Client(platform, address).post('/api/user/login', { username, password });
}

function expectRefused(res: Reply) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toMatchObject({ status: 'error', code: 'RATE_LIMITED', message: '操作过于频繁，请稍后再试' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.retry_after).toBe(Number(res.headers['retry-after']));
}

async function guess(address: string, username: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await login(address, username, `wrong-guess-${i}`);
    expect(res.status, `guess ${i + 1}: ${JSON.stringify(res.body)}`).toBe(401);
  }
}

/** Moves every login window of `address` into the past, as if its windows had run out. */
async function windowsPass(address: string) {
  await platform.db.query(
    `UPDATE rate_limits SET window_start = window_start - interval '2 hours' WHERE bucket LIKE $1 OR bucket LIKE $2`,
    [`%:${address}`, `%:${address} %`],
  );
}

describe(`login throttling on ${DATABASE_KIND}`, () => {
  it('refuses a guesser after ten wrong passwords, but only at its own address: the owner gets in elsewhere', async () => {
    const { name, password } = await register();
    const attacker = newAddress();
    await guess(attacker, name, 10);
    expectRefused(await login(attacker, name, 'wrong-guess-11'));
    // Even the right password is refused there, so the guesser cannot tell a hit from a miss.
    expectRefused(await login(attacker, name, password));

    const owner = new Client(platform, newAddress());
    const res = await owner.post('/api/user/login', { username: name, password });
    expect(res.body).toMatchObject({ status: 'success', message: '登录成功', user: { username: name } });
    expect((await owner.get('/api/user/check_auth')).body).toMatchObject({ is_login: true, user: { username: name } });

    // The guesser's address is refused for that account only: its own account still works.
    const own = await register();
    expect((await login(attacker, own.name, own.password)).status).toBe(200);

    // After the window the same address may try again, and the owner logs in from there too.
    await windowsPass(attacker);
    expect((await login(attacker, name, password)).status).toBe(200);
  });

  it('protects the admin the same way: a stranger locks only itself out', async () => {
    const attacker = newAddress();
    await guess(attacker, 'admin', 10);
    expectRefused(await login(attacker, 'admin', 'admin-password'));
    const res = await login(newAddress(), 'admin', 'admin-password');
    expect(res.body).toMatchObject({ status: 'success', user: { username: 'admin', is_admin: true } });
  });

  it('counts failures, not logins: many right logins and a successful one after typos leave the owner free', async () => {
    const { name, password } = await register();
    const home = newAddress();
    for (let i = 0; i < 12; i++) expect((await login(home, name, password)).status).toBe(200);
    await guess(home, name, 9);
    expect((await login(home, name, password)).status).toBe(200);
    // The success forgot the nine typos: ten more failures are allowed before the address is refused.
    await guess(home, name, 10);
    expectRefused(await login(home, name, password));
  });

  it('counts parallel guesses before checking them, so a burst cannot outrun the limit', async () => {
    const { name } = await register();
    const attacker = newAddress();
    const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => login(attacker, name, `burst-${i}`)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('slows guesses spread over many addresses to three per address, never refusing an address that has not failed', async () => {
    const { name, password } = await register();
    // 31 failures from 31 addresses: the account is under a spread-out attack.
    for (let i = 0; i < 31; i++) await guess(newAddress(), name, 1);
    const botnetMember = newAddress();
    await guess(botnetMember, name, 3);
    expectRefused(await login(botnetMember, name, 'wrong-guess-4'));
    // The owner still gets in from a fresh address, and from one with two typos of its own.
    expect((await login(newAddress(), name, password)).status).toBe(200);
    const typist = newAddress();
    await guess(typist, name, 2);
    expect((await login(typist, name, password)).status).toBe(200);
  });

  it('refuses an address that fails on many accounts (credential stuffing), for every account, and no other address', async () => {
    const stuffer = newAddress();
    for (let i = 0; i < 50; i++) {
      expect((await login(stuffer, uniqueName('leaked'), 'leaked-password')).status).toBe(401);
    }
    const victim = await register();
    expectRefused(await login(stuffer, victim.name, victim.password));
    expect((await login(newAddress(), victim.name, victim.password)).status).toBe(200);
  });
});

describe(`one identity per user name on ${DATABASE_KIND}`, () => {
  /** Names that fold differently under Unicode and locale rules: each must map the same in JS and SQL. */
  const tricky = [
    'bf_kİt', // U+0130: PostgreSQL lower() gave 'bf_kit' under some locales, JavaScript 'bf_ki̇t'
    'straße', // ß: stays itself (no full case fold), never 'strasse'
    '\u212Aelvin', // Kelvin sign: NFKC makes it K, then k
    'ｆｕｌｌＷｉｄｔｈ', // fullwidth letters from a Chinese input method: NFKC makes them ASCII
    'ınci', // Turkish dotless ı: stays itself
    'J\u030Cob', // J + combining caron: only its lower case composes (ǰ), so the key normalises twice
    'MiXeD_Case-9',
    '张三_ABC',
  ];

  it('computes the same key in JavaScript and in the migration back-fill, for tricky names', async () => {
    const backfill = MIGRATIONS.find((m) => m.id === 4)!.sql.match(/UPDATE users SET username_key = ([^;]+);/)![1]!;
    const suffix = `_${process.pid % 1000}`;
    const ids: number[] = [];
    for (const name of tricky) ids.push((await insertUser(platform.db, { username: name + suffix, email: null, passwordHash: 'x' })).id);
    // Recompute every key with the migration's own expression: it must change nothing the application wrote.
    await platform.db.query(`UPDATE users SET username_key = ${backfill}`);
    const rows = await platform.db.query<{ username: string; username_key: string }>(
      'SELECT username, username_key FROM users WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    expect(rows.map((r) => r.username_key)).toEqual(tricky.map((n) => usernameKey(n + suffix)));
    expect(rows.map((r) => r.username_key)).toEqual([
      `bf_kİt${suffix}`,
      `straße${suffix}`,
      `kelvin${suffix}`,
      `fullwidth${suffix}`,
      `ınci${suffix}`,
      `\u01F0ob${suffix}`,
      `mixed_case-9${suffix}`,
      `张三_abc${suffix}`,
    ]);
  });

  it('hashes new passwords at PASSWORD_HASH_COST, keeps accepting hashes of another cost, and never goes below 2^15 in production', async () => {
    expect(readSettings({}).passwordHashCost).toBe(15);
    expect(readSettings({ NODE_ENV: 'production' }).passwordHashCost).toBe(15);
    expect(() => readSettings({ NODE_ENV: 'production', PASSWORD_HASH_COST: '14' })).toThrow(/PASSWORD_HASH_COST.*in production/);
    expect(() => readSettings({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => readSettings({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST/);
    // The test platform's cost (10) is in the stored hash; a hash made at the production cost still verifies.
    const { name, password } = await register();
    const stored = await platform.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [name]);
    expect(stored[0]!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect((await login(newAddress(), name, password)).status).toBe(200);
    const strong = uniqueName('strong');
    await insertUser(platform.db, { username: strong, email: null, passwordHash: await hashPassword('strong-secret', 15) });
    expect((await login(newAddress(), strong, 'strong-secret')).status).toBe(200);
    expect((await login(newAddress(), strong, 'wrong-secret')).status).toBe(401);
  });

  it('refuses an ADMIN_USERNAME that is not a valid user name, so the admin has one key like everyone', () => {
    expect(() => readSettings({ ADMIN_USERNAME: 'bf_kİt' })).toThrow('用户名只能包含字母、数字、下划线、连字符和汉字');
    expect(readSettings({ ADMIN_USERNAME: '管理员_01' }).adminUsername).toBe('管理员_01');
  });

  it('keeps bf_kİt out of bf_kit, and lets the lookup and the limit agree on which account a name means', async () => {
    const base = `bf_kit_${process.pid % 1000}`;
    const { password } = await register(base, 'kit-password');
    const dotted = base.replace('i', 'İ');

    // İ is not an ASCII letter: not the same name, and not a name anyone may register.
    expect((await login(newAddress(), dotted, password)).status).toBe(401);
    const taken = await new Client(platform, newAddress()).post('/api/user/register', { username: dotted, password });
    expect(taken).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: '用户名只能包含字母、数字、下划线、连字符和汉字' },
    });
    const upper = await new Client(platform, newAddress()).post('/api/user/register', { username: base.toUpperCase(), password });
    expect(upper).toMatchObject({ status: 409, body: { code: 'USERNAME_TAKEN' } });

    // Fullwidth and Kelvin-sign spellings are the same name: they log in, and they share its limit.
    const fullwidth = base.replace(/[a-z_]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    expect((await login(newAddress(), fullwidth, password)).status).toBe(200);
    expect((await login(newAddress(), base.replace('k', '\u212A'), password)).status).toBe(200);

    const attacker = newAddress();
    await guess(attacker, base, 10);
    expectRefused(await login(attacker, fullwidth, password));
    expectRefused(await login(attacker, base.toUpperCase().replace('K', '\u212A'), password));
    // The dotted name is another (unknown) account: a wrong answer, never a way into the locked one.
    expect((await login(attacker, dotted, password)).status).toBe(401);
  });
});
