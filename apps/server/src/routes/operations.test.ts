/**
 * What the operator watches: readiness (the database, this release's migrations, a live worker)
 * and the Prometheus scrape behind METRICS_TOKEN — requests counted by route pattern, the queue
 * and the workers as the database holds them, payment notifies by outcome.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../queue/enqueue.ts';
import { claimAsWorker, Client, startTestPlatform, validationPayload, type TestPlatform } from '../testing/harness.ts';

const WORKER_TOKEN = 'operations-test-worker-token';
const METRICS_TOKEN = 'operations-test-metrics-token';
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN, METRICS_TOKEN });
});
afterAll(async () => {
  await platform?.close();
});

/** The scrape's text. */
async function scrape(): Promise<string> {
  const reply = await platform.app.inject({
    method: 'GET',
    url: '/api/system/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/plain/);
  return reply.body;
}

/** The value of one series in the scrape, 0 when it is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const claim = (name: string) => claimAsWorker(platform, WORKER_TOKEN, name);

describe('readiness', () => {
  it('is not ready without a worker, and ready once one has claimed', async () => {
    const before = await new Client(platform).get('/api/system/ready');
    expect(before.status).toBe(503);
    expect(before.body).toMatchObject({ status: 'error', code: 'NOT_READY' });
    expect(before.body.message).toContain('没有判题机在线');
    // Liveness is another question: the process and its database answer.
    expect((await new Client(platform).get('/api/system/health')).status).toBe(200);

    await claim('ops-worker-1');
    const after = await new Client(platform).get('/api/system/ready');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ status: 'success', database: 'ok', migrations: 'current', workers_alive: 1 });
  });

  it('is not ready while a migration of this release is missing from the database', async () => {
    const [last] = await platform.db.query<{ id: number; name: string }>('SELECT id, name FROM schema_migrations ORDER BY id DESC LIMIT 1');
    await platform.db.query('DELETE FROM schema_migrations WHERE id = $1', [last!.id]);
    try {
      const reply = await new Client(platform).get('/api/system/ready');
      expect(reply.status).toBe(503);
      expect(reply.body.message).toContain('1 个数据库迁移未执行');
    } finally {
      await platform.db.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [last!.id, last!.name]);
    }
  });
});

describe('metrics', () => {
  it('are refused without the metrics token', async () => {
    const reply = await platform.app.inject({
      method: 'GET',
      url: '/api/system/metrics',
      headers: { authorization: `Bearer ${WORKER_TOKEN}` },
    });
    expect(reply.statusCode).toBe(401);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 'OPERATOR_UNAUTHORIZED' });
  });

  it('count requests by route pattern and status', async () => {
    const health = 'veridojo_http_requests_total{method="GET",route="/api/system/health",status="200"}';
    const problem = 'veridojo_http_requests_total{method="GET",route="/api/problem/:id",status="404"}';
    const before = await scrape();
    for (let i = 0; i < 3; i++) await new Client(platform).get('/api/system/health');
    await new Client(platform).get('/api/problem/999999');
    await new Client(platform).get('/api/problem/999998');
    const after = await scrape();
    expect(sample(after, health) - sample(before, health)).toBe(3);
    // Two URLs, one pattern: the route's series, never one per id.
    expect(sample(after, problem) - sample(before, problem)).toBe(2);
    expect(after).not.toMatch(/route="[^"]*99999/);
    expect(sample(after, 'veridojo_http_request_duration_seconds_count{method="GET",route="/api/system/health"}')).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('show the queue and the workers as the database holds them', async () => {
    const id = await enqueue(platform.ctx, { kind: 'validate', payload: validationPayload(1) });
    const queued = await scrape();
    expect(sample(queued, 'veridojo_queue_jobs{kind="validate",state="queued"}')).toBe(1);
    expect(sample(queued, 'veridojo_queue_jobs{kind="judge",state="queued"}')).toBe(0);
    expect(queued).toContain('veridojo_queue_oldest_wait_seconds{kind="validate"}');

    const claimed = await claim('ops-worker-2');
    expect(claimed?.id).toBe(id);
    const running = await scrape();
    expect(sample(running, 'veridojo_queue_jobs{kind="validate",state="queued"}')).toBe(0);
    expect(sample(running, 'veridojo_queue_jobs{kind="validate",state="running"}')).toBe(1);
    expect(sample(running, 'veridojo_workers_alive')).toBe(2);
    // The process's own figures come with them.
    expect(running).toContain('veridojo_process_cpu_seconds_total');
  });

  it("count Alipay's notifies by outcome", async () => {
    const series = 'veridojo_payment_notifies_total{outcome="not_configured"}';
    const before = sample(await scrape(), series);
    const reply = await new Client(platform).call('POST', '/api/payment/alipay/notify', 'out_trade_no=VD1&trade_status=TRADE_SUCCESS', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(reply.status).toBe(200);
    expect(sample(await scrape(), series) - before).toBe(1);
  });
});
