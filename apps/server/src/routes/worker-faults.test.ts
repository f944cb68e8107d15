/**
 * A real worker process against a real server, with faults between them: a result report lost on
 * the network is repeated within the lease (no second judgement), and a heartbeat answered "lease
 * lost" aborts the run at once, freeing the worker for the next job.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';
import { spawnTestWorker } from '../testing/worker-process.ts';

const TOKEN = 'worker-faults-token-0123456789';
const WIRE_OK = 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n';
let platform: TestPlatform;
let proxy: http.Server;
let worker: ChildProcess;
let output = '';
/** Result reports the proxy cuts off (the connection dies after the body was sent) before passing one on. */
let resultsToDrop = 0;

/** Forwards every request to the server, except that it drops the next `resultsToDrop` result reports. */
function flakyProxy(target: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url?.endsWith('/result') && resultsToDrop > 0) {
      resultsToDrop -= 1;
      req.resume();
      req.on('end', () => req.socket.destroy());
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await flakyProxy((platform.app.server.address() as AddressInfo).port);
  worker = spawnTestWorker(
    `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    TOKEN,
    'faulty-network',
    (text) => (output += text),
  );
});
afterAll(async () => {
  if (worker && worker.exitCode === null) {
    worker.kill('SIGKILL');
    await new Promise((r) => worker.once('exit', r));
  }
  proxy?.close();
  await platform?.close();
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; worker output:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function submit(client: Client, code: string): Promise<number> {
  const [problem] = await platform.db.query<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
  const res = await client.post(`/api/problem/${problem!.id}/submit`, { code });
  expect(res.status).toBe(200);
  return res.body.submission_id as number;
}

const verdictOf = (client: Client, id: number) =>
  until(`the verdict of submission ${id}`, async () => {
    const res = await client.get(`/api/submission/${id}`);
    return res.body.status === 'success' || res.body.status === 'failed' ? res.body : undefined;
  });

describe(`a worker on a faulty network (${DATABASE_KIND})`, () => {
  it('repeats a result report lost on the way, so the submission is judged once', async () => {
    const client = new Client(platform);
    await client.post('/api/user/register', { username: uniqueName('blip'), password: 'secret1' });
    resultsToDrop = 2;
    const id = await submit(client, WIRE_OK);
    expect(await verdictOf(client, id)).toMatchObject({ status: 'success' });
    expect(resultsToDrop).toBe(0);
    expect(output).toMatch(/result report failed, retrying in 500 ms/);
    expect(output).toMatch(/result report failed, retrying in 1000 ms/);
    const [job] = await platform.db.query<{ attempts: number; status: string }>(
      'SELECT attempts, status FROM jobs WHERE submission_id = $1',
      [id],
    );
    expect(job).toEqual({ attempts: 1, status: 'done' });
  });

  it('abandons a run whose lease was lost at the next heartbeat, and takes the next job', async () => {
    const client = new Client(platform);
    await client.post('/api/user/register', { username: uniqueName('lease'), password: 'secret1' });
    // 20 s for this problem, so the spinning design below would hold the worker 20 s (wall and CPU).
    const revision = `(SELECT current_revision_id FROM problems WHERE slug = 'wire')`;
    await platform.db.query(
      `UPDATE problem_revisions SET judge_spec = jsonb_set(judge_spec, '{time_limit_ms}', '20000') WHERE id = ${revision}`,
    );
    const spin =
      'module TopModule(input in, output out);\n  integer i;\n  always @(in) for (i = 0; i >= 0; i = i + 0) ;\n  assign out = in;\nendmodule\n';
    const doomed = await submit(client, spin);
    const job = await until('the worker to claim', async () => {
      const [row] = await platform.db.query<{ id: number }>(`SELECT id FROM jobs WHERE submission_id = $1 AND status = 'running'`, [
        doomed,
      ]);
      return row;
    });
    const claimedAt = Date.now();
    await platform.db.query(
      `UPDATE problem_revisions SET judge_spec = jsonb_set(judge_spec, '{time_limit_ms}', '5000') WHERE id = ${revision}`,
    );
    // Another worker took the job over (as after an expired lease): this worker's lease is gone.
    await platform.db.query(`UPDATE jobs SET lease_token = 'taken-over' WHERE id = $1`, [job.id]);
    const next = await submit(client, WIRE_OK);
    expect(await verdictOf(client, next)).toMatchObject({ status: 'success' });
    // Heartbeats come every 10 s: the run ended at the first one, long before its 20 s (timed by
    // the worker's own log line, not by the next verdict, which a loaded machine may delay).
    const abandoned = output.split('\n').find((line) => /lease lost: another worker has the job; abandoning the run/.test(line));
    expect(abandoned).toBeDefined();
    expect(Date.parse((JSON.parse(abandoned!) as { time: string }).time) - claimedAt).toBeLessThan(16_000);
    const [row] = await platform.db.query<{ status: string; lease_token: string }>('SELECT status, lease_token FROM jobs WHERE id = $1', [
      job.id,
    ]);
    expect(row).toEqual({ status: 'running', lease_token: 'taken-over' });
  });
});
