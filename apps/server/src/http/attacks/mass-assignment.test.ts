/**
 * Attacker suite, privilege escalation by mass assignment: every call of the call table a learner
 * or a visitor may make is sent with its valid request plus fields that name privileges — an admin
 * flag, a teacher's, a role, a membership and its expiry, another user's id, a balance, a row version, a
 * prototype-polluting key — in the body (JSON or form) and in the query string. Each answer is
 * below 500 (a strict schema's 400 is fine), and afterwards, read from the database: the caller is
 * no admin and no member, every other account is byte for byte the same, an order costs its
 * package's price, and no object in the server's process grew an `is_admin`.
 * Generated from API: a new call is attacked the day it is added.
 *
 * The rest of the attacker suite: see the header of idor.test.ts.
 */
import { API, bodyEncodingOf, pathOf, type ApiCall, type ApiName } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, newSessionToken } from '../../repos/sessions.ts';
import { claimAsWorker, Client, DATABASE_KIND, startTestPlatform, type Reply, type TestPlatform } from '../../testing/harness.ts';
import { VALID } from '../../testing/valid-requests.ts';
import { SESSION_COOKIE } from '../session.ts';
import { learner } from './victim.ts';

const TOKEN = 'mass-assignment-test-worker-token';
let platform: TestPlatform;
let attackerId: number;
let victimId: number;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  // A worker heard from, so the readiness probe answers 200 rather than its 503 NOT_READY.
  await claimAsWorker(platform, TOKEN, 'mass-assignment-test');
  ({ userId: attackerId } = await learner(platform, '10.32.0.1', 'escalate'));
  ({ userId: victimId } = await learner(platform, '10.32.0.2', 'bystander'));
});
afterAll(async () => {
  await platform?.close();
});

/** The fields an attacker adds, hoping a handler spreads its body into a row. */
const PRIVILEGES = (victim: number) => ({
  is_admin: true,
  isAdmin: true,
  admin: true,
  is_teacher: true,
  teacher: true,
  role: 'admin',
  vip: true,
  membership: 'premium',
  membership_type: 'premium',
  vip_expire: '2099-01-01T00:00:00.000Z',
  vip_expiry_date: '2099-01-01T00:00:00.000Z',
  user_id: victim,
  userId: victim,
  id: victim,
  balance: 999_999,
  version: 99,
  amount: '0.01',
  amount_fen: 1,
  price: 0.01,
  vip_days: 36_500,
  days: 36_500,
  status: 'paid',
});

/** Calls a learner or a visitor can make: the privileges an attack may try to reach. */
const open = (Object.entries(API) as [ApiName, ApiCall][]).filter(([, call]) => call.access === 'user' || call.access === 'public');

/** Path parameters of the attacker's own (or of nothing): the only way in is the body and the query. */
function pathFor(name: ApiName, orderId: number, orderNumber: string): string {
  return `/api${pathOf(name, { id: name.startsWith('vip') ? orderId : 1, name: 'escalate.v', orderNumber })}`;
}

/** A fresh session of the attacker for each call, so a logout or a password change ends only its own. */
async function attackerClient(): Promise<Client> {
  const token = newSessionToken();
  await createSession(platform.db, attackerId, token);
  const client = new Client(platform, '10.32.0.1');
  client.cookies.set(SESSION_COOKIE, token);
  return client;
}

function send(client: Client, name: ApiName, call: ApiCall, url: string, extra: Record<string, unknown>): Promise<Reply> {
  const valid = VALID[name] ?? {};
  const query = new URLSearchParams(Object.entries({ ...valid.query, ...extra }).map(([k, v]) => [k, String(v)])).toString();
  const target = `${url}?${query}`;
  const encoding = bodyEncodingOf(call).type;
  if (call.method === 'GET') return client.call('GET', target);
  if (encoding === 'zip') return client.call(call.method, target, Buffer.from('PK'), { 'content-type': 'application/zip' });
  const body = { ...(valid.body as Record<string, unknown> | undefined), ...extra };
  if (encoding === 'form') {
    const form = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
    return client.call(call.method, target, form, { 'content-type': 'application/x-www-form-urlencoded' });
  }
  return client.call(call.method, target, body);
}

/** What a learner must never give themselves, and every account but their own. */
async function privileges() {
  const [attacker] = await platform.db.query<Record<string, unknown>>(
    'SELECT id, is_admin, is_teacher, membership_type, vip_expiry_date, deleted_at, email, created_at FROM users WHERE id = $1',
    [attackerId],
  );
  const others = await platform.db.query<{ row: string }>('SELECT to_jsonb(u)::text AS row FROM users u WHERE id <> $1 ORDER BY id', [
    attackerId,
  ]);
  const admins = await platform.db.query<{ username: string }>('SELECT username FROM users WHERE is_admin ORDER BY id');
  return { attacker, others: others.map((r) => r.row), admins: admins.map((r) => r.username) };
}

async function packagePrices(): Promise<Map<string, { price_fen: number; days: number }>> {
  const config = (await new Client(platform).get('/api/payment/vip/packages')).body as unknown as {
    data: { id: string; price_fen: number; days: number }[];
  };
  return new Map(config.data.map((p) => [p.id, p]));
}

describe(`mass assignment on every call a learner can make (${DATABASE_KIND})`, () => {
  it('gives the caller no privilege and changes no one else, whatever fields ride along', { timeout: 60_000 }, async () => {
    const before = await privileges();
    const ordered = await (await attackerClient()).post('/api/payment/vip/recharge', { package_id: 'vip_7days' });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const order = (ordered.body as unknown as { data: { order_id: number; order_number: string } }).data;
    const pollution = { __proto__: { is_admin: true }, constructor: { prototype: { is_admin: true } } };
    let sent = 0;
    // The calls that credit or cancel the order run last, in this order: the rest still see a member-less learner.
    const last: ApiName[] = ['demoPaymentConfirm', 'vipCancel'];
    const callsInOrder = [...open.filter(([name]) => !last.includes(name)), ...last.map((name) => [name, API[name]] as [ApiName, ApiCall])];
    for (const [name, call] of callsInOrder) {
      const url = pathFor(name, order.order_id, order.order_number);
      for (const extra of [PRIVILEGES(victimId), JSON.parse(JSON.stringify(pollution)) as Record<string, unknown>]) {
        const reply = await send(await attackerClient(), name, call, url, extra);
        expect(reply.status, `${name}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBeLessThan(500);
        sent += 1;
      }
      // A raw JSON text with `__proto__` as a key (a parsed object literal above loses it to the prototype).
      if (call.method !== 'GET' && bodyEncodingOf(call).type === 'json') {
        const raw = JSON.stringify(VALID[name]?.body ?? {}).replace(/^\{/, '{"__proto__":{"is_admin":true},');
        const reply = await (await attackerClient()).call(call.method, url, raw.replace(/,\}$/, '}'));
        expect(reply.status, `${name} with a raw __proto__`).toBeLessThan(500);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(2 * open.length);
    const after = await privileges();
    // The demo confirmation credits the attacker's own order: a membership of the package's days, not the body's.
    const { vip_expiry_date: expiry, membership_type: membership, ...rest } = after.attacker!;
    const { vip_expiry_date: _was, membership_type: _wasType, ...restBefore } = before.attacker!;
    expect(rest).toEqual(restBefore);
    expect(membership).toBe('vip');
    expect((expiry as Date).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((expiry as Date).getTime()).toBeLessThan(Date.now() + 8 * 86_400_000);
    expect(after.others).toEqual(before.others);
    expect(after.admins).toEqual(['admin']);
    // Every order of the attacker's costs its package's price, and belongs to the attacker.
    const prices = await packagePrices();
    const orders = await platform.db.query<{ user_id: number; package_id: string; amount_fen: number; vip_days: number }>(
      'SELECT user_id, package_id, amount_fen, vip_days FROM vip_orders ORDER BY id',
    );
    for (const o of orders) {
      expect(o.user_id).toBe(attackerId);
      expect({ amount_fen: o.amount_fen, vip_days: o.vip_days }, o.package_id).toEqual({
        amount_fen: prices.get(o.package_id)!.price_fen,
        vip_days: prices.get(o.package_id)!.days,
      });
    }
    // Nothing in this process (the server runs in it) grew a polluted prototype.
    expect(({} as Record<string, unknown>).is_admin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('is_admin');
  });

  it('registers a plain learner, whatever the registration form says', async () => {
    const client = new Client(platform, '10.32.0.9');
    const reply = await client.post('/api/user/register', { username: 'escalate_reg', password: 'secret1', ...PRIVILEGES(victimId) });
    expect(reply.status).toBeLessThan(500);
    const plain = await client.post('/api/user/register', { username: 'escalate_reg2', password: 'secret1' });
    expect(plain.status).toBe(200);
    const rows = await platform.db.query<{ is_admin: boolean; is_teacher: boolean; membership_type: string; vip_expiry_date: Date | null }>(
      `SELECT is_admin, is_teacher, membership_type, vip_expiry_date FROM users WHERE username LIKE 'escalate_reg%'`,
    );
    for (const row of rows) expect(row).toEqual({ is_admin: false, is_teacher: false, membership_type: 'normal', vip_expiry_date: null });
  });
});
