/**
 * Account calls end to end through the real app on the real database (PGlite here, PostgreSQL
 * when the test command sets TEST_DATABASE_URL): registration, login, sessions, profile changes,
 * the envelope, CSRF and rate limits, and bad input.
 */
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { majorVersion } from '../presenters/environment.ts';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function registered(name = uniqueName(), password = 'secret1', email: string | null = null) {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: name, password, email });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, name, password, user: res.body.user as { id: number } };
}

function expectError(res: { status: number; body: Record<string, unknown> }, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ status: 'error', code });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.error).toBe(res.body.message);
  if (message) expect(res.body.message).toBe(message);
}

describe(`accounts on ${DATABASE_KIND}`, () => {
  it('registers, is logged in at once, and sees itself in check_auth and profile', async () => {
    const name = uniqueName('新用户');
    const client = new Client(platform);
    const res = await client.post('/api/user/register', { username: name, password: 'secret1', email: `${name}@example.com` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: '注册成功',
      user: {
        username: name,
        email: `${name}@example.com`,
        is_admin: false,
        is_vip: false,
        membership_type: 'normal',
        vip_expiry_date: null,
      },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const auth = await client.get('/api/user/check_auth');
    expect(auth.body).toMatchObject({ is_login: true, user: { username: name } });
    const profile = await client.get('/api/user/profile');
    expect(profile.body).toMatchObject({ status: 'success', email: `${name}@example.com`, user: { username: name } });
  });

  it('stores an empty e-mail as null and allows several accounts without e-mail', async () => {
    const a = new Client(platform);
    const b = new Client(platform);
    expect((await a.post('/api/user/register', { username: uniqueName(), password: 'secret1', email: '' })).body.user).toMatchObject({
      email: null,
    });
    expect((await b.post('/api/user/register', { username: uniqueName(), password: 'secret1' })).body.user).toMatchObject({ email: null });
  });

  it('refuses a duplicate user name regardless of case and writes nothing', async () => {
    const { name } = await registered(uniqueName('Case'));
    const res = await new Client(platform).post('/api/user/register', { username: name.toUpperCase(), password: 'secret1', email: null });
    expectError(res, 409, 'USERNAME_TAKEN', '用户名已存在');
    const [row] = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(username) = lower($1)', [name]);
    expect(row?.n).toBe(1);
  });

  it('refuses a duplicate e-mail regardless of case', async () => {
    const email = `${uniqueName('mail')}@Example.com`;
    await registered(uniqueName(), 'secret1', email);
    const res = await new Client(platform).post('/api/user/register', {
      username: uniqueName(),
      password: 'secret1',
      email: email.toLowerCase(),
    });
    expectError(res, 409, 'EMAIL_TAKEN', '邮箱已被注册');
  });

  it('ignores nothing silently: privilege fields in a registration are refused and change nothing', async () => {
    const name = uniqueName();
    const res = await new Client(platform).post('/api/user/register', {
      username: name,
      password: 'secret1',
      email: null,
      is_admin: true,
      membership_type: 'vip',
    });
    expectError(res, 400, 'UNKNOWN_FIELD');
    expect(res.body.message).toContain('is_admin');
    const rows = await platform.db.query('SELECT 1 FROM users WHERE username = $1', [name]);
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{ username: '', password: 'secret1' }, '请输入用户名'],
    [{ username: 'ab', password: 'secret1' }, '用户名长度应为3到32个字符'],
    [{ username: 'a'.repeat(33), password: 'secret1' }, '用户名长度应为3到32个字符'],
    [{ username: "x'; DROP TABLE users; --", password: 'secret1' }, '用户名只能包含字母、数字、下划线、连字符和汉字'],
    [{ username: 'valid_name', password: '' }, '请输入密码'],
    [{ username: 'valid_name', password: '12345' }, '密码长度至少为6位'],
    [{ username: 'valid_name', password: 'p'.repeat(129) }, '密码长度不能超过128位'],
    [{ username: 'valid_name', password: 'secret1', email: 'not-an-email' }, '邮箱格式不正确'],
    [{ username: 'valid_name', password: 'secret1', email: 42 }, '邮箱格式不正确'],
    [{ username: 12345, password: 'secret1' }, '请输入用户名'],
  ])('validates registration input %j with the spec message', async (body, message) => {
    expectError(await new Client(platform).post('/api/user/register', body), 400, 'VALIDATION_FAILED', message);
  });

  it('accepts Chinese user names and keeps the users table intact after SQL metacharacters', async () => {
    await registered('张三_李四-01');
    const res = await new Client(platform).post('/api/user/login', { username: "' OR '1'='1", password: "' OR '1'='1" });
    expectError(res, 401, 'INVALID_CREDENTIALS');
    const [row] = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(row!.n).toBeGreaterThan(1);
  });

  it('logs in with the right password only, by user name regardless of case', async () => {
    const { name, password } = await registered(uniqueName('Login'));
    const wrong = await new Client(platform).post('/api/user/login', { username: name, password: 'wrong-password' });
    expectError(wrong, 401, 'INVALID_CREDENTIALS', '用户名或密码错误');
    const unknown = await new Client(platform).post('/api/user/login', { username: uniqueName('ghost'), password });
    expectError(unknown, 401, 'INVALID_CREDENTIALS', '用户名或密码错误');
    const client = new Client(platform);
    const ok = await client.post('/api/user/login', { username: name.toLowerCase(), password });
    expect(ok.body).toMatchObject({ status: 'success', message: '登录成功', user: { username: name } });
    expect((await client.get('/api/user/check_auth')).body).toMatchObject({ is_login: true });
  });

  it('ends the session on logout, server side: the old cookie no longer works', async () => {
    const { client } = await registered();
    const stolen = new Map(client.cookies);
    // Read once, so the process keeps the session's user in memory: logout must end that too.
    expect((await client.get('/api/user/check_auth')).body).toMatchObject({ is_login: true });
    const out = await client.post('/api/user/logout');
    expect(out.body).toEqual({ status: 'success', message: '已退出登录' });
    expect((await client.get('/api/user/check_auth')).body).toEqual({ is_login: false, user: null });
    const replay = new Client(platform);
    replay.cookies = stolen;
    expect((await replay.get('/api/user/check_auth')).body).toEqual({ is_login: false, user: null });
    expectError(await replay.get('/api/user/profile'), 401, 'NOT_LOGGED_IN', '请先登录');
  });

  it('logout without a session still answers success (the client clears its state either way)', async () => {
    expect((await new Client(platform).post('/api/user/logout')).body).toMatchObject({ status: 'success' });
  });

  it('changes the user name, refusing a taken one and the same one', async () => {
    const other = await registered();
    const { client, name } = await registered();
    expectError(await client.post('/api/user/update_username', { newUsername: other.name.toUpperCase() }), 409, 'USERNAME_TAKEN');
    expectError(await client.post('/api/user/update_username', { newUsername: name }), 400, 'USERNAME_UNCHANGED');
    expectError(await client.post('/api/user/update_username', { newUsername: '   ' }), 400, 'VALIDATION_FAILED', '请填写新用户名');
    const fresh = uniqueName('renamed');
    const ok = await client.post('/api/user/update_username', { newUsername: fresh });
    expect(ok.body).toMatchObject({ status: 'success', message: '用户名修改成功', user: { username: fresh } });
    expect((await client.get('/api/user/check_auth')).body).toMatchObject({ user: { username: fresh } });
  });

  it('changes the password: ends every other session, keeps this one, old password stops working', async () => {
    const { client, name, password } = await registered();
    const elsewhere = new Client(platform);
    await elsewhere.post('/api/user/login', { username: name, password });
    expectError(
      await client.post('/api/user/update_password', { currentPassword: 'not-it', newPassword: 'brand-new' }),
      400,
      'WRONG_CURRENT_PASSWORD',
    );
    expectError(
      await client.post('/api/user/update_password', { currentPassword: password, newPassword: '123' }),
      400,
      'VALIDATION_FAILED',
      '密码长度至少为6位',
    );
    const ok = await client.post('/api/user/update_password', { currentPassword: password, newPassword: 'brand-new' });
    expect(ok.body).toEqual({ status: 'success', message: '密码修改成功' });
    expect((await client.get('/api/user/check_auth')).body).toMatchObject({ is_login: true });
    expect((await elsewhere.get('/api/user/check_auth')).body).toMatchObject({ is_login: false });
    expectError(await new Client(platform).post('/api/user/login', { username: name, password }), 401, 'INVALID_CREDENTIALS');
    expect((await new Client(platform).post('/api/user/login', { username: name, password: 'brand-new' })).status).toBe(200);
  });

  it('requires a login for the profile calls', async () => {
    const anon = new Client(platform);
    expectError(await anon.get('/api/user/profile'), 401, 'NOT_LOGGED_IN');
    expectError(await anon.post('/api/user/update_username', { newUsername: 'whatever' }), 401, 'NOT_LOGGED_IN');
    expectError(await anon.post('/api/user/update_password', { currentPassword: 'a', newPassword: 'bbbbbb' }), 401, 'NOT_LOGGED_IN');
  });

  it('presents membership as in force now: a VIP until expiry, a normal user after', async () => {
    const { client, user } = await registered();
    await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '3 days' WHERE id = $1`, [
      user.id,
    ]);
    const vip = (await client.get('/api/user/check_auth')).body.user as Record<string, unknown>;
    expect(vip).toMatchObject({ is_vip: true, membership_type: 'vip' });
    expect(new Date(String(vip.vip_expiry_date)).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect(String(vip.vip_expiry_date)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await platform.db.query(`UPDATE users SET vip_expiry_date = now() - interval '1 second' WHERE id = $1`, [user.id]);
    expect((await client.get('/api/user/profile')).body.user).toMatchObject({ is_vip: false, membership_type: 'normal' });
  });

  describe('session users kept in memory (http/session-cache.ts)', () => {
    const membership = async (client: Client) =>
      ((await client.get('/api/user/check_auth')).body.user as { membership_type?: string } | null)?.membership_type;

    it('answers from memory, and a change of the user reaches it through the database`s notice, whoever made it', async () => {
      const { client, user } = await registered();
      expect(await membership(client)).toBe('normal');
      // The row changed with the triggers off: no notice, so the process still answers what it keeps.
      await platform.dbBehindCache.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '3 days' WHERE id = $1`, [user.id]);
      });
      expect(await membership(client)).toBe('normal');
      // Any other statement on the row (here one that changes nothing the page shows) sends the notice.
      await platform.dbBehindCache.query('UPDATE users SET version = version + 1 WHERE id = $1', [user.id]);
      await expect.poll(() => membership(client)).toBe('vip');
    });

    it('a session deleted in the database ends in memory too; one of another user stays', async () => {
      const { client, user } = await registered();
      const other = await registered();
      for (const c of [client, other.client]) expect((await c.get('/api/user/check_auth')).body).toMatchObject({ is_login: true });
      await platform.dbBehindCache.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
      await expect.poll(async () => (await client.get('/api/user/check_auth')).body).toEqual({ is_login: false, user: null });
      expect((await other.client.get('/api/user/check_auth')).body).toMatchObject({ is_login: true });
    });

    it('a password change ends the other sessions at once, kept ones included', async () => {
      const { client, name, password } = await registered();
      const elsewhere = new Client(platform);
      await elsewhere.post('/api/user/login', { username: name, password });
      expect((await elsewhere.get('/api/user/check_auth')).body).toMatchObject({ is_login: true });
      const changed = await client.post('/api/user/update_password', { currentPassword: password, newPassword: 'secret2' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      // No wait: the command tells this process's cache itself, before the notice comes back.
      expect((await elsewhere.get('/api/user/check_auth')).body).toEqual({ is_login: false, user: null });
      expect((await client.get('/api/user/check_auth')).body).toMatchObject({ is_login: true });
    });
  });

  it('creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
    const client = new Client(platform);
    const res = await client.post('/api/user/login', { username: 'admin', password: 'admin-password' });
    expect(res.body).toMatchObject({ status: 'success', user: { username: 'admin', is_admin: true } });
  });
});

describe('request hygiene', () => {
  it('rejects state-changing calls from a foreign Origin (CSRF) and writes nothing', async () => {
    const name = uniqueName();
    const client = new Client(platform);
    const res = await client.post('/api/user/register', { username: name, password: 'secret1' }, { origin: 'https://evil.example' });
    expectError(res, 403, 'CSRF_REJECTED', '请求来源不受信任');
    const viaReferer = await client.post(
      '/api/user/register',
      { username: name, password: 'secret1' },
      { origin: '', referer: 'https://evil.example/page' },
    );
    expectError(viaReferer, 403, 'CSRF_REJECTED');
    expect(await platform.db.query('SELECT 1 FROM users WHERE username = $1', [name])).toHaveLength(0);
  });

  it('rejects a logout forged from another site, so the session survives', async () => {
    const { client } = await registered();
    expectError(await client.post('/api/user/logout', undefined, { origin: 'https://evil.example' }), 403, 'CSRF_REJECTED');
    expect((await client.get('/api/user/check_auth')).body).toMatchObject({ is_login: true });
  });

  it('refuses form posts and other non-JSON bodies', async () => {
    const res = await new Client(platform).post('/api/user/login', 'username=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers malformed JSON, non-UTF-8 bytes, oversized and non-object bodies with 4xx', async () => {
    const client = new Client(platform);
    expectError(await client.post('/api/user/login', '{"username": '), 400, 'BAD_JSON');
    const latin1 = Buffer.concat([Buffer.from('{"username":"'), Buffer.from([0xff, 0xfe, 0xe9]), Buffer.from('","password":"secret1"}')]);
    expectError(await client.post('/api/user/login', latin1), 400, 'BAD_ENCODING');
    expectError(
      await client.post('/api/user/login', JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'y' })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectError(await client.post('/api/user/login', '[1,2,3]'), 400, 'VALIDATION_FAILED');
    expectError(await client.post('/api/user/login', 'null'), 400, 'VALIDATION_FAILED');
    expectError(await client.post('/api/user/login'), 400, 'VALIDATION_FAILED', '请求体必须是 JSON 对象');
    expectError(await client.post('/api/user/login', { username: 'u'.repeat(10_000), password: 'x' }), 400, 'VALIDATION_FAILED');
  });

  it('answers unknown API paths with the error envelope, not the SPA', async () => {
    expectError(await new Client(platform).get('/api/no/such/call'), 404, 'NOT_FOUND', '请求的资源不存在');
  });

  it('treats a garbage session cookie as logged out', async () => {
    const client = new Client(platform);
    client.cookies.set('veridojo_session', "'; DROP TABLE sessions; --");
    expect((await client.get('/api/user/check_auth')).body).toEqual({ is_login: false, user: null });
  });
});

describe('rate limits', () => {
  // Login throttling (failures per account and address, the owner never locked out) is login.test.ts.
  it('limits registrations per address and leaves other addresses alone', async () => {
    const address = '10.8.0.1';
    for (let i = 0; i < 30; i++) {
      const res = await new Client(platform, address).post('/api/user/register', { username: uniqueName('burst'), password: 'secret1' });
      expect(res.status).toBe(200);
    }
    const name = uniqueName('burst');
    expectError(
      await new Client(platform, address).post('/api/user/register', { username: name, password: 'secret1' }),
      429,
      'RATE_LIMITED',
    );
    expect(await platform.db.query('SELECT 1 FROM users WHERE username = $1', [name])).toHaveLength(0);
    expect((await new Client(platform, '10.8.0.2').post('/api/user/register', { username: name, password: 'secret1' })).status).toBe(200);
  });
});

describe('public configuration and environment', () => {
  it('serves the §9 limits with no-cache headers', async () => {
    const res = await new Client(platform).get('/api/problem/config');
    const [bank] = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM problems');
    expect(bank!.n).toBeGreaterThanOrEqual(2);
    expect(res.body).toEqual({
      status: 'success',
      problem_limit: 5,
      total_problems: bank!.n,
      ide_line_limit: 50,
      converter_line_limit: 50,
    });
    expect(String(res.headers['cache-control'])).toContain('no-cache');
  });

  it('shows visitors the toolchain names and major versions only, and admins the exact versions and kernel', async () => {
    const visitor = await new Client(platform).get('/api/system/environment');
    expect(visitor.body).toMatchObject({ status: 'success', platform: { name: 'VeriDojo' }, database: { kind: DATABASE_KIND } });
    expect(String(visitor.headers['cache-control'])).toContain('no-store');
    const major = /^(0\.)?\d+$/;
    const seen = visitor.body as {
      platform: Record<string, string>;
      database: { version: string };
      toolchain: { name: string; version: string | null }[];
    };
    expect(seen.platform).not.toHaveProperty('os');
    expect(seen.platform.node).toBe(process.versions.node.split('.')[0]);
    expect(seen.database.version).toMatch(major);
    expect(seen.toolchain.map((t) => t.name)).toEqual(['iverilog', 'ghdl', 'verilator', 'yosys', 'bubblewrap']);
    for (const tool of seen.toolchain) if (tool.version !== null) expect(tool.version, tool.name).toMatch(major);

    const admin = new Client(platform);
    await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' });
    const full = (await admin.get('/api/system/environment')).body as typeof seen;
    expect(full.platform.os).toContain(os.release());
    expect(full.platform.node).toBe(process.version);
    const [row] = await platform.db.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    expect(full.database.version).toBe(row!.v);
    expect(full.toolchain.map((t) => t.name)).toEqual(seen.toolchain.map((t) => t.name));
    for (const [i, tool] of full.toolchain.entries())
      if (tool.version !== null) expect(seen.toolchain[i]!.version).toBe(majorVersion(tool.version));
  });

  describe('the configuration kept in memory (kept-copy.ts)', () => {
    const limit = async () => (await new Client(platform).get('/api/problem/config')).body.problem_limit as number;

    it('answers from memory, and a change reaches it through the database`s notice, whoever made it', async () => {
      expect(await limit()).toBe(5);
      // Changed with the triggers off: no notice, so the process still answers what it keeps.
      await platform.dbBehindCache.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(`UPDATE system_config SET value = '6'::jsonb WHERE key = 'problem_limit'`);
      });
      expect(await limit()).toBe(5);
      // Any statement on the table (here one that changes no row) sends the notice.
      await platform.dbBehindCache.query(`UPDATE system_config SET value = value WHERE key = 'no such key'`);
      await expect.poll(limit).toBe(6);
      await platform.dbBehindCache.query(`UPDATE system_config SET value = '5'::jsonb WHERE key = 'problem_limit'`);
      await expect.poll(limit).toBe(5);
    });

    it('an admin`s change applies to the next call at once, before the notice comes back', async () => {
      const admin = new Client(platform);
      await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' });
      expect(await limit()).toBe(5);
      for (const value of [7, 5]) {
        const saved = await admin.call('PUT', '/api/admin/config', { problem_limit: value });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(await limit()).toBe(value);
      }
    });
  });

  it('reads the compatibility line of a version', () => {
    expect(['11.0', '12.0 (stable)', '5.006', '0.8.0', 'v24.1.0', '15.8 (Debian 15.8-0+deb12u1)', 'none'].map(majorVersion)).toEqual([
      '11',
      '12',
      '5',
      '0.8',
      '24',
      '15',
      'unknown',
    ]);
  });

  it('publishes an OpenAPI document listing every call under /api', async () => {
    const res = await new Client(platform).get('/api/docs');
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths as object);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/user/check_auth', '/api/problem/config', '/api/user/reset-password']),
    );
    expect(paths.some((p) => p.startsWith('/api/api'))).toBe(false);
  });
});
