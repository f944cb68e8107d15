/**
 * VIP payments with the Alipay provider, on PGlite or PostgreSQL, against a loopback server that
 * speaks Alipay's gateway protocol (testing/alipay-gateway.ts: RSA2 keys made here, the real
 * alipay-sdk on our side): precreate gives the QR content; the status check queries the trade and
 * settles a paid one through the same path as every payment, once; a wrong amount, an answer signed
 * with another key and a gateway that does not answer change nothing; cancel closes the trade.
 * Money is never lost: expiry and cancel ask Alipay first, a payment that still arrives for an
 * order closed here is credited (its package exists) or refunded, and the user is told.
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

const ordersOf = async (client: Client) =>
  data<{ orders: { order_number: string; status: string; status_label: string; note: string | null }[] }>(
    await client.get('/api/payment/vip/orders'),
  ).orders;

/** The configured packages with `extra` beside them (null: as seeded). */
let seededPackages: unknown;
async function setPackages(extra: Record<string, unknown> | null) {
  if (seededPackages === undefined)
    seededPackages = (await platform.db.query<{ value: unknown }>(`SELECT value FROM system_config WHERE key = 'vip_packages'`))[0]!.value;
  const value = extra === null ? seededPackages : { ...(seededPackages as object), ...extra };
  await platform.db.query(`UPDATE system_config SET value = $1::jsonb WHERE key = 'vip_packages'`, [JSON.stringify(value)]);
}

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

  it('credits a payment that arrives after the order was closed here when its package still exists, and tells the user', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client, 'vip_7days');
    // Closed here while the buyer was paying (a QR code scanned before the close reached Alipay).
    await platform.db.query(`UPDATE vip_orders SET status = 'cancelled', closed_at = now() WHERE id = $1`, [order.order_id]);
    gateway.pay(order.order_number);
    const paid = gateway.notification(order.order_number);
    expect((await notify(paid)).text).toBe('success');
    const expiry = await expiryOf(id);
    expect(expiry!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    // Alipay repeats the notify: nothing more.
    expect((await notify(paid)).text).toBe('success');
    expect((await expiryOf(id))!.getTime()).toBe(expiry!.getTime());
    const listed = await ordersOf(client);
    expect(listed[0]).toMatchObject({
      order_number: order.order_number,
      status: 'paid',
      note: '订单关闭后才收到这笔付款：已按原套餐为你开通会员',
    });
    expect(gateway.refunds.size).toBe(0);
  });

  it('refunds a payment for a closed order whose package is gone, tells the user and lists it for admins, once', async () => {
    const { client, id } = await buyer();
    await setPackages({ vip_trial: { name: '体验会员', price_fen: 100, days: 3, description: '' } });
    const order = await recharge(client, 'vip_trial');
    await platform.db.query(`UPDATE vip_orders SET status = 'expired', closed_at = now() WHERE id = $1`, [order.order_id]);
    await setPackages(null);
    gateway.pay(order.order_number);
    const paid = gateway.notification(order.order_number);
    expect((await notify(paid)).text).toBe('success');
    expect((await notify(paid)).text).toBe('success');
    expect([...gateway.refunds.entries()].filter(([no]) => no.startsWith(order.order_number))).toEqual([
      [`${order.order_number}-R`, '1.00'],
    ]);
    expect(gateway.trades.get(order.order_number)!.status).toBe('TRADE_CLOSED');
    expect(await expiryOf(id)).toBeNull();
    expect((await ordersOf(client))[0]).toMatchObject({
      status: 'refunded',
      status_label: '已退款',
      note: '这笔付款没能开通会员（订单已关闭、套餐已下架或金额不符）：¥1.00 已原路退回',
    });
    const admin = new Client(platform);
    expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
    const issues = data<{ issues: { order_number: string; kind: string; kind_label: string; amount: string; order_status: string }[] }>(
      await admin.get('/api/admin/payments/issues'),
    ).issues.filter((i) => i.order_number === order.order_number);
    expect(issues.map((i) => [i.kind, i.kind_label, i.amount, i.order_status])).toEqual([
      ['refunded', '订单关闭后收到付款，已自动原路退款', '1.00', 'refunded'],
    ]);
  });

  it('answers fail while a refund is refused, so Alipay sends the notify again, and refunds when it comes', async () => {
    const { client } = await buyer();
    await setPackages({ vip_trial: { name: '体验会员', price_fen: 100, days: 3, description: '' } });
    const order = await recharge(client, 'vip_trial');
    await platform.db.query(`UPDATE vip_orders SET status = 'cancelled', closed_at = now() WHERE id = $1`, [order.order_id]);
    await setPackages(null);
    gateway.pay(order.order_number);
    gateway.faults = { refuseRefund: true };
    expect((await notify(gateway.notification(order.order_number))).text).toBe('fail');
    const [waiting] = await platform.db.query<{ kind: string }>('SELECT kind FROM vip_payment_issues WHERE order_number = $1', [
      order.order_number,
    ]);
    expect(waiting!.kind).toBe('late_payment');
    expect((await ordersOf(client))[0]!.status).toBe('cancelled');
    gateway.faults = {};
    expect((await notify(gateway.notification(order.order_number))).text).toBe('success');
    expect((await ordersOf(client))[0]!.status).toBe('refunded');
  });

  it('records a verified notify of another amount for admins and settles nothing', async () => {
    const other = await buyer();
    const second = await recharge(other.client, 'vip_7days');
    gateway.pay(second.order_number);
    expect((await notify(gateway.notification(second.order_number, { total_amount: '9.80' }))).text).toBe('success');
    const issues = await platform.db.query<{ kind: string; amount_fen: number; order_status: string }>(
      'SELECT kind, amount_fen, order_status FROM vip_payment_issues WHERE order_number = $1',
      [second.order_number],
    );
    expect(issues).toEqual([{ kind: 'amount_mismatch', amount_fen: 980, order_status: 'pending' }]);
    expect(await expiryOf(other.id)).toBeNull();
    expect((await other.client.get('/api/admin/payments/issues')).status).toBe(403);
  });

  it('asks Alipay before expiring: a payment made just before the expiry becomes VIP, not a late payment', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client, 'vip_7days');
    gateway.pay(order.order_number); // paid; the notify is still on its way
    await platform.db.query(`UPDATE vip_orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [order.order_id]);
    expect(await statusOf(client, order)).toMatchObject({ status: 'paid', membership_type: 'vip' });
    expect(await expiryOf(id)).not.toBeNull();
  });

  it('asks Alipay before cancelling: an order paid just before 取消订单 is not cancelled, and becomes VIP', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client, 'vip_7days');
    gateway.pay(order.order_number);
    const cancel = await client.post(`/api/payment/vip/cancel/${order.order_id}`, {});
    expect(cancel.status).toBe(400);
    expect(cancel.body).toEqual({ success: false, message: '订单已支付，不能取消' });
    expect((await statusOf(client, order)).status).toBe('paid');
    expect(await expiryOf(id)).not.toBeNull();
  });

  it('an order paid between the query and the close (Alipay refuses to close it) is settled, not cancelled', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client, 'vip_7days');
    gateway.faults = { payBeforeClose: true };
    const cancel = await client.post(`/api/payment/vip/cancel/${order.order_id}`, {});
    expect(cancel.body).toEqual({ success: false, message: '订单已支付，不能取消' });
    expect(await expiryOf(id)).not.toBeNull();
  });

  it('a new package while the open order was just paid: VIP from the paid one, and no second order', async () => {
    const { client, id } = await buyer();
    const first = await recharge(client, 'vip_7days');
    gateway.pay(first.order_number);
    const second = await client.post('/api/payment/vip/recharge', { package_id: 'vip_30days' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('原订单已支付成功，会员已开通；如需再次购买请刷新页面');
    expect(await expiryOf(id)).not.toBeNull();
    expect((await ordersOf(client)).map((o) => o.status)).toEqual(['paid']);
  });

  it('keeps the order open when Alipay cannot be asked, so cancelling cannot lose a payment', { timeout: 30_000 }, async () => {
    const { client } = await buyer();
    const order = await recharge(client, 'vip_7days');
    gateway.faults = { delayMs: 6500 };
    const cancel = await client.post(`/api/payment/vip/cancel/${order.order_id}`, {});
    expect(cancel.status).toBe(503);
    expect(cancel.body).toEqual({ success: false, message: '支付服务暂时不可用，订单未能取消，请稍后重试' });
    gateway.faults = {};
    expect((await ordersOf(client))[0]!.status).toBe('pending');
    expect((await client.post(`/api/payment/vip/cancel/${order.order_id}`, {})).body).toEqual({ success: true, message: '订单已取消' });
  });

  it('the sweep finds a payment for an order closed here whose notify was lost, and credits it', async () => {
    const { client, id } = await buyer();
    const order = await recharge(client, 'vip_7days');
    await platform.db.query(`UPDATE vip_orders SET status = 'expired', closed_at = now() WHERE id = $1`, [order.order_id]);
    gateway.pay(order.order_number);
    await sweep(platform.ctx);
    expect(await expiryOf(id)).not.toBeNull();
    expect((await ordersOf(client))[0]).toMatchObject({ status: 'paid', note: '订单关闭后才收到这笔付款：已按原套餐为你开通会员' });
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
