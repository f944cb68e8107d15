/**
 * VIP payments through the real app on PGlite or PostgreSQL, with the demo provider (no Alipay
 * credentials): packages in fen shown as yuan, one open order per user, the QR code, the demo
 * confirmation settling the order and extending VIP exactly once — also under 20 concurrent
 * confirmations — from the later of now and the current expiry, cancel, expiry, another user's
 * order, bad package ids, the demo refused in production, and the migration of float prices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrations.ts';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function buyer() {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: uniqueName('vip'), password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, id: (res.body.user as { id: number }).id };
}

interface Order {
  order_id: number;
  order_number: string;
  qr_code: string;
  qr_content: string;
  amount: string;
  amount_fen: number;
  vip_days: number;
  provider: string;
  reused: boolean;
}

function data<T>(res: Reply): T {
  expect(res.status, JSON.stringify(res.body).slice(0, 1000)).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data as T;
}

async function order(client: Client, packageId: string): Promise<Order> {
  return data<Order>(await client.post('/api/payment/vip/recharge', { package_id: packageId }));
}

const confirm = (client: Client, number: string) => client.post(`/api/payment/demo/orders/${number}/confirm`, {});
const DAY = 86_400_000;

async function expiryOf(id: number): Promise<number> {
  const [row] = await platform.db.query<{ vip_expiry_date: Date }>('SELECT vip_expiry_date FROM users WHERE id = $1', [id]);
  return row!.vip_expiry_date.getTime();
}

describe(`VIP payments with the demo provider (${DATABASE_KIND})`, () => {
  it('shows the packages to visitors, shortest first, in yuan with two decimals beside the fen', async () => {
    const packages = data<{ id: string; price: string; price_fen: number; days: number; recommended: boolean }[]>(
      await new Client(platform).get('/api/payment/vip/packages'),
    );
    expect(packages.map((p) => p.id)).toEqual(['vip_7days', 'vip_30days', 'vip_90days', 'vip_180days', 'vip_365days']);
    // The home page's figure is the first: ¥9.9 / 7天 (spec §9).
    expect(packages[0]).toMatchObject({ price: '9.90', price_fen: 990, days: 7 });
    expect(packages[1]).toMatchObject({ price: '29.90', price_fen: 2990, days: 30 });
    expect(packages.filter((p) => p.recommended).map((p) => p.id)).toEqual(['vip_90days']);
  });

  it('creates an order with a QR code, pays it on the confirmation page, and extends VIP once', async () => {
    const { client, id } = await buyer();
    const before = Date.now();
    const created = await order(client, 'vip_30days');
    expect(created).toMatchObject({ amount: '29.90', amount_fen: 2990, vip_days: 30, provider: 'demo', reused: false });
    expect(created.order_number).toMatch(/^VD[0-9A-Z]{20}$/);
    expect(created.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(created.qr_content).toMatch(new RegExp(`/vip-recharge/demo-pay/${created.order_number}$`));

    const pending = data<{ status: string; status_label: string }>(await client.get(`/api/payment/vip/status/${created.order_id}`));
    expect(pending).toMatchObject({ status: 'pending', status_label: '待支付', membership_type: 'normal' });

    // The page the QR code opens shows the order to whoever holds the link, and says what it is.
    const page = data<{ amount: string; status: string }>(
      await new Client(platform).get(`/api/payment/demo/orders/${created.order_number}`),
    );
    expect(page).toMatchObject({ amount: '29.90', package_name: '月度会员', vip_days: 30, status: 'pending' });

    const paid = data<{ status: string; message: string }>(await confirm(new Client(platform), created.order_number));
    expect(paid).toEqual({ status: 'paid', status_label: '已支付', message: '支付成功（演示支付，没有真实扣款）' });
    const expiry = await expiryOf(id);
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY - 5_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * DAY + 5_000);

    const after = data<{ status: string; vip_expiry_date: string; membership_type: string }>(
      await client.get(`/api/payment/vip/status/${created.order_id}`),
    );
    expect(after).toMatchObject({ status: 'paid', status_label: '已支付', membership_type: 'vip' });
    expect(new Date(after.vip_expiry_date).getTime()).toBe(expiry);
    expect(data(await client.get('/api/payment/vip/info'))).toMatchObject({ membership_type: 'vip', is_vip: true });

    // A second confirmation (a repeated notify) changes nothing.
    expect(data<{ status: string }>(await confirm(new Client(platform), created.order_number)).status).toBe('paid');
    expect(await expiryOf(id)).toBe(expiry);
  });

  it('settles twenty concurrent confirmations of one order as exactly one extension', async () => {
    const { client, id } = await buyer();
    const created = await order(client, 'vip_7days');
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(new Client(platform), created.order_number)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const [row] = await platform.db.query<{ vip_expiry_date: Date; vip_until: Date; paid_at: Date }>(
      'SELECT u.vip_expiry_date, o.vip_until, o.paid_at FROM users u JOIN vip_orders o ON o.user_id = u.id WHERE u.id = $1',
      [id],
    );
    expect(row!.vip_expiry_date.getTime()).toBe(row!.paid_at.getTime() + 7 * DAY);
    expect(row!.vip_until.getTime()).toBe(row!.vip_expiry_date.getTime());
  });

  it('extends from the later of now and the current expiry', async () => {
    const running = await buyer();
    await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '10 days' WHERE id = $1`, [
      running.id,
    ]);
    const was = await expiryOf(running.id);
    await confirm(new Client(platform), (await order(running.client, 'vip_30days')).order_number);
    expect(await expiryOf(running.id)).toBe(was + 30 * DAY);

    const lapsed = await buyer();
    await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() - interval '10 days' WHERE id = $1`, [
      lapsed.id,
    ]);
    const before = Date.now();
    await confirm(new Client(platform), (await order(lapsed.client, 'vip_7days')).order_number);
    expect(await expiryOf(lapsed.id)).toBeGreaterThanOrEqual(before + 7 * DAY - 5_000);
    expect(await expiryOf(lapsed.id)).toBeLessThanOrEqual(Date.now() + 7 * DAY + 5_000);
  });

  it('keeps one open order: the same package again answers it, another package cancels it', async () => {
    const { client } = await buyer();
    const first = await order(client, 'vip_30days');
    const again = await order(client, 'vip_30days');
    expect(again).toMatchObject({ order_id: first.order_id, order_number: first.order_number, reused: true });
    const other = await order(client, 'vip_90days');
    expect(other.order_id).not.toBe(first.order_id);
    const list = data<{ orders: { id: number; status: string; status_label: string; amount: string; vip_days: number }[]; total: number }>(
      await client.get('/api/payment/vip/orders?page=1&limit=10'),
    );
    expect(list.total).toBe(2);
    expect(list.orders.map((o) => [o.id, o.status, o.status_label, o.amount, o.vip_days])).toEqual([
      [other.order_id, 'pending', '待支付', '79.90', 90],
      [first.order_id, 'cancelled', '已取消', '29.90', 30],
    ]);
    // The cancelled order cannot be paid any more; nothing changes.
    const late = await confirm(new Client(platform), first.order_number);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, message: '订单已取消，请回到 VIP 页面重新下单' });
  });

  it('answers the open order again with the order list, on every page, until it is cancelled, expired or paid', async () => {
    const { client } = await buyer();
    type List = { orders: { id: number; status: string }[]; total: number; open_order: (Order & { expires_at: string }) | null };
    const list = async (query = '') => data<List>(await client.get(`/api/payment/vip/orders${query}`));
    expect((await list()).open_order).toBeNull();

    const first = await order(client, 'vip_7days');
    await client.post(`/api/payment/vip/cancel/${first.order_id}`, {});
    const created = await order(client, 'vip_30days');
    // A reopened VIP page reads the list: the pending order comes back with what the QR view shows.
    const shown = await list();
    expect(shown.open_order).toMatchObject({
      order_id: created.order_id,
      order_number: created.order_number,
      qr_code: created.qr_code,
      qr_content: created.qr_content,
      amount: '29.90',
      package_name: '月度会员',
      vip_days: 30,
      provider: 'demo',
      reused: true,
    });
    expect(new Date(shown.open_order!.expires_at).getTime()).toBeGreaterThan(Date.now());
    // Also beside a page of the list that does not hold it.
    const second = await list('?page=2&limit=1');
    expect(second.orders.map((o) => [o.id, o.status])).toEqual([[first.order_id, 'cancelled']]);
    expect(second.open_order?.order_id).toBe(created.order_id);

    // Past its time it is closed before the answer, and not offered again.
    await platform.db.query(`UPDATE vip_orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [created.order_id]);
    const after = await list();
    expect(after.open_order).toBeNull();
    expect(after.orders[0]).toMatchObject({ id: created.order_id, status: 'expired' });

    // Paid: nothing open any more.
    const paid = await order(client, 'vip_7days');
    expect((await list()).open_order?.order_id).toBe(paid.order_id);
    await confirm(new Client(platform), paid.order_number);
    expect((await list()).open_order).toBeNull();
  });

  it('cancels a pending order, refuses to cancel a paid one, and expires an order past its time', async () => {
    const { client, id } = await buyer();
    const created = await order(client, 'vip_7days');
    expect((await client.post(`/api/payment/vip/cancel/${created.order_id}`, {})).body).toEqual({ success: true, message: '订单已取消' });
    // Cancelling again is answered the same (a double click).
    expect((await client.post(`/api/payment/vip/cancel/${created.order_id}`, {})).body).toEqual({ success: true, message: '订单已取消' });

    const paidOrder = await order(client, 'vip_7days');
    await confirm(new Client(platform), paidOrder.order_number);
    const refused = await client.post(`/api/payment/vip/cancel/${paidOrder.order_id}`, {});
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: '订单已支付，不能取消' });

    const stale = await order(client, 'vip_30days');
    const expiry = await expiryOf(id);
    await platform.db.query(`UPDATE vip_orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [stale.order_id]);
    expect(data(await client.get(`/api/payment/vip/status/${stale.order_id}`))).toMatchObject({
      status: 'expired',
      status_label: '已过期',
    });
    const late = await confirm(new Client(platform), stale.order_number);
    expect(late.body).toEqual({ success: false, message: '订单已过期，请回到 VIP 页面重新下单' });
    expect(await expiryOf(id)).toBe(expiry);
  });

  it('answers another user`s order as not found, and bad package ids and ids with clear errors', async () => {
    const owner = await buyer();
    const created = await order(owner.client, 'vip_7days');
    const stranger = await buyer();
    for (const res of [
      await stranger.client.get(`/api/payment/vip/status/${created.order_id}`),
      await stranger.client.post(`/api/payment/vip/cancel/${created.order_id}`, {}),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: '订单不存在' });
    }
    const unknown = await stranger.client.post('/api/payment/vip/recharge', { package_id: 'vip_1day' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, message: '套餐不存在：vip_1day' });
    expect((await stranger.client.post('/api/payment/vip/recharge', { package_id: '__proto__' })).body).toEqual({
      success: false,
      message: '套餐不存在：__proto__',
    });
    expect((await stranger.client.get('/api/payment/vip/status/abc')).body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect((await new Client(platform).get('/api/payment/demo/orders/VD0000000000000000000X')).status).toBe(404);
    expect((await new Client(platform).post('/api/payment/vip/recharge', { package_id: 'vip_7days' })).status).toBe(401);
  });
});

describe(`VIP payments: what refuses the demo provider (${DATABASE_KIND})`, () => {
  it('refuses the demo in production', async () => {
    const production = await startTestPlatform({}, { production: true });
    try {
      const client = new Client(production);
      await client.post('/api/user/register', { username: uniqueName('prod'), password: 'secret1' });
      const res = await client.post('/api/payment/vip/recharge', { package_id: 'vip_7days' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: '没有配置支付宝参数：生产环境不能使用演示支付' });
      expect((await client.get('/api/payment/demo/orders/VD0000000000000000000A')).body).toEqual({
        success: false,
        message: '演示支付在生产环境中不可用',
      });
    } finally {
      await production.close();
    }
  });

  it('falls back to the default packages alone when the stored ones break the rules (a negative or fractional price)', async () => {
    const fresh = await startTestPlatform();
    try {
      await fresh.db.query(
        `UPDATE system_config SET value = '{"vip_1day": {"name": "坏套餐", "price_fen": -5, "days": 1, "description": ""}}'::jsonb WHERE key = 'vip_packages'`,
      );
      await fresh.db.query(`UPDATE system_config SET value = '7'::jsonb WHERE key = 'problem_limit'`);
      const packages = data<{ id: string }[]>(await new Client(fresh).get('/api/payment/vip/packages'));
      expect(packages.map((p) => p.id)).toEqual(['vip_7days', 'vip_30days', 'vip_90days', 'vip_180days', 'vip_365days']);
      // The other keys keep their stored values.
      expect((await new Client(fresh).get('/api/problem/config')).body).toMatchObject({ problem_limit: 7 });
      await fresh.db.query(
        `UPDATE system_config SET value = '{"vip_1day": {"name": "小数", "price_fen": 9.5, "days": 1, "description": ""}}'::jsonb WHERE key = 'vip_packages'`,
      );
      expect(data<{ id: string }[]>(await new Client(fresh).get('/api/payment/vip/packages'))[0]!.id).toBe('vip_7days');
    } finally {
      await fresh.close();
    }
  });

  it('migrates float yuan prices to fen and adds the 7-day package behind the home figure', async () => {
    const fresh = await startTestPlatform();
    try {
      const { db } = fresh;
      await db.query('DROP TABLE vip_orders');
      await db.query(
        `UPDATE system_config SET value = '{"vip_30days": {"name": "月度会员", "price": 29.9, "days": 30, "description": "d"}, "vip_365days": {"name": "年度会员", "price": 199.99, "days": 365, "description": "y"}}'::jsonb WHERE key = 'vip_packages'`,
      );
      await db.query('DELETE FROM schema_migrations WHERE id = 10');
      expect(await migrate(db)).toEqual([10]);
      const packages = data<{ id: string; price: string; price_fen: number }[]>(await new Client(fresh).get('/api/payment/vip/packages'));
      expect(packages.map((p) => [p.id, p.price, p.price_fen])).toEqual([
        ['vip_7days', '9.90', 990],
        ['vip_30days', '29.90', 2990],
        ['vip_365days', '199.99', 19999],
      ]);
    } finally {
      await fresh.close();
    }
  });
});
