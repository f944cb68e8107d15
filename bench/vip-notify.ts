// Alipay's notify under load: rounds of 50 concurrent notifies, each for a different paid order,
// posted over HTTP to the platform (PGlite in-process, the loopback Alipay gateway for the trades
// and keys), against 50 concurrent calls of a one-query route (GET /api/payment/vip/packages: one
// config read) in the same run. Prints p50/p99 latency and throughput of both and their ratio, and
// checks afterwards that every order was paid once and every user extended exactly once.
// Run: npx tsx bench/vip-notify.ts   (BENCH_ROUNDS to change the number of rounds)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { newOrderNumber } from '../apps/server/src/commands/payments/config.ts';
import { insertOrder } from '../apps/server/src/repos/vip-orders.ts';
import { AlipayTestGateway } from '../apps/server/src/testing/alipay-gateway.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENT = 50;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-notify-db-'));
const gateway = new AlipayTestGateway();
await gateway.start();
const settings = readSettings({ ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const platform = await startPlatform(settings, { db: await openPglite(dataDir) });
await platform.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(platform.app.server.address() as { port: number }).port}`;
const db = platform.ctx.db;
for (const [key, value] of [
  ['alipay_app_id', gateway.appId],
  ['alipay_private_key', gateway.appKeys.privateKey],
  ['alipay_public_key', gateway.alipayKeys.publicKey],
  ['alipay_gateway', gateway.url],
] as const)
  await db.query('UPDATE system_config SET value = $2::jsonb WHERE key = $1', [key, JSON.stringify(value)]);

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

/**
 * One user with a pending order whose trade Alipay reports paid: the notify's fields. Users and
 * orders are written directly (registration is rate-limited per address, and creating orders is
 * not what is measured); the trade is what the gateway would hold after a precreate.
 */
async function paidOrder(k: number): Promise<Record<string, string>> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (username, username_key, password_hash) VALUES ($1, $1, 'x') RETURNING id`,
    [`bench_n${k}`],
  );
  const order = await insertOrder(db, {
    orderNumber: newOrderNumber(),
    userId: row!.id,
    packageId: 'vip_30days',
    packageName: '月度会员',
    amountFen: 2990,
    vipDays: 30,
    provider: 'alipay',
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  gateway.trades.set(order!.order_number, {
    outTradeNo: order!.order_number,
    totalAmount: '29.90',
    subject: 'VeriDojo 月度会员',
    status: 'TRADE_SUCCESS',
    tradeNo: `2026${String(k).padStart(12, '0')}`,
    notifyUrl: null,
  });
  return gateway.notification(order!.order_number);
}

async function timed(request: () => Promise<Response>, expect: (r: Response, text: string) => boolean) {
  const started = performance.now();
  const res = await request();
  const text = await res.text();
  const elapsed = performance.now() - started;
  if (!expect(res, text)) throw new Error(`unexpected answer ${res.status}: ${text.slice(0, 200)}`);
  return elapsed;
}

async function burst(requests: (() => Promise<number>)[]) {
  const started = performance.now();
  const latencies = await Promise.all(requests.map((r) => r()));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

try {
  const notifyTimes: number[] = [];
  const baselineTimes: number[] = [];
  let notifySeconds = 0;
  let baselineSeconds = 0;
  let user = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    const forms = [];
    for (let k = 0; k < CONCURRENT; k++) forms.push(await paidOrder(user++));
    const baseline = await burst(
      Array.from(
        { length: CONCURRENT },
        () => () =>
          timed(
            () => fetch(`${base}/api/payment/vip/packages`),
            (r) => r.status === 200,
          ),
      ),
    );
    const notified = await burst(
      forms.map(
        (fields) => () =>
          timed(
            () =>
              fetch(`${base}/api/payment/alipay/notify`, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams(fields).toString(),
              }),
            (r, text) => r.status === 200 && text === 'success',
          ),
      ),
    );
    if (round === 0) continue; // warm-up
    notifyTimes.push(...notified.latencies);
    baselineTimes.push(...baseline.latencies);
    notifySeconds += notified.seconds;
    baselineSeconds += baseline.seconds;
  }
  const [paid] = await db.query<{ paid: number; pending: number; wrong: number }>(`
    SELECT count(*) FILTER (WHERE o.status = 'paid')::integer AS paid,
           count(*) FILTER (WHERE o.status <> 'paid')::integer AS pending,
           count(*) FILTER (WHERE o.status = 'paid' AND u.vip_expiry_date <> o.paid_at + interval '30 days')::integer AS wrong
    FROM vip_orders o JOIN users u ON u.id = o.user_id`);
  const show = (label: string, times: number[], seconds: number) =>
    console.log(
      `  ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms  ${(times.length / seconds).toFixed(0).padStart(5)} requests/s`,
    );
  console.log(`${ROUNDS} rounds of ${CONCURRENT} concurrent requests (after one warm-up round), PGlite`);
  show('notify (verify, settle, commit)', notifyTimes, notifySeconds);
  show('GET /payment/vip/packages (1 query)', baselineTimes, baselineSeconds);
  console.log(
    `ratio: p99 ${(percentile(notifyTimes, 99) / percentile(baselineTimes, 99)).toFixed(1)}×, throughput ${(baselineTimes.length / baselineSeconds / (notifyTimes.length / notifySeconds)).toFixed(1)}× lower`,
  );
  console.log(`orders paid ${paid!.paid}, not paid ${paid!.pending}, users extended other than exactly once ${paid!.wrong}`);
  process.exitCode = paid!.pending === 0 && paid!.wrong === 0 ? 0 : 1;
} finally {
  await platform.close();
  await gateway.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
