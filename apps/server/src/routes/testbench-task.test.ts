/**
 * A testbench-writing problem through the platform (the bank's tb-counter-enable, a real worker):
 * the model testbench passes with every faulty design caught; a weak one fails with the caught
 * count and the missed categories in the submission's details, and its rule analysis says which
 * kinds of cases to add; one peeking inside is refused on its line; one that never ends or floods
 * the output gets its verdict and the worker judges the next.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, type TestPlatform } from '../testing/harness.ts';
import { serverUrl, spawnTestWorker } from '../testing/worker-process.ts';

const TOKEN = 'testbench-task-worker-token';
const DIR = path.resolve(import.meta.dirname, '../../../../problems/07-testbenches/tb-counter-enable');
let platform: TestPlatform;
let worker: ChildProcess;
let admin: Client;
let problemId: number;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  worker = spawnTestWorker(serverUrl(platform), TOKEN, 'tb-worker');
  admin = new Client(platform);
  expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  const list = (await admin.get('/api/problem/all')).body as unknown as { id: number; slug: string }[];
  problemId = list.find((p) => p.slug === 'tb-counter-enable')!.id;
}, 60_000);
afterAll(async () => {
  worker?.kill('SIGTERM');
  await platform?.close();
});

async function judged(code: string) {
  const res = await admin.post(`/api/problem/${problemId}/submit`, { code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = (res.body as { submission_id: number }).submission_id;
  for (let i = 0; i < 240; i++) {
    const body = (await admin.get(`/api/submission/${id}`)).body;
    if (body.status === 'success' || body.status === 'failed') return { id, body };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('not judged in time');
}

describe(`a testbench-writing problem on ${DATABASE_KIND}`, () => {
  it('accepts the model testbench with every faulty design caught', async () => {
    const { body } = await judged(fs.readFileSync(path.join(DIR, 'reference.v'), 'utf8'));
    expect(body).toMatchObject({ status: 'success', verdict: 'accepted' });
    expect((body.details as { testbench: unknown }).testbench).toEqual({ caught: 11, total: 11, missed: [], reference_passed: true });
  });

  it('rejects a weak testbench with the count and the missed categories, and the analysis says what to add', async () => {
    const { id, body } = await judged(fs.readFileSync(path.join(DIR, 'wrong/reset-only.v'), 'utf8'));
    expect(body).toMatchObject({ status: 'failed', verdict: 'wrong_answer' });
    const task = (body.details as { testbench: { caught: number; total: number; missed: string[] } }).testbench;
    expect(task).toMatchObject({ caught: 3, total: 11 });
    expect(task.missed).toEqual(expect.arrayContaining(['使能', '边界值']));
    const analysis = await admin.get(`/api/ai/analyze/${id}`);
    expect(analysis.body.analysis).toContain('发现了 3/11 个有错误的设计');
    expect(analysis.body.analysis).toContain('**使能**');
  });

  it('refuses a testbench that reads the design’s internals, naming the line', async () => {
    const template = fs.readFileSync(path.join(DIR, 'template.v'), 'utf8');
    const line = template.split('\n').findIndex((l) => l.includes('在这里产生激励')) + 1;
    const { body } = await judged(template.replace('// 在这里产生激励并检查 q', '#10 if (dut.q !== 0) $error("x");'));
    expect(body).toMatchObject({ status: 'failed', verdict: 'compile_error' });
    const diagnostics = (body.details as { diagnostics: { file: string; line: number }[] }).diagnostics;
    expect(diagnostics[0]).toMatchObject({ file: 'testbench.v', line });
  });

  it('judges a testbench that never ends and one that floods output, and the worker keeps serving', async () => {
    const template = fs.readFileSync(path.join(DIR, 'template.v'), 'utf8');
    const endless = template.replace('// 在这里产生激励并检查 q', 'forever #5 en = ~en;').replace(/\$finish;/g, '');
    expect((await judged(endless)).body).toMatchObject({ status: 'failed', verdict: 'time_limit' });
    const flood = template.replace('// 在这里产生激励并检查 q', 'forever $display("q = %0d", q);');
    expect((await judged(flood)).body).toMatchObject({ status: 'failed', verdict: 'output_limit' });
    const { body } = await judged(fs.readFileSync(path.join(DIR, 'reference.v'), 'utf8'));
    expect(body).toMatchObject({ status: 'success', verdict: 'accepted' });
  }, 120_000);
});
