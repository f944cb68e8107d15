/**
 * VIP payments with the Alipay provider, on PGlite or PostgreSQL, against a loopback server that
 * speaks Alipay's gateway protocol (testing/alipay-gateway.ts: RSA2 keys made here, the real
 * alipay-sdk on our side): precreate gives the QR content; the status check queries the trade and
 * settles a paid one through the same path as every payment, once; a wrong amount, an answer signed
 * with another key and a gateway that does not answer change nothing; cancel closes the trade.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweep } from '../housekeeping.ts';
import { AlipayTestGateway } from '../testing/alipay-gateway.ts';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';

let platform: TestPlatform;
const gateway = new AlipayTestGateway();

beforeAll(async () => {
  await gateway.start();
  platform = await startTestPlatform();
  const set = (key: string, value: string) =>
    platform.db.query('UPDATE system_config SET value = $2::jsonb WHERE key = $1', [key, JSON.stringify(value)]);
  await set('alipay_app_id', gateway.appId);
  await set('alipay_private_key', gateway.appKeys.privateKey);
  await set('alipay_public_key', gateway.alipayKeys.publicKey);
  await set('alipay_gateway', gateway.url);
});
afterAll(async () => {
  await platform?.close();
  await gateway.stop();
});
beforeEach(() => {
  gateway.faults = {};
});

async function buyer() {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: uniqueName('ali'), password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, id: (res.body.user as { id: number }).id };
}

function data<T>(res: Reply): T {
  expect(res.status, JSON.stringify(res.body).slice(0, 1000)).toBe(200);
  return res.body.data as T;
}

interface Order {
  order_id: number;
  order_number: string;
  qr_content: string;
  provider: string;
}
const recharge = async (client: Client, packageId = 'vip_30days') =>
  data<Order>(await client.post('/api/payment/vip/recharge', { package_id: packageId }));
const statusOf = async (client: Client, order: Order) =>
  data<{ status: string; membership_type: string }>(await client.get(`/api/payment/vip/status/${order.order_id}`));

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** Alipay posting a notify: a form, and it reads the answer's text. */
async function notify(fields: Record<string, string>): Promise<{ status: number; text: unknown; type: unknown }> {
  const res = await new Client(platform).call('POST', '/api/payment/alipay/notify', new URLSearchParams(fields).toString(), FORM);
  return { status: res.status, text: res.body.raw, type: res.headers['content-type'] };
}

async function expiryOf(id: number): Promise<Date | null> {
  const [row] = await platform.db.query<{ vip_expiry_date: Date | null }>('SELECT vip_expiry_date FROM users WHERE id = $1', [id]);
  return row!.vip_expiry_date;
}

describe(`VIP payments with Alipay face-to-face payment (${DATABASE_KIND})`, () => {
  it('precreates the trade, and the status check finds it paid and extends VIP exactly once', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client);
    expect(order.provider).toBe('alipay');
    expect(order.qr_content).toBe(`https://qr.alipay.com/${order.order_number.toLowerCase()}`);
    const trade = gateway.trades.get(order.order_number)!;
    expect(trade).toMatchObject({ totalAmount: '29.90', status: 'WAIT_BUYER_PAY' });
    expect(trade.notifyUrl).toMatch(/\/api\/payment\/alipay\/notify$/);
    expect(gateway.requests.every((r) => r.signatureValid)).toBe(true);

    expect(await statusOf(client, order)).toMatchObject({ status: 'pending', membership_type: 'normal' });
    gateway.pay(order.order_number);
    expect(await statusOf(client, order)).toMatchObject({ status: 'paid', membership_type: 'vip' });
    const expiry = await expiryOf(id);
    expect(expiry!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // Checked again (a reload, a second tab): nothing more.
    expect((await statusOf(client, order)).status).toBe('paid');
    expect((await expiryOf(id))!.getTime()).toBe(expiry!.getTime());
    const [row] = await platform.db.query<{ trade_no: string }>('SELECT trade_no FROM vip_orders WHERE id = $1', [order.order_id]);
    expect(row!.trade_no).toBe(trade.tradeNo);
  });

  it('settles nothing when the paid amount differs, or the answer is signed with another key', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client, 'vip_7days');
    gateway.pay(order.order_number);
    gateway.faults = { paidAmount: '0.01' };
    expect((await statusOf(client, order)).status).toBe('pending');
    gateway.faults = { wrongKey: true };
    expect((await statusOf(client, order)).status).toBe('pending');
    expect(await expiryOf(id)).toBeNull();
    gateway.faults = {};
    expect((await statusOf(client, order)).status).toBe('paid');
  });

  it('keeps the order pending when the gateway does not answer in time', { timeout: 30_000 }, async () => {
    const { client } = await buyer();
    const order = await recharge(client, 'vip_7days');
    gateway.pay(order.order_number);
    gateway.faults = { delayMs: 6500 };
    expect((await statusOf(client, order)).status).toBe('pending');
    gateway.faults = {};
    expect((await statusOf(client, order)).status).toBe('paid');
  });

  it('refuses the order when precreate is answered with a forged signature, and lets the user try again', async () => {
    const { client } = await buyer();
    gateway.faults = { wrongKey: true };
    const refused = await client.post('/api/payment/vip/recharge', { package_id: 'vip_7days' });
    expect(refused.status).toBe(503);
    expect(refused.body.success).toBe(false);
    expect(String(refused.body.message)).toMatch(/^支付宝接口 alipay\.trade\.precreate 调用失败：验签失败/);
    gateway.faults = {};
    const order = await recharge(client, 'vip_7days');
    expect(order.provider).toBe('alipay');
  });

  it('reconciles a paid trade nobody checks (the page closed, the notify lost) in the housekeeping sweep', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client, 'vip_7days');
    gateway.pay(order.order_number);
    await sweep(platform.ctx);
    expect(await expiryOf(id)).not.toBeNull();
    const [row] = await platform.db.query<{ status: string }>('SELECT status FROM vip_orders WHERE id = $1', [order.order_id]);
    expect(row!.status).toBe('paid');
  });

  it('settles a verified notify once, however many arrive at once, and answers success only after the commit', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client);
    gateway.pay(order.order_number);
    const fields = gateway.notification(order.order_number);
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(fields)));
    expect(answers.map((a) => [a.status, a.text, a.type])).toEqual(Array(20).fill([200, 'success', 'text/plain; charset=utf-8']));
    const [row] = await platform.db.query<{ status: string; paid_at: Date }>('SELECT status, paid_at FROM vip_orders WHERE id = $1', [
      order.order_id,
    ]);
    expect(row!.status).toBe('paid');
    expect((await expiryOf(id))!.getTime()).toBe(row!.paid_at.getTime() + 30 * 86_400_000);
    // A replay days later changes nothing and is acknowledged.
    expect((await notify(fields)).text).toBe('success');
    expect((await expiryOf(id))!.getTime()).toBe(row!.paid_at.getTime() + 30 * 86_400_000);
    expect((await statusOf(client, order)).status).toBe('paid');
  });

  it('ignores forged and foreign notifies, unpaid trade states and unknown orders, changing nothing', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client, 'vip_7days');
    gateway.pay(order.order_number);
    const forged = gateway.notification(order.order_number, {}, { wrongKey: true });
    expect((await notify(forged)).text).toBe('fail');
    const altered = { ...gateway.notification(order.order_number), total_amount: '0.01' };
    expect((await notify(altered)).text).toBe('fail');
    expect((await notify(gateway.notification(order.order_number, { app_id: '2021000000009999' }))).text).toBe('fail');
    expect((await notify(gateway.notification(order.order_number, { trade_status: 'TRADE_CLOSED' }))).text).toBe('success');
    expect((await notify(gateway.notification(order.order_number, { out_trade_no: 'VD0000000000000000000Z' }))).text).toBe('success');
    const unsigned = { ...gateway.notification(order.order_number) };
    delete unsigned.sign;
    expect((await notify(unsigned)).text).toBe('fail');
    expect(await expiryOf(id)).toBeNull();
    const [row] = await platform.db.query<{ status: string }>('SELECT status FROM vip_orders WHERE id = $1', [order.order_id]);
    expect(row!.status).toBe('pending');
    // A form sent twice with one field, and JSON instead of a form, are refused before any of this.
    const doubled = await new Client(platform).call('POST', '/api/payment/alipay/notify', 'trade_no=1&trade_no=2', FORM);
    expect(doubled.status).toBe(400);
    expect((await new Client(platform).post('/api/payment/alipay/notify', { out_trade_no: order.order_number })).status).toBe(415);
  });

  it('records money for a cancelled order, or a different verified amount, for admins instead of losing it', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client, 'vip_7days');
    gateway.pay(order.order_number);
    const paid = gateway.notification(order.order_number);
    // The user cancelled here while Alipay had already taken the money.
    await platform.db.query(`UPDATE vip_orders SET status = 'cancelled', closed_at = now() WHERE id = $1`, [order.order_id]);
    expect((await notify(paid)).text).toBe('success');
    expect((await notify(paid)).text).toBe('success');
    const other = await buyer();
    const second = await recharge(other.client, 'vip_7days');
    gateway.pay(second.order_number);
    expect((await notify(gateway.notification(second.order_number, { total_amount: '9.80' }))).text).toBe('success');
    const issues = await platform.db.query<{ order_number: string; kind: string; amount_fen: number; order_status: string }>(
      'SELECT order_number, kind, amount_fen, order_status FROM vip_payment_issues WHERE order_number = ANY($1::text[]) ORDER BY id',
      [[order.order_number, second.order_number]],
    );
    expect(issues).toEqual([
      { order_number: order.order_number, kind: 'late_payment', amount_fen: 990, order_status: 'cancelled' },
      { order_number: second.order_number, kind: 'amount_mismatch', amount_fen: 980, order_status: 'pending' },
    ]);
    expect(await expiryOf(id)).toBeNull();
    expect(await expiryOf(other.id)).toBeNull();
    void client;

    // Admins see them (a learner does not).
    const admin = new Client(platform);
    expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
    const listed = data<{ issues: { order_number: string; kind_label: string; amount: string; order_status: string }[] }>(
      await admin.get('/api/admin/payments/issues'),
    ).issues.filter((i) => i.order_number === order.order_number || i.order_number === second.order_number);
    expect(listed.map((i) => [i.order_number, i.kind_label, i.amount, i.order_status])).toEqual([
      [second.order_number, '付款金额与订单不符', '9.80', 'pending'],
      [order.order_number, '订单关闭后收到付款（需退款）', '9.90', 'cancelled'],
    ]);
    expect((await other.client.get('/api/admin/payments/issues')).status).toBe(403);
  });

  it('expires an unpaid order past its time and closes the trade at Alipay', async () => {
    const { client } = await buyer();
    const order = await recharge(client, 'vip_7days');
    await platform.db.query(`UPDATE vip_orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [order.order_id]);
    expect((await statusOf(client, order)).status).toBe('expired');
    expect(gateway.trades.get(order.order_number)!.status).toBe('TRADE_CLOSED');
  });

  it('closes the trade at Alipay when the order is cancelled', async () => {
    const { client } = await buyer();
    const order = await recharge(client, 'vip_7days');
    expect((await client.post(`/api/payment/vip/cancel/${order.order_id}`, {})).body).toEqual({ success: true, message: '订单已取消' });
    expect(gateway.trades.get(order.order_number)!.status).toBe('TRADE_CLOSED');
  });
});

describe(`Alipay credentials from the environment (${DATABASE_KIND})`, () => {
  it('takes ALIPAY_* from the environment when the configuration holds none', async () => {
    const fromEnv = await startTestPlatform({
      ALIPAY_APP_ID: gateway.appId,
      ALIPAY_PRIVATE_KEY: gateway.appKeys.privateKey,
      ALIPAY_PUBLIC_KEY: gateway.alipayKeys.publicKey,
      ALIPAY_GATEWAY: gateway.url,
      ALIPAY_NOTIFY_URL: 'https://pay.example.edu/api/payment/alipay/notify',
    });
    try {
      const [stored] = await fromEnv.db.query<{ value: string }>(`SELECT value FROM system_config WHERE key = 'alipay_app_id'`);
      expect(stored!.value).toBe('');
      const client = new Client(fromEnv);
      await client.post('/api/user/register', { username: uniqueName('env'), password: 'secret1' });
      const order = data<Order>(await client.post('/api/payment/vip/recharge', { package_id: 'vip_7days' }));
      expect(order.provider).toBe('alipay');
      expect(gateway.trades.get(order.order_number)!.notifyUrl).toBe('https://pay.example.edu/api/payment/alipay/notify');
    } finally {
      await fromEnv.close();
    }
  });
});
