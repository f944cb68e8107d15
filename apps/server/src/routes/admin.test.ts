/**
 * The admin panel's calls on a real platform: the user table (paging, search, sorting), edits with
 * the version check and the self-demotion and last-admin rules, deletion (sessions end at once, the
 * row anonymised, submissions and orders kept), problems (edits and deletions that survive a
 * re-seed, learning-path validation), the configuration (masked secrets, bounds, live application,
 * rate limits), the member CSV (BOM, escaping, batches), the audit log and the judge queue.
 */
import path from 'node:path';
import { readProblemBank } from '@veridojo/problem-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUser, updateUser } from '../commands/admin-users.ts';
import { memberCsv } from '../commands/member-export.ts';
import { seedProblems } from '../commands/problem-bank.ts';
import { findUserByUsername } from '../repos/users.ts';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TOKEN = 'admin-test-worker-token';
let platform: TestPlatform;
let admin: Client;

async function register(prefix = 'adm', email?: string): Promise<{ client: Client; id: number; username: string }> {
  const client = new Client(platform, `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const username = uniqueName(prefix);
  const res = await client.post('/api/user/register', { username, password: 'secret1', email: email ?? null });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, id: (res.body.user as { id: number }).id, username };
}

type AdminUserBody = {
  id: number;
  version: number;
  is_admin: boolean;
  membership_type: string;
  vip_expiry_date: string | null;
  is_vip: boolean;
};

async function adminView(id: number): Promise<AdminUserBody> {
  const res = await admin.get(`/api/admin/user?search=&page_size=100&sort=id&order=desc`);
  const found = (res.body.users as AdminUserBody[]).find((u) => u.id === id);
  expect(found, `user ${id} listed`).toBeDefined();
  return found!;
}

function put(client: Client, url: string, body: unknown): Promise<Reply> {
  return client.call('PUT', url, body);
}

async function auditOf(action: string) {
  const res = await admin.get(`/api/admin/audit?action=${action}&page_size=100`);
  expect(res.status).toBe(200);
  return res.body.entries as { admin: string; target: string; before: unknown; after: unknown; address: string }[];
}

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  admin = new Client(platform);
  expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
});
afterAll(async () => {
  await platform?.close();
});

describe(`admin users on ${DATABASE_KIND}`, () => {
  it('pages, searches by name or e-mail and sorts, with the total', async () => {
    const tag = uniqueName('pg').replaceAll('_', 'x');
    for (let i = 0; i < 5; i++) await register(`${tag}${i}`, `${tag}${i}@example.com`);
    const first = await admin.get(`/api/admin/user?search=${tag}&page=1&page_size=2&sort=username&order=desc`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(5);
    const names = (first.body.users as { username: string }[]).map((u) => u.username);
    expect(names).toHaveLength(2);
    expect(names[0]! > names[1]!).toBe(true);
    const third = await admin.get(`/api/admin/user?search=${tag}&page=3&page_size=2&sort=username&order=desc`);
    expect(third.body.users).toHaveLength(1);
    const byMail = await admin.get(`/api/admin/user?search=${tag}3@EXAMPLE`);
    expect((byMail.body.users as { email: string }[]).map((u) => u.email)).toEqual([`${tag}3@example.com`]);
    // LIKE's wildcards are plain characters in a search.
    expect((await admin.get(`/api/admin/user?search=%25`)).body.total).toBe(0);
    expect((await admin.get(`/api/admin/user?page_size=1000`)).status).toBe(400);
  });

  it('gives vip without an expiry 30 days, clears the expiry for normal, and says which toast', async () => {
    const { id } = await register();
    const before = await adminView(id);
    const vip = await put(admin, `/api/admin/user/${id}`, { version: before.version, membership_type: 'vip', vip_expiry_date: null });
    expect(vip.status, JSON.stringify(vip.body)).toBe(200);
    expect(vip.body.message).toBe('用户信息更新成功');
    const user = vip.body.user as AdminUserBody;
    const days = (Date.parse(user.vip_expiry_date!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(user.is_vip).toBe(true);
    const expiry = await put(admin, `/api/admin/user/${id}`, { version: user.version, vip_expiry_date: '2031-01-02T03:04:00.000Z' });
    expect(expiry.body.message).toBe('VIP到期时间更新成功');
    expect((expiry.body.user as AdminUserBody).vip_expiry_date).toBe('2031-01-02T03:04:00.000Z');
    const normal = await put(admin, `/api/admin/user/${id}`, {
      version: (expiry.body.user as AdminUserBody).version,
      membership_type: 'normal',
    });
    expect(normal.body.user).toMatchObject({ membership_type: 'normal', vip_expiry_date: null, is_vip: false });
    const bad = await put(admin, `/api/admin/user/${id}`, {
      version: (normal.body.user as AdminUserBody).version,
      vip_expiry_date: 'tomorrow',
    });
    expect(bad.status).toBe(400);
    // Each change is in the audit log with its before and after; the refused one is not.
    const entries = (await auditOf('update_user')).filter((e) => e.target.startsWith(`user:${id} `));
    expect(entries).toHaveLength(3);
    expect(entries[2]).toMatchObject({
      admin: 'admin',
      address: '127.0.0.1',
      before: { membership_type: 'normal' },
      after: { membership_type: 'vip' },
    });
    expect(entries[0]).toMatchObject({ before: { membership_type: 'vip' }, after: { membership_type: 'normal', vip_expiry_date: null } });
  });

  it('refuses an edit made on an older version instead of undoing the other admin', async () => {
    const { id } = await register();
    const seen = await adminView(id);
    const first = await put(admin, `/api/admin/user/${id}`, { version: seen.version, membership_type: 'vip' });
    expect(first.status).toBe(200);
    const second = await put(admin, `/api/admin/user/${id}`, { version: seen.version, membership_type: 'normal' });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('USER_CHANGED');
    expect((await adminView(id)).membership_type).toBe('vip');
  });

  it('takes the row back as GET lists it: read-only fields unchanged are ignored, version optional, junk refused', async () => {
    const { id, username } = await register('row', `${uniqueName('row')}@example.com`);
    const row = await adminView(id);
    // The whole row, one field changed: what a client that edits the listed object sends.
    const whole = await put(admin, `/api/admin/user/${id}`, { ...row, membership_type: 'vip', is_vip: true });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body.message).toBe('用户信息更新成功');
    const vip = whole.body.user as AdminUserBody & { username: string };
    expect(vip).toMatchObject({ id, username, membership_type: 'vip', is_vip: true, version: row.version + 1 });
    // Sent back again with only the expiry changed: the expiry's own toast.
    const expiry = await put(admin, `/api/admin/user/${id}`, { ...vip, vip_expiry_date: '2032-05-06T07:08:00.000Z' });
    expect(expiry.status, JSON.stringify(expiry.body)).toBe(200);
    expect(expiry.body.message).toBe('VIP到期时间更新成功');
    // Without a version the edit applies to the row as it is now; with a stale one it is refused.
    const { version: _version, ...noVersion } = expiry.body.user as AdminUserBody;
    const unversioned = await put(admin, `/api/admin/user/${id}`, { ...noVersion, is_admin: true });
    expect(unversioned.status, JSON.stringify(unversioned.body)).toBe(200);
    expect((await put(admin, `/api/admin/user/${id}`, { ...vip, is_admin: false })).body.code).toBe('USER_CHANGED');

    // A read-only field changed is a clear 400 naming it, and nothing changes.
    const now = await adminView(id);
    const refused: [Record<string, unknown>, RegExp][] = [
      [{ username: 'someone_else' }, /^用户名不能在管理面板修改/],
      [{ email: 'other@example.com' }, /^邮箱不能/],
      [{ id: id + 1 }, /^用户编号不能/],
      [{ created_at: '2001-01-01T00:00:00.000Z' }, /^注册时间不能/],
      [{ is_vip: false }, /^当前是否会员不能/],
    ];
    for (const [field, message] of refused) {
      const res = await put(admin, `/api/admin/user/${id}`, { ...now, ...field });
      expect(res.status, JSON.stringify(field)).toBe(400);
      expect(res.body.code).toBe('USER_FIELD_READ_ONLY');
      expect(res.body.message).toMatch(message);
    }
    // Unknown keys are still refused, never applied; a password is no field of the row.
    for (const junk of [{ password_hash: 'x' }, { deleted_at: null }, { status: 'success' }]) {
      const res = await put(admin, `/api/admin/user/${id}`, { ...now, ...junk });
      expect(res.status, JSON.stringify(junk)).toBe(400);
      expect(res.body.code).toBe('UNKNOWN_FIELD');
    }
    expect(await adminView(id)).toEqual(now);
  });

  it('a user changing their own name moves the version, so a stale admin edit is refused', async () => {
    const { client, id } = await register();
    const seen = await adminView(id);
    expect((await client.post('/api/user/update_username', { newUsername: uniqueName('renamed') })).status).toBe(200);
    expect((await put(admin, `/api/admin/user/${id}`, { version: seen.version, is_admin: true })).body.code).toBe('USER_CHANGED');
  });

  it('an admin cannot demote or delete themselves, and the last admin stays', async () => {
    const self = await findUserByUsername(platform.db, 'admin');
    const me = await adminView(self!.id);
    const demote = await put(admin, `/api/admin/user/${me.id}`, { version: me.version, is_admin: false });
    expect(demote.body.code).toBe('CANNOT_DEMOTE_SELF');
    const remove = await admin.call('DELETE', `/api/admin/user/${me.id}`);
    expect(remove.body.code).toBe('CANNOT_DELETE_SELF');
    expect((await adminView(me.id)).is_admin).toBe(true);

    // A second admin: two admins demoting each other at once leave one, never none. The second
    // demotion is made by an admin who, by the time it runs, is no longer one.
    const other = await register('adm2');
    const view = await adminView(other.id);
    expect((await put(admin, `/api/admin/user/${other.id}`, { version: view.version, is_admin: true })).status).toBe(200);
    const otherRow = (await platform.db.query<never>('SELECT * FROM users WHERE id = $1', [other.id]))[0]!;
    const demoted = await put(admin, `/api/admin/user/${other.id}`, { version: view.version + 1, is_admin: false });
    expect(demoted.status).toBe(200);
    const current = await adminView(me.id);
    await expect(
      updateUser(platform.ctx, { user: otherRow, address: '10.0.0.1' }, me.id, { version: current.version, is_admin: false }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(deleteUser(platform.ctx, { user: otherRow, address: '10.0.0.1' }, me.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await adminView(me.id)).is_admin).toBe(true);
  });

  it('a user cannot give themselves admin, membership or an expiry through their own calls', async () => {
    const { client, id } = await register();
    const calls: [string, unknown][] = [
      ['/api/user/update_username', { newUsername: uniqueName('x'), is_admin: true }],
      ['/api/user/update_username', { newUsername: uniqueName('x'), membership_type: 'vip', vip_expiry_date: '2099-01-01T00:00:00Z' }],
      ['/api/user/update_password', { currentPassword: 'secret1', newPassword: 'secret2', is_admin: true }],
    ];
    for (const [url, body] of calls) expect((await client.post(url, body)).status).toBe(400);
    expect((await client.call('PUT', `/api/admin/user/${id}`, { version: 1, is_admin: true })).status).toBe(403);
    const view = await adminView(id);
    expect(view).toMatchObject({ is_admin: false, membership_type: 'normal', vip_expiry_date: null });
  });

  it('deletes a user: sessions end at once, the name is free, submissions and orders stay, anonymised', async () => {
    const { client, id, username } = await register('gone', `${uniqueName('gone')}@example.com`);
    const problem = ((await client.get('/api/problem/all')).body as unknown as { id: number }[])[0]!;
    const submitted = await client.post(`/api/problem/${problem.id}/submit`, { code: 'module TopModule(); endmodule' });
    expect(submitted.status).toBe(200);
    const order = await client.post('/api/payment/vip/recharge', { package_id: 'vip_30days' });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect((await client.get('/api/user/profile')).status).toBe(200);

    const removed = await admin.call('DELETE', `/api/admin/user/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('用户删除成功');
    expect((await client.get('/api/user/profile')).status).toBe(401);
    expect((await new Client(platform).post('/api/user/login', { username, password: 'secret1' })).status).toBe(401);
    const row = (
      await platform.db.query<{ username: string; email: string | null; deleted_at: Date | null }>(
        'SELECT username, email, deleted_at FROM users WHERE id = $1',
        [id],
      )
    )[0]!;
    expect(row.username).toBe(`已删除用户#${id}`);
    expect(row.email).toBeNull();
    expect(row.deleted_at).not.toBeNull();
    expect((await platform.db.query('SELECT 1 FROM submissions WHERE user_id = $1', [id])).length).toBe(1);
    const orders = await platform.db.query<{ status: string }>('SELECT status FROM vip_orders WHERE user_id = $1', [id]);
    expect(orders).toEqual([{ status: 'cancelled' }]);
    expect((await admin.get(`/api/admin/user?search=${username}`)).body.total).toBe(0);
    expect((await admin.call('DELETE', `/api/admin/user/${id}`)).body.code).toBe('USER_NOT_FOUND');
    // The name can be taken again by someone new.
    expect((await new Client(platform, '10.8.0.1').post('/api/user/register', { username, password: 'secret1' })).status).toBe(200);
    const entry = (await auditOf('delete_user')).find((e) => e.target.startsWith(`user:${id} `));
    expect(entry).toMatchObject({ admin: 'admin', address: '127.0.0.1' });
  });
});

describe(`admin problems on ${DATABASE_KIND}`, () => {
  const list = async (query = '') => (await admin.get(`/api/admin/problem?page_size=100${query}`)).body;

  it('lists problems with folder path, chapter and the learning path as ids', async () => {
    const body = await list('&chapter=1');
    const problems = body.problems as {
      id: number;
      slug: string;
      folder_path: string;
      chapter: { number: number };
      pre_problems: number[];
    }[];
    expect(problems.length).toBeGreaterThan(5);
    expect(problems.every((p) => p.chapter.number === 1)).toBe(true);
    expect(problems[0]!.folder_path).toMatch(/^bank\/01-basics\//);
    expect(problems.some((p) => p.pre_problems.length > 0)).toBe(true);
    expect((body.chapters as unknown[]).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses unknown ids, the problem itself and cycles, naming the ids', async () => {
    const problems = (await list('&chapter=1')).problems as { id: number; next_problems: number[] }[];
    const withNext = problems.find((p) => p.next_problems.length > 0)!;
    const self = await put(admin, `/api/admin/problem/${withNext.id}`, { pre_problems: [withNext.id] });
    expect(self.status).toBe(400);
    expect(self.body.message).toContain(String(withNext.id));
    const unknown = await put(admin, `/api/admin/problem/${withNext.id}`, { pre_problems: [999999] });
    expect(unknown.body.message).toContain('999999');
    const next = withNext.next_problems[0]!;
    const cycle = await put(admin, `/api/admin/problem/${withNext.id}`, { pre_problems: [next] });
    expect(cycle.status).toBe(400);
    expect(cycle.body.code).toBe('PROBLEM_LINKS_INVALID');
    expect(cycle.body.message).toContain(`${withNext.id}`);
    expect(cycle.body.message).toContain(`${next}`);
  });

  it('keeps an edit and a deletion through a re-seed, and keeps the deleted problem’s submissions', async () => {
    const problems = (await list('&chapter=2')).problems as { id: number; slug: string; title: string }[];
    const [edited, removed] = [problems[1]!, problems[2]!];
    const edit = await put(admin, `/api/admin/problem/${edited.id}`, { title: '管理员改过的标题', difficulty: '困难', tags: ['时序逻辑'] });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.message).toBe('题目信息更新成功');
    expect(edit.body.problem).toMatchObject({ title: '管理员改过的标题', difficulty: '困难', overridden: ['title', 'difficulty', 'tags'] });

    const { client } = await register('subdel');
    await platform.db.query(
      `UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '1 day' WHERE username = 'admin'`,
    );
    expect((await admin.post(`/api/problem/${removed.id}/submit`, { code: 'module TopModule(); endmodule' })).status).toBe(200);
    const del = await admin.call('DELETE', `/api/admin/problem/${removed.id}`);
    expect(del.body.message).toBe('题目删除成功');
    expect((await client.get(`/api/problem/${removed.id}`)).status).toBe(404);
    expect((await admin.get(`/api/problem/${removed.id}`)).status).toBe(404);
    expect(((await client.get('/api/problem/all')).body as unknown as { id: number }[]).some((p) => p.id === removed.id)).toBe(false);
    expect((await platform.db.query('SELECT 1 FROM submissions WHERE problem_id = $1', [removed.id])).length).toBe(1);

    // A restart re-seeds from problems/: the same code path, run here on the two problems.
    const bank = readProblemBank(path.join(ROOT, 'problems')).problems.filter((p) => [edited.slug, removed.slug].includes(p.meta.slug));
    expect(bank).toHaveLength(2);
    await seedProblems(platform.db, bank);
    const detail = await admin.get(`/api/problem/${edited.id}`);
    expect(detail.body).toMatchObject({ title: '管理员改过的标题', difficulty: '困难', tags: ['时序逻辑'] });
    expect((await client.get(`/api/problem/${removed.id}`)).status).toBe(404);
    expect((await admin.call('DELETE', `/api/admin/problem/${removed.id}`)).status).toBe(404);
    expect((await auditOf('delete_problem')).filter((e) => e.target === `problem:${removed.id} ${removed.slug}`)).toHaveLength(1);
    const entries = await auditOf('update_problem');
    expect(entries.find((e) => e.target.startsWith(`problem:${edited.id} `))).toMatchObject({
      before: { title: edited.title },
      after: { title: '管理员改过的标题' },
    });
  });
});

describe(`the problem catalogue kept in memory (kept-copy.ts) on ${DATABASE_KIND}`, () => {
  type Listed = { id: number; title: string };
  const titles = async (p: TestPlatform) =>
    new Map(((await new Client(p).get('/api/problem/all')).body as unknown as Listed[]).map((x) => [x.id, x.title]));

  it('shows an edit and a deletion at once, and on a second server on the same database through the notice', async () => {
    const problems = (await admin.get('/api/admin/problem?page_size=100&chapter=3')).body.problems as Listed[];
    const [before, edited, removed, after] = problems as [Listed, Listed, Listed, Listed];
    // Both servers have read (and keep) the catalogue before the change.
    const second = await startTestPlatform({}, {}, { db: platform.dbBehindCache, drop: async () => undefined });
    try {
      expect((await titles(platform)).get(edited.id)).toBe(edited.title);
      expect((await titles(second)).get(edited.id)).toBe(edited.title);
      expect((await admin.get(`/api/problem/${edited.id}`)).body.next_problem_id).toBe(removed.id);

      expect((await put(admin, `/api/admin/problem/${edited.id}`, { title: '目录里的新标题' })).status).toBe(200);
      expect((await titles(platform)).get(edited.id)).toBe('目录里的新标题');
      expect((await admin.get(`/api/problem/${edited.id}`)).body.title).toBe('目录里的新标题');
      await expect.poll(async () => (await titles(second)).get(edited.id)).toBe('目录里的新标题');

      expect((await admin.call('DELETE', `/api/admin/problem/${removed.id}`)).status).toBe(200);
      expect((await titles(platform)).has(removed.id)).toBe(false);
      // The next problem skips the deleted one, on this server at once and on the other by the notice.
      expect((await admin.get(`/api/problem/${edited.id}`)).body.next_problem_id).toBe(after.id);
      expect((await admin.get(`/api/problem/${removed.id}`)).status).toBe(404);
      await expect.poll(async () => (await titles(second)).has(removed.id)).toBe(false);
      const secondAdmin = new Client(second);
      await secondAdmin.post('/api/user/login', { username: 'admin', password: 'admin-password' });
      await expect.poll(async () => (await secondAdmin.get(`/api/problem/${edited.id}`)).body.next_problem_id).toBe(after.id);
      expect((await secondAdmin.get(`/api/problem/${before.id}`)).body.next_problem_id).toBe(edited.id);
    } finally {
      await second.app.close();
    }
  });

  it('hears a change no command of this server made: another process, an operator`s SQL', async () => {
    const problems = (await admin.get('/api/admin/problem?page_size=100&chapter=4')).body.problems as Listed[];
    const target = problems[0]!;
    expect((await titles(platform)).get(target.id)).toBe(target.title);
    // Changed with the triggers off: no notice, so the process still answers what it keeps.
    await platform.dbBehindCache.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`UPDATE problems SET title = '没有通知的标题' WHERE id = $1`, [target.id]);
    });
    expect((await titles(platform)).get(target.id)).toBe(target.title);
    // Any statement on the table (here one that changes no row) sends the notice.
    await platform.dbBehindCache.query(`UPDATE chapters SET title = title WHERE id = -1`);
    await expect.poll(async () => (await titles(platform)).get(target.id)).toBe('没有通知的标题');
    await platform.dbBehindCache.query(`UPDATE problems SET title = $2 WHERE id = $1`, [target.id, target.title]);
    await expect.poll(async () => (await titles(platform)).get(target.id)).toBe(target.title);
  });
});

describe(`admin configuration on ${DATABASE_KIND}`, () => {
  it('shows secrets masked and replaces them only when a value is sent; the log never holds one', async () => {
    const set = await put(admin, '/api/admin/config', { deepseek_api_key: 'sk-very-secret-9876' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const config = (await admin.get('/api/admin/config')).body.config as Record<string, unknown>;
    expect(config.deepseek_api_key).toBe('已设置（••••9876）');
    expect(JSON.stringify(config)).not.toContain('sk-very-secret');
    expect((await put(admin, '/api/admin/config', { problem_limit: 6 })).status).toBe(200);
    const stored = await platform.db.query<{ value: string }>(`SELECT value FROM system_config WHERE key = 'deepseek_api_key'`);
    expect(stored[0]!.value).toBe('sk-very-secret-9876');
    const log = JSON.stringify(await auditOf('update_config'));
    expect(log).not.toContain('sk-very-secret');
    expect(log).toContain('（已更换）');
  });

  it('takes the configuration back as GET shows it: a masked secret keeps the stored one', async () => {
    const secrets = {
      deepseek_api_key: 'sk-round-trip-4321',
      alipay_private_key: '-----BEGIN PRIVATE KEY-----\nMIIEv\n-----END PRIVATE KEY-----',
      alipay_public_key: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIB',
    };
    expect((await put(admin, '/api/admin/config', secrets)).status).toBe(200);
    const shown = (await admin.get('/api/admin/config')).body.config as Record<string, unknown>;
    expect(shown.alipay_public_key).toBe('已设置（••••MIIB）');
    const back = await put(admin, '/api/admin/config', { ...shown, problem_limit: 8 });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const stored = await platform.db.query<{ key: string; value: string }>(
      `SELECT key, value FROM system_config WHERE key IN ('deepseek_api_key', 'alipay_private_key', 'alipay_public_key') ORDER BY key`,
    );
    expect(Object.fromEntries(stored.map((r) => [r.key, r.value]))).toEqual(secrets);
    expect((await admin.get('/api/admin/config')).body.config).toEqual({ ...shown, problem_limit: 8 });
    // The round trip changed one key: the audit entry names it alone, no secret "replaced".
    const entry = (await auditOf('update_config'))[0]!;
    expect(entry.before).toEqual({ problem_limit: shown.problem_limit });
    // A mask that is not the stored secret's (a stale form) is refused, never stored as a key.
    const stale = await put(admin, '/api/admin/config', { deepseek_api_key: '已设置（••••0000）' });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/AI 服务密钥是打码显示的值/);
    const after = await platform.db.query<{ value: string }>(`SELECT value FROM system_config WHERE key = 'deepseek_api_key'`);
    expect(after[0]!.value).toBe(secrets.deepseek_api_key);
    // A new value and '' still replace and clear.
    expect((await put(admin, '/api/admin/config', { ...shown, alipay_public_key: '' })).status).toBe(200);
    expect(((await admin.get('/api/admin/config')).body.config as Record<string, unknown>).alipay_public_key).toBe('');
    await put(admin, '/api/admin/config', { problem_limit: shown.problem_limit });
  });

  it('refuses out-of-range values, unknown keys and huge bodies, and changes nothing', async () => {
    const before = (await admin.get('/api/admin/config')).body.config;
    const pkg = { name: '月卡', price: 9.9, days: 30, description: '', features: [], recommended: false };
    const bad: unknown[] = [
      { problem_limit: 0 },
      { ide_line_limit: -5 },
      { converter_line_limit: 1.5 },
      { vip_packages: { vip_30days: { ...pkg, price: -1 } } },
      { vip_packages: { vip_30days: { ...pkg, price: 0.001 } } },
      { vip_packages: { vip_30days: { ...pkg, price: 1.234 } } },
      { vip_packages: { vip_30days: { ...pkg, days: 0 } } },
      { vip_packages: {} },
      { vip_packages: { 'Bad Id': pkg } },
      { no_such_key: 1 },
      { ai_base_url: 'ftp://x' },
      { rate_limits: { submit: { limit: 0, window_seconds: 60 } } },
    ];
    for (const body of bad) {
      const res = await put(admin, '/api/admin/config', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const huge = await put(admin, '/api/admin/config', { alipay_private_key: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await admin.get('/api/admin/config')).body.config).toEqual(before);
  });

  it('applies a change at once, to the public configuration and to a second server on the same database', async () => {
    const pkg = { name: '月卡', price: 12.34, days: 31, description: '一个月', features: ['全部题目'], recommended: true };
    // The second server has read (and keeps) the configuration before the change.
    const second = await startTestPlatform({}, {}, { db: platform.dbBehindCache, drop: async () => undefined });
    try {
      const secondLimit = async () => (await new Client(second).get('/api/problem/config')).body.problem_limit;
      expect(await secondLimit()).not.toBe(7);
      const res = await put(admin, '/api/admin/config', { problem_limit: 7, vip_packages: { vip_31days: pkg } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await new Client(platform).get('/api/problem/config')).body.problem_limit).toBe(7);
      // It hears the database's notice (at once on PGlite, a moment later from PostgreSQL).
      await expect.poll(secondLimit).toBe(7);
      const packages = (await new Client(second).get('/api/payment/vip/packages')).body as {
        data?: { packages: { id: string; price: string }[] };
      };
      expect(JSON.stringify(packages)).toContain('vip_31days');
      expect(JSON.stringify(packages)).toContain('12.34');
    } finally {
      await second.app.close();
    }
    const stored = await platform.db.query<{ value: Record<string, { price_fen: number }> }>(
      `SELECT value FROM system_config WHERE key = 'vip_packages'`,
    );
    expect(stored[0]!.value.vip_31days!.price_fen).toBe(1234);
  });

  it('applies the configured submission limit to learners, never to admins', async () => {
    const res = await put(admin, '/api/admin/config', { rate_limits: { submit: { limit: 2, window_seconds: 60 } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { client } = await register('rl');
    const problem = ((await client.get('/api/problem/all')).body as unknown as { id: number }[])[0]!;
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await client.post(`/api/problem/${problem.id}/submit`, { code: `module TopModule(); endmodule // ${i}` })).status);
    expect(codes).toEqual([200, 200, 429]);
    for (let i = 0; i < 4; i++)
      expect((await admin.post(`/api/problem/${problem.id}/submit`, { code: `module TopModule(); endmodule // a${i}` })).status).toBe(200);
    await put(admin, '/api/admin/config', { rate_limits: { submit: { limit: 10, window_seconds: 60 } } });
  });
});

describe(`member export on ${DATABASE_KIND}`, () => {
  it('downloads members_export.csv: BOM, Chinese intact, formulas neutralised, quoting', async () => {
    const risky = await register('csv', `=1+1@evil.com`);
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await platform.app.inject({ method: 'GET', url: '/api/admin/export/users', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('members_export.csv');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('ID,用户名,邮箱,会员类型,当前是否会员,会员到期时间（北京时间）,管理员,注册时间（北京时间）');
    const line = lines.find((l) => l.startsWith(`${risky.id},`))!;
    expect(line).toContain(`,'=1+1@evil.com,普通用户,否,`);
    expect(text).not.toMatch(/(^|,)[=+\-@]/m);
    expect((await auditOf('export_users')).length).toBeGreaterThan(0);
  });

  it('writes users in batches, each read by id range', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of memberCsv(platform.ctx, 2)) chunks.push(chunk);
    const total = (await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE deleted_at IS NULL'))[0]!.n;
    expect(chunks.length).toBe(1 + Math.ceil(total / 2));
    expect(Buffer.concat(chunks).toString('utf8').split('\r\n').length - 2).toBe(total);
  });
});

describe(`judge queue on ${DATABASE_KIND}`, () => {
  it('lists workers by their claims and requeues a failed judgement', async () => {
    const worker = { authorization: `Bearer ${TOKEN}` };
    const claim = await new Client(platform).call(
      'POST',
      '/api/worker/claim',
      { worker: 'queue-test-worker', version: '9.9.9 (test)', kinds: ['judge'], wait_ms: 0 },
      worker,
    );
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    const job = (claim.body as { job: { id: number; lease_token: string } | null }).job!;
    expect(job).not.toBeNull();
    // Its last attempt: the failure reported next is final.
    await platform.db.query('UPDATE jobs SET attempts = 3 WHERE id = $1', [job.id]);
    const fail = await new Client(platform).call(
      'POST',
      `/api/worker/jobs/${job.id}/fail`,
      { lease_token: job.lease_token, error: '测试：判题机崩溃' },
      worker,
    );
    expect(fail.status).toBe(200);
    const queue = await admin.get('/api/admin/queue');
    expect(queue.status).toBe(200);
    const workers = queue.body.workers as { name: string; version: string; alive: boolean }[];
    expect(workers.find((w) => w.name === 'queue-test-worker')).toMatchObject({ alive: true });
    const failed = (queue.body.failed as { id: number; error: string; requeueable: boolean }[]).find((f) => f.id === job.id);
    expect(failed).toMatchObject({ error: '测试：判题机崩溃', requeueable: true });

    const requeue = await admin.post(`/api/admin/queue/jobs/${job.id}/requeue`);
    expect(requeue.status, JSON.stringify(requeue.body)).toBe(200);
    const row = (
      await platform.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM jobs WHERE id = $1', [job.id])
    )[0]!;
    expect(row).toEqual({ status: 'queued', attempts: 0 });
    expect((await admin.post(`/api/admin/queue/jobs/${job.id}/requeue`)).body.code).toBe('JOB_NOT_REQUEUEABLE');
    expect((await admin.post(`/api/admin/queue/jobs/99999999/requeue`)).body.code).toBe('JOB_NOT_FOUND');
    expect((await auditOf('requeue_job')).some((e) => e.target === `job:${job.id}`)).toBe(true);
  });
});
