/**
 * What the operator watches: readiness (the database, this release's migrations, a live worker)
 * and the Prometheus scrape behind METRICS_TOKEN — requests counted by route pattern, the queue
 * and the workers as the database holds them, payment notifies by outcome, and jobs judged by a
 * real worker process: run time by kind and outcome, the runs a sandbox limit ended.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../queue/enqueue.ts';
import { waitForJob } from '../queue/engine.ts';
import { claimAsWorker, Client, startTestPlatform, validationPayload, type TestPlatform } from '../testing/harness.ts';
import { serverUrl, spawnTestWorker } from '../testing/worker-process.ts';
import { learner } from '../http/attacks/victim.ts';
import { readSettings } from '../settings.ts';

const WORKER_TOKEN = 'operations-test-worker-token';
const METRICS_TOKEN = 'operations-test-metrics-token';
let platform: TestPlatform;

beforeAll(async () => {
  // A lease of 10 s rather than 30: the lease's own test reads it back.
  platform = await startTestPlatform({ WORKER_TOKEN, METRICS_TOKEN, JOB_LEASE_MS: '10000' });
});
let worker: ChildProcess | undefined;
let workerOutput = '';
afterAll(async () => {
  if (worker && worker.exitCode === null) {
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker!.once('exit', resolve));
  }
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

describe('the job lease', () => {
  it('is JOB_LEASE_MS within its safe range, 30 s by default', () => {
    const lease = (value?: string) => readSettings(value === undefined ? {} : { JOB_LEASE_MS: value }).jobLeaseMs;
    expect(lease()).toBe(30_000);
    expect(lease('10000')).toBe(10_000);
    expect(() => lease('1000')).toThrow('JOB_LEASE_MS must be between 3000 and 600000');
    expect(() => lease('3600000')).toThrow('JOB_LEASE_MS must be between 3000 and 600000');
  });

  it('is what a claim and a heartbeat give the worker, and how long the job stays its own', async () => {
    const id = await enqueue(platform.ctx, { kind: 'validate', payload: validationPayload(2) });
    const worker = (url: string, body: unknown) =>
      new Client(platform).call('POST', url, body, { authorization: `Bearer ${WORKER_TOKEN}` });
    const claimed = await worker('/api/worker/claim', { worker: 'lease-worker', kinds: ['validate'], wait_ms: 0 });
    const job = claimed.body.job as { id: number; lease_token: string; lease_ms: number };
    expect(job).toMatchObject({ id, lease_ms: 10_000 });
    const beat = await worker(`/api/worker/jobs/${id}/heartbeat`, { lease_token: job.lease_token });
    expect(beat.body).toEqual({ status: 'success', lease_ms: 10_000 });
    const [row] = await platform.db.query<{ left_ms: number }>(
      `SELECT extract(epoch FROM lease_expires_at - now()) * 1000 AS left_ms FROM jobs WHERE id = $1`,
      [id],
    );
    expect(Number(row!.left_ms)).toBeGreaterThan(8000);
    expect(Number(row!.left_ms)).toBeLessThanOrEqual(10_000);
    // Handed back and gone: the next test's worker has nothing of it to take.
    await worker(`/api/worker/jobs/${id}/fail`, { lease_token: job.lease_token, error: 'test' });
    await platform.db.query(`DELETE FROM jobs WHERE id = $1`, [id]);
  });
});

describe('metrics of judged runs (a real worker)', () => {
  const WIRE = 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n';
  const WRONG = 'module TopModule(input in, output out);\n  assign out = ~in;\nendmodule\n';
  // Spins in zero simulated time (golden case limit-zero-time-loop): only the CPU or wall limit ends it.
  const LOOP =
    'module TopModule(input in, output out);\n  integer i;\n  always @(in) for (i = 0; i >= 0; i = i + 0) ;\n  assign out = in;\nendmodule\n';

  /** Waits for a job's report (the worker's), failing with the worker's output when none comes. */
  async function reported(jobId: number, kind: 'judge' | 'validate') {
    const outcome = await waitForJob(platform.ctx, jobId, kind, 30_000);
    expect(outcome?.status, `job ${jobId}: worker said ${workerOutput.slice(-2000)}`).toBe('done');
    return outcome!;
  }

  it('count run time by kind and outcome, and a looping design as a sandbox kill', { timeout: 60_000 }, async () => {
    // The worker starts (its self-test takes a few seconds) while the jobs are queued.
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    worker = spawnTestWorker(serverUrl(platform), WORKER_TOKEN, 'ops-real-worker', (text) => (workerOutput += text));
    const before = await scrape();
    const { client } = await learner(platform, '10.41.0.1', 'ops');
    const [wire] = await platform.db.query<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
    const jobOf = async (code: string) => {
      const submitted = await client.post(`/api/problem/${wire!.id}/submit`, { code });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const [job] = await platform.db.query<{ id: number }>('SELECT id FROM jobs WHERE submission_id = $1', [submitted.body.submission_id]);
      return job!.id;
    };
    const judged = [await jobOf(WIRE), await jobOf(WRONG)];
    // The loop as a validation with a 1 s limit: the bank's 5 s would cost CI four more seconds.
    const loop = validationPayload(41);
    const looping = await enqueue(platform.ctx, { kind: 'validate', payload: { spec: { ...loop.spec, time_limit_ms: 1000 }, code: LOOP } });
    const outcomes = [];
    for (const id of judged) outcomes.push(await reported(id, 'judge'));
    const loopOutcome = await reported(looping, 'validate');
    expect(outcomes.map((o) => o.status === 'done' && o.result.verdict)).toEqual(['accepted', 'wrong_answer']);
    expect(loopOutcome.status === 'done' && loopOutcome.result.verdict).toBe('time_limit');

    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('veridojo_job_run_seconds_count{kind="judge",outcome="accepted"}')).toBe(1);
    expect(delta('veridojo_job_run_seconds_count{kind="judge",outcome="wrong_answer"}')).toBe(1);
    expect(delta('veridojo_job_run_seconds_count{kind="validate",outcome="time_limit"}')).toBe(1);
    // The run time is the job's own: a judgement takes more than nothing, the loop at least its 1 s limit.
    expect(delta('veridojo_job_run_seconds_sum{kind="judge",outcome="accepted"}')).toBeGreaterThan(0);
    expect(delta('veridojo_job_run_seconds_sum{kind="validate",outcome="time_limit"}')).toBeGreaterThanOrEqual(0.9);
    expect(delta('veridojo_job_run_seconds_bucket{le="0.5",kind="validate",outcome="time_limit"}')).toBe(0);
    // One sandbox kill, the loop's; the judged designs ended on their own.
    expect(delta('veridojo_sandbox_kills_total{kind="validate",limit="time"}')).toBe(1);
    expect(after.match(/^veridojo_sandbox_kills_total\{[^}]*\} \d+$/gm)).toEqual([
      'veridojo_sandbox_kills_total{kind="validate",limit="time"} 1',
    ]);
  });
});
