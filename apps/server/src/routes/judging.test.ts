/**
 * Problems, submissions and the worker protocol, end to end: the seeded bank, drafts, the
 * problem limit, a real worker process judging submissions over HTTP, and the queue's
 * guarantees (lease expiry re-queues, three failures give a system error, results are
 * recorded once).
 */
import type { ChildProcess } from 'node:child_process';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../queue/engine.ts';
import { enqueueJob } from '../repos/jobs.ts';
import {
  ACCEPTED_WIRE_RESULT,
  Client,
  DATABASE_KIND,
  startTestPlatform,
  uniqueName,
  validationPayload,
  type TestPlatform,
} from '../testing/harness.ts';
import { serverUrl, spawnTestWorker } from '../testing/worker-process.ts';

const TOKEN = 'test-worker-token-0123456789';
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
});
afterAll(async () => {
  await platform?.close();
});

async function learner() {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: uniqueName('learner'), password: 'secret1' });
  expect(res.status).toBe(200);
  return { client, user: res.body.user as { id: number } };
}

async function problemId(slug: string): Promise<number> {
  const [row] = await platform.db.query<{ id: number }>('SELECT id FROM problems WHERE slug = $1', [slug]);
  return row!.id;
}

const WIRE_OK = 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n';
const WIRE_WRONG = 'module TopModule(input in, output out);\n  assign out = ~in;\nendmodule\n';

/** A worker that speaks the protocol by hand, for testing the queue's rules. */
const worker = (body: unknown, url: string, token = TOKEN) =>
  new Client(platform).call('POST', url, body, { authorization: `Bearer ${token}`, origin: '' });

describe(`problems on ${DATABASE_KIND}`, () => {
  it('lists the seeded bank in curriculum order with completion status', async () => {
    const { client } = await learner();
    const res = await client.get('/api/problem/all');
    expect(res.status).toBe(200);
    const list = res.body as unknown as {
      slug: string;
      position: number;
      chapter: { number: number; title: string };
      is_completed: string;
      locked: boolean;
    }[];
    expect(list[0]).toMatchObject({
      slug: 'wire',
      chapter: { number: 1, title: '第一章：入门与组合逻辑' },
      is_completed: '未完成',
      locked: false,
    });
    const order = list.map((p) => [p.chapter.number, p.position] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(new Set(list.map((p) => p.chapter.number)).size).toBeGreaterThanOrEqual(2);
  });

  it('serves a problem with its document and template, and 404s unknown or malformed ids', async () => {
    const id = await problemId('wire');
    const res = await new Client(platform).get(`/api/problem/${id}`);
    expect(res.body).toMatchObject({ id, title: '连线：把输入接到输出', difficulty: '简单' });
    expect(String(res.body.document)).toContain('## 端口');
    expect(String(res.body.code_template)).toContain('module TopModule');
    for (const bad of ['999999', 'abc', '1e3', '-1', "1'%20OR%201=1"]) {
      expect((await new Client(platform).get(`/api/problem/${bad}`)).body).toMatchObject({
        code: 'PROBLEM_NOT_FOUND',
        message: '题目不存在',
      });
    }
  });

  it('locks problems beyond the limit for normal users and opens them for VIPs', async () => {
    await platform.db.query(`UPDATE system_config SET value = '1'::jsonb WHERE key = 'problem_limit'`);
    try {
      const { client, user } = await learner();
      const list = (await client.get('/api/problem/all')).body as unknown as { id: number; slug: string; locked: boolean }[];
      const second = list[1]!.id;
      expect(list[0]!.locked).toBe(false);
      expect((await client.get(`/api/problem/${second}`)).body).toMatchObject({ code: 'PROBLEM_LOCKED' });
      expect((await client.post(`/api/problem/${second}/submit`, { code: 'module x; endmodule' })).body).toMatchObject({
        code: 'PROBLEM_LOCKED',
      });
      expect(list[1]!.locked).toBe(true);
      await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '1 day' WHERE id = $1`, [
        user.id,
      ]);
      expect((await client.get(`/api/problem/${second}`)).status).toBe(200);
    } finally {
      await platform.db.query(`UPDATE system_config SET value = '5'::jsonb WHERE key = 'problem_limit'`);
    }
  });

  it('saves and loads a draft per user and problem', async () => {
    const { client } = await learner();
    const id = await problemId('wire');
    expect((await client.get(`/api/problem/${id}/load`)).body).toMatchObject({ code: 'NO_DRAFT', message: '没有找到保存的代码草稿' });
    const saved = await client.post(`/api/problem/${id}/save`, { code: '// draft 1' });
    expect(saved.body).toMatchObject({ status: 'success' });
    await client.post(`/api/problem/${id}/save`, { code: '// draft 2' });
    expect((await client.get(`/api/problem/${id}/load`)).body).toMatchObject({ status: 'success', draft_code: '// draft 2' });
    const other = await learner();
    expect((await other.client.get(`/api/problem/${id}/load`)).status).toBe(404);
  });

  it('refuses empty, oversized and anonymous submissions without writing anything', async () => {
    const { client, user } = await learner();
    const id = await problemId('wire');
    expect((await client.post(`/api/problem/${id}/submit`, { code: '   \n ' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '请输入Verilog代码',
    });
    expect((await client.post(`/api/problem/${id}/submit`, { code: 'x'.repeat(70_000) })).body).toMatchObject({
      message: '代码过长：最多 65536 个字符',
    });
    expect((await client.post(`/api/problem/${id}/submit`, { code: `${WIRE_OK}\0` })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '代码中含有空字符（NUL），请删除后再试',
    });
    expect((await client.post(`/api/problem/${id}/save`, { code: "// it's\0" })).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await new Client(platform).post(`/api/problem/${id}/submit`, { code: WIRE_OK })).status).toBe(401);
    expect(await platform.db.query('SELECT 1 FROM submissions WHERE user_id = $1', [user.id])).toHaveLength(0);
  });
});

describe('the caller`s submissions', () => {
  it('lists only the caller`s own, newest first, in pages', async () => {
    const { client } = await learner();
    const other = await learner();
    const id = await problemId('wire');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        ((await client.post(`/api/problem/${id}/submit`, { code: `// try ${i}\n${WIRE_OK}` })).body as unknown as { submission_id: number })
          .submission_id,
      );
    await other.client.post(`/api/problem/${id}/submit`, { code: WIRE_OK });
    const first = (await client.get('/api/submission?page=1&page_size=2')).body as unknown as {
      submission_id: number;
      problem_title: string;
    }[];
    expect(first.map((s) => s.submission_id)).toEqual([ids[2], ids[1]]);
    expect(first[0]?.problem_title).toBe('连线：把输入接到输出');
    const second = (await client.get('/api/submission?page=2&page_size=2')).body as unknown as { submission_id: number }[];
    expect(second.map((s) => s.submission_id)).toEqual([ids[0]]);
    expect((await client.get('/api/submission?page=0')).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await client.get('/api/submission?page_size=1000')).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    // These submissions are not judged here: take their jobs out so the protocol tests see only their own.
    await platform.db.query(`UPDATE jobs SET status = 'failed' WHERE status = 'queued'`);
  });
});

describe('the worker protocol', () => {
  it('refuses callers without the worker token', async () => {
    expect((await worker({ worker: 'w', wait_ms: 0 }, '/api/worker/claim', 'wrong')).body).toMatchObject({ code: 'WORKER_UNAUTHORIZED' });
    expect((await new Client(platform).post('/api/worker/claim', { worker: 'w', wait_ms: 0 })).status).toBe(401);
  });

  it('re-queues a job whose lease expired, and gives a system error after three attempts', async () => {
    const { client } = await learner();
    const id = await problemId('wire');
    const { submission_id } = (await client.post(`/api/problem/${id}/submit`, { code: WIRE_OK })).body as unknown as {
      submission_id: number;
    };
    for (let attempt = 1; attempt <= 3; attempt++) {
      const claim = await worker({ worker: `crashy-${attempt}`, wait_ms: 0 }, '/api/worker/claim');
      const job = claim.body.job as { id: number; lease_token: string; payload: { submission_id: number } };
      expect(job.payload.submission_id).toBe(submission_id);
      expect((await client.get(`/api/submission/${submission_id}`)).body).toMatchObject({ status: 'running' });
      // The worker dies: its lease runs out.
      await platform.db.query(`UPDATE jobs SET lease_expires_at = now() - interval '1 second' WHERE id = $1`, [job.id]);
    }
    expect((await worker({ worker: 'late', wait_ms: 0 }, '/api/worker/claim')).body).toMatchObject({ job: null });
    expect((await client.get(`/api/submission/${submission_id}`)).body).toMatchObject({
      status: 'failed',
      error_code: 'system_error',
      verdict_label: '系统错误',
    });
  });

  it('records a result once: a repeated report is acknowledged, a stale lease is refused', async () => {
    const { client } = await learner();
    const id = await problemId('wire');
    const { submission_id } = (await client.post(`/api/problem/${id}/submit`, { code: WIRE_OK })).body as unknown as {
      submission_id: number;
    };
    const job = (await worker({ worker: 'w1', wait_ms: 0 }, '/api/worker/claim')).body.job as { id: number; lease_token: string };
    expect((await worker({ lease_token: job.lease_token }, `/api/worker/jobs/${job.id}/heartbeat`)).body).toMatchObject({
      status: 'success',
    });
    const result = ACCEPTED_WIRE_RESULT;
    expect((await worker({ lease_token: job.lease_token, kind: 'judge', result }, `/api/worker/jobs/${job.id}/result`)).body).toEqual({
      status: 'success',
    });
    const again = { ...result, verdict: 'wrong_answer' };
    expect(
      (await worker({ lease_token: job.lease_token, kind: 'judge', result: again }, `/api/worker/jobs/${job.id}/result`)).body,
    ).toEqual({
      status: 'success',
    });
    expect((await client.get(`/api/submission/${submission_id}`)).body).toMatchObject({
      status: 'success',
      verdict: 'accepted',
      error_code: null,
    });
    // Counted once for the worker that ran it (with the verdict, in the report's one statement).
    expect(await platform.db.query('SELECT jobs_done FROM workers WHERE name = $1', ['w1'])).toEqual([{ jobs_done: 1 }]);
    expect((await worker({ lease_token: 'stale' }, `/api/worker/jobs/${job.id}/heartbeat`)).body).toMatchObject({ code: 'LEASE_LOST' });
  });

  it('stores a result whose log holds NUL and quotes, and gives its waveform back byte for byte', async () => {
    const { client } = await learner();
    const id = await problemId('wire');
    const code = "// it's mine: \\ and ''\n" + WIRE_OK;
    const { submission_id } = (await client.post(`/api/problem/${id}/submit`, { code })).body as unknown as { submission_id: number };
    const job = (await worker({ worker: 'w2', wait_ms: 0 }, '/api/worker/claim')).body.job as {
      id: number;
      lease_token: string;
      payload: { code: string };
    };
    expect(job.payload.code).toBe(code);
    const vcd = '$timescale 1ns $end\n' + '#1\n1!\n'.repeat(5000);
    const result = {
      verdict: 'wrong_answer',
      mismatches: 1,
      samples: 33,
      output_mismatches: { out: 1 },
      first_mismatch: { time: 5, inputs: { in: '1' } },
      diagnostics: [{ file: 'main.v', line: 1, column: null, severity: 'warning', text: "printed \0 here, it's odd" }],
      log: "a\0b 'quoted'\nMismatches: 1 in 33 samples",
      waveform_gz: gzipSync(vcd).toString('base64'),
    };
    expect((await worker({ lease_token: job.lease_token, kind: 'judge', result }, `/api/worker/jobs/${job.id}/result`)).body).toEqual({
      status: 'success',
    });
    expect((await client.get(`/api/submission/${submission_id}/log`)).body).toMatchObject({
      log_content: "a\uFFFDb 'quoted'\nMismatches: 1 in 33 samples",
    });
    expect((await client.get(`/api/submission/${submission_id}`)).body).toMatchObject({
      details: { diagnostics: [{ text: "printed \uFFFD here, it's odd" }] },
    });
    expect((await client.get(`/api/submission/${submission_id}/waveform`)).body).toEqual({ status: 'success', waveform_content: vcd });
  });

  it('streams a large waveform in the spec`s envelope, gzip-encoded for a client that accepts it', async () => {
    const { client } = await learner();
    const id = await problemId('wire');
    const { submission_id } = (await client.post(`/api/problem/${id}/submit`, { code: WIRE_OK })).body as unknown as {
      submission_id: number;
    };
    const job = (await worker({ worker: 'w3', wait_ms: 0 }, '/api/worker/claim')).body.job as { id: number; lease_token: string };
    // ~24 MiB of VCD with characters JSON must escape (quotes, backslashes, tabs) and multi-byte UTF-8 across chunk borders.
    const vcd = '$comment "引号" \\ tab\there $end\n' + Array.from({ length: 400_000 }, (_, i) => `#${i}\n${i % 2}!\tb1010 "\n`).join('');
    const result = { ...ACCEPTED_WIRE_RESULT, waveform_gz: gzipSync(vcd).toString('base64') };
    const reported = await worker({ lease_token: job.lease_token, kind: 'judge', result }, `/api/worker/jobs/${job.id}/result`);
    expect(reported.body).toEqual({ status: 'success' });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const url = `/api/submission/${submission_id}/waveform`;
    const plain = await platform.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual({ status: 'success', waveform_content: vcd });
    const zipped = await platform.app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(vcd.length / 5);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual({ status: 'success', waveform_content: vcd });
    // A submission without a waveform answers the empty string, as before.
    const other = (await client.post(`/api/problem/${id}/submit`, { code: WIRE_OK })).body as unknown as { submission_id: number };
    expect((await client.get(`/api/submission/${other.submission_id}/waveform`)).body).toEqual({ status: 'success', waveform_content: '' });
    await platform.db.query(`UPDATE jobs SET status = 'failed' WHERE status = 'queued'`);
  });

  it('refuses a report of another kind than its job`s, and one that does not match its kind`s result schema', async () => {
    const { client } = await learner();
    const id = await problemId('wire');
    const { submission_id } = (await client.post(`/api/problem/${id}/submit`, { code: WIRE_OK })).body as unknown as {
      submission_id: number;
    };
    const job = (await worker({ worker: 'w4', wait_ms: 0 }, '/api/worker/claim')).body.job as {
      id: number;
      kind: string;
      lease_token: string;
    };
    expect(job.kind).toBe('judge');
    const result = {
      verdict: 'accepted',
      mismatches: 0,
      samples: 33,
      output_mismatches: {},
      first_mismatch: null,
      diagnostics: [],
      log: '',
      waveform_gz: null,
    };
    const url = `/api/worker/jobs/${job.id}/result`;
    const mismatch = await worker({ lease_token: job.lease_token, kind: 'validate', result }, url);
    expect(mismatch).toMatchObject({ status: 409, body: { code: 'JOB_KIND_MISMATCH', message: '上报的结果与任务类型不符' } });
    const { verdict: _dropped, ...withoutVerdict } = result;
    expect(await worker({ lease_token: job.lease_token, kind: 'judge', result: withoutVerdict }, url)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect(await worker({ lease_token: job.lease_token, kind: 'convert', result }, url)).toMatchObject({ status: 400 });
    expect((await client.get(`/api/submission/${submission_id}`)).body).toMatchObject({ status: 'running' });
    expect((await worker({ lease_token: job.lease_token, kind: 'judge', result }, url)).body).toEqual({ status: 'success' });
    expect((await client.get(`/api/submission/${submission_id}`)).body).toMatchObject({ status: 'success' });
    // Finished, the job still refuses a report of another kind (not a silent acknowledgement).
    expect((await worker({ lease_token: job.lease_token, kind: 'validate', result }, url)).body).toMatchObject({
      code: 'JOB_KIND_MISMATCH',
    });
  });

  it('keeps the counters of submitting and passing users as submissions come and verdicts land', async () => {
    const id = await problemId('wire');
    const counts = async () => {
      const list = (await new Client(platform).get('/api/problem/all')).body as unknown as {
        id: number;
        passed_users_count: number;
        submitted_users_count: number;
      }[];
      const item = list.find((p) => p.id === id)!;
      return { passed: item.passed_users_count, submitted: item.submitted_users_count };
    };
    const truth = async () => {
      const [row] = await platform.db.query<{ passed: number; submitted: number }>(
        `SELECT count(DISTINCT user_id) FILTER (WHERE status = 'success')::int AS passed, count(DISTINCT user_id)::int AS submitted
           FROM submissions WHERE problem_id = $1`,
        [id],
      );
      return row!;
    };
    expect(await counts()).toEqual(await truth());
    const before = await counts();
    const { client } = await learner();
    const judged = async (verdict: 'accepted' | 'wrong_answer') => {
      await client.post(`/api/problem/${id}/submit`, { code: `${WIRE_OK}// ${verdict} ${Math.random()}` });
      const job = (await worker({ worker: 'counter', wait_ms: 0 }, '/api/worker/claim')).body.job as { id: number; lease_token: string };
      const result = {
        verdict,
        mismatches: verdict === 'accepted' ? 0 : 1,
        samples: 33,
        output_mismatches: {},
        first_mismatch: null,
        diagnostics: [],
        log: '',
        waveform_gz: null,
      };
      await worker({ lease_token: job.lease_token, kind: 'judge', result }, `/api/worker/jobs/${job.id}/result`);
    };
    await judged('wrong_answer');
    expect(await counts()).toEqual({ passed: before.passed, submitted: before.submitted + 1 });
    await judged('accepted');
    await judged('accepted');
    await judged('wrong_answer');
    expect(await counts()).toEqual({ passed: before.passed + 1, submitted: before.submitted + 1 });
    expect(await counts()).toEqual(await truth());
  });
});

describe('waiting for a job`s result', () => {
  it('sees a result written by another server process (straight into the job table)', async () => {
    const jobId = await enqueueJob(platform.db, { kind: 'validate', payload: validationPayload(1) });
    const waiting = waitForJob(platform.ctx, jobId, 'validate', 10_000);
    const summary = { verdict: 'accepted', mismatches: 0, samples: 8, log: 'Mismatches: 0 in 8 samples\n' };
    setTimeout(() => {
      void platform.db.query(`UPDATE jobs SET status = 'done', result = $2::jsonb WHERE id = $1`, [jobId, JSON.stringify(summary)]);
    }, 300);
    expect(await waiting).toEqual({ status: 'done', result: summary, attachment: null, runMs: null });
  });

  it('gives up at its deadline', async () => {
    const jobId = await enqueueJob(platform.db, { kind: 'validate', payload: validationPayload(2) });
    expect(await waitForJob(platform.ctx, jobId, 'validate', 300)).toBeUndefined();
    await platform.db.query(`UPDATE jobs SET status = 'failed' WHERE id = $1`, [jobId]);
  });

  it('ends waiting claims at shutdown instead of holding the server open', async () => {
    const other = await startTestPlatform({ WORKER_TOKEN: TOKEN });
    const claim = new Client(other).call(
      'POST',
      '/api/worker/claim',
      { worker: 'idle', wait_ms: 25_000 },
      { authorization: `Bearer ${TOKEN}`, origin: '' },
    );
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const closing = other.close();
    expect((await claim).body).toMatchObject({ status: 'success', job: null });
    await closing;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('a waiting claim over a real connection', () => {
  it('waits for a job while the worker is connected, and stops waiting when it hangs up', async () => {
    const other = await startTestPlatform({ WORKER_TOKEN: TOKEN, PROBLEMS_DIR: '/nonexistent' });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = other.app.server.address() as { port: number };
      const claim = (waitMs: number, signal?: AbortSignal) =>
        fetch(`http://127.0.0.1:${port}/api/worker/claim`, {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ worker: 'socket', kinds: ['validate'], wait_ms: waitMs }),
          signal,
        });
      const started = Date.now();
      expect(await (await claim(1500)).json()).toEqual({ status: 'success', job: null });
      // An idle worker waits the whole time instead of coming straight back (which would spin both).
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);

      const hangUp = new AbortController();
      const gone = claim(20_000, hangUp.signal).catch(() => 'aborted');
      await new Promise((r) => setTimeout(r, 300));
      hangUp.abort();
      expect(await gone).toBe('aborted');
      await new Promise((r) => setTimeout(r, 300));
      // The job queued now is not handed to the worker that left: it stays for the next claim.
      const jobId = await enqueueJob(other.db, { kind: 'validate', payload: validationPayload(3) });
      other.ctx.jobEvents.emit('queued');
      await new Promise((r) => setTimeout(r, 300));
      const [row] = await other.db.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [jobId]);
      expect(row?.status).toBe('queued');
    } finally {
      await other.close();
    }
  });
});

describe('judging with a real worker process', () => {
  let child: ChildProcess;
  let output = '';

  beforeAll(async () => {
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    child = spawnTestWorker(serverUrl(platform), TOKEN, 'test-worker', (text) => (output += text));
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  });

  async function waitForVerdict(client: Client, submissionId: number) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await client.get(`/api/submission/${submissionId}`);
      if (res.body.status === 'success' || res.body.status === 'failed') return res.body;
      if (Date.now() > deadline) throw new Error(`no verdict; worker output:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('judges a wrong then a right answer, with log, waveform, history and progress', async () => {
    const { client } = await learner();
    const id = await problemId('wire');
    const wrong = (await client.post(`/api/problem/${id}/submit`, { code: WIRE_WRONG })).body as unknown as { submission_id: number };
    const failed = await waitForVerdict(client, wrong.submission_id);
    expect(failed).toMatchObject({ status: 'failed', error_code: 'wrong_answer', verdict_label: '答案错误', samples: 33 });
    expect((failed.details as { output_mismatches: { out: number } }).output_mismatches.out).toBe(33);
    const log = await client.get(`/api/submission/${wrong.submission_id}/log`);
    expect(log.body.log_content).toContain('Mismatches: 33 in 33 samples');
    const wave = await client.get(`/api/submission/${wrong.submission_id}/waveform`);
    expect(wave.body.waveform_content).toContain('out_ref');
    expect((await client.get('/api/problem/status')).body).toContainEqual({ id, completion_status: '失败' });

    const right = (await client.post(`/api/problem/${id}/submit`, { code: WIRE_OK })).body as unknown as { submission_id: number };
    expect(await waitForVerdict(client, right.submission_id)).toMatchObject({ status: 'success', error_code: null, mismatches: 0 });
    const history = (await client.get(`/api/problem/${id}/submit_history`)).body as unknown as { submission_id: number; status: string }[];
    expect(history.map((h) => [h.submission_id, h.status])).toEqual([
      [right.submission_id, 'success'],
      [wrong.submission_id, 'failed'],
    ]);
    expect((await client.get('/api/problem/status')).body).toContainEqual({ id, completion_status: '已完成' });
    const listed = ((await client.get('/api/problem/all')).body as unknown as { id: number; passed_users_count: number }[]).find(
      (p) => p.id === id,
    );
    expect(listed?.passed_users_count).toBeGreaterThanOrEqual(1);
  });

  it('reports a compile error on the learner`s line and a forbidden construct by name', async () => {
    const { client } = await learner();
    const id = await problemId('wire');
    const syntax = (
      await client.post(`/api/problem/${id}/submit`, { code: 'module TopModule(input in, output out);\n  assign out = in\nendmodule\n' })
    ).body as unknown as { submission_id: number };
    const result = await waitForVerdict(client, syntax.submission_id);
    expect(result).toMatchObject({ status: 'failed', error_code: 'compile_error' });
    expect((result.details as { diagnostics: { line: number }[] }).diagnostics[0]?.line).toBe(3);
    const cheat = (
      await client.post(`/api/problem/${id}/submit`, {
        code: 'module TopModule(input in, output out);\n  assign out = in;\n  initial $finish;\nendmodule\n',
      })
    ).body as unknown as { submission_id: number };
    const rejected = await waitForVerdict(client, cheat.submission_id);
    expect((rejected.details as { diagnostics: { line: number; text: string }[] }).diagnostics[0]).toMatchObject({
      line: 3,
      text: '不允许使用系统任务或函数 $finish',
    });
  });

  it('does not show one learner`s submission to another', async () => {
    const a = await learner();
    const b = await learner();
    const id = await problemId('wire');
    const { submission_id } = (await a.client.post(`/api/problem/${id}/submit`, { code: WIRE_OK })).body as unknown as {
      submission_id: number;
    };
    expect((await b.client.get(`/api/submission/${submission_id}`)).body).toMatchObject({ code: 'SUBMISSION_NOT_FOUND' });
    expect((await b.client.get(`/api/submission/${submission_id}/log`)).status).toBe(404);
  });
});
