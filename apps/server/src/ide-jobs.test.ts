/**
 * The IDE's compile and simulate jobs through the real queue and a real worker process, on PGlite
 * and PostgreSQL: a queued IDE run is claimed before a pack's validation queued earlier, and the
 * waiting call (waitForJob) gets the worker's whole result from the job row — diagnostics and the
 * log in its summary, the gzip VCD as its attachment (uploaded before the report as bytes) — since
 * nothing else stores it.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from './queue/engine.ts';
import { attachmentChunks, storeAttachment } from './repos/job-attachments.ts';
import { deleteExpiredJobs, enqueueJob, findJob } from './repos/jobs.ts';
import { Client, DATABASE_KIND, startTestPlatform, validationPayload, type TestPlatform } from './testing/harness.ts';
import { serverUrl, spawnTestWorker } from './testing/worker-process.ts';

const TOKEN = 'ide-jobs-token-0123456789';
const COUNTER = "module counter(input clk, output reg [3:0] n);\n  initial n = 0;\n  always @(posedge clk) n <= n + 4'd1;\nendmodule\n";
const TB =
  'module test_bench;\n  reg clk = 0;\n  wire [3:0] n;\n  counter c(.clk(clk), .n(n));\n  initial forever #1 clk = ~clk;\nendmodule\n';
const project = { files: { 'rtl/counter.v': COUNTER, 'sim/tb.v': TB }, top_module: 'test_bench' };

let platform: TestPlatform;
let child: ChildProcess | undefined;
let output = '';
beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
});
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
  }
  await platform?.close();
});

describe(`IDE runs as jobs on ${DATABASE_KIND}`, () => {
  it('claims an IDE run before a validation queued earlier', async () => {
    const validation = await enqueueJob(platform.db, { kind: 'validate', payload: validationPayload(1) });
    const compile = await enqueueJob(platform.db, { kind: 'compile', payload: project, userId: undefined });
    const claim = () =>
      new Client(platform).call(
        'POST',
        '/api/worker/claim',
        { worker: 'order-test', kinds: ['validate', 'compile', 'simulate'], wait_ms: 0 },
        { authorization: `Bearer ${TOKEN}`, origin: '' },
      );
    expect((await claim()).body.job).toMatchObject({ id: compile, kind: 'compile', payload: project });
    expect((await claim()).body.job).toMatchObject({ id: validation, kind: 'validate' });
    await platform.db.query(`UPDATE jobs SET status = 'failed' WHERE id = ANY($1::int[])`, [[compile, validation]]);
  });

  it('answers a compile and a simulation with the worker`s whole result', async () => {
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    child = spawnTestWorker(serverUrl(platform), TOKEN, 'ide-worker', (text) => (output += text));

    const compileId = await enqueueJob(platform.db, { kind: 'compile', payload: project });
    const compiled = await waitForJob(platform.ctx, compileId, 'compile', 60_000);
    if (compiled?.status !== 'done') throw new Error(`no compile result; worker output:\n${output}`);
    expect(compiled.result).toMatchObject({ status: 'success', message: '编译成功' });
    expect(compiled.attachment).toBeNull();
    expect(compiled.result.log).toContain('== 代码检查 (Verilator --lint-only -Wall) ==');

    const simulateId = await enqueueJob(platform.db, { kind: 'simulate', payload: { ...project, timeout_ms: 5000 } });
    const simulated = await waitForJob(platform.ctx, simulateId, 'simulate', 60_000);
    if (simulated?.status !== 'done') throw new Error(`no simulation result; worker output:\n${output}`);
    expect(simulated.result).toMatchObject({ status: 'success', message: '仿真完成', dump_inserted: true, waveform_truncated: false });
    expect(simulated.result.log).toContain('注意：测试平台中没有 $finish：已在 sim/tb.v 第 6 行');
    // The VCD is not in the row's result but beside it, in chunks of gzip bytes.
    expect(simulated.result).not.toHaveProperty('waveform_gz');
    const chunks: Uint8Array[] = [];
    for await (const chunk of attachmentChunks(platform.db, simulated.attachment!)) chunks.push(chunk);
    const vcd = gunzipSync(Buffer.concat(chunks)).toString('utf8');
    expect(vcd).toMatch(/\$var \w+ 4 \S+ n/);
    // The added #1000 $finish ended it.
    expect(vcd).toMatch(/^#1000$/m);
    expect(vcd).not.toMatch(/^#1001$/m);
  });

  it('deletes finished IDE runs and attachments after an hour (their results were only for the waiting call), never other jobs', async () => {
    // As an upload brings them: parts of odd sizes, not the storage's chunks.
    async function* parts(bytes: Buffer) {
      for (let at = 0; at < bytes.length; at += 10_007) yield bytes.subarray(at, at + 10_007);
    }
    const store = (bytes: Buffer) => storeAttachment(platform.db, parts(bytes));
    const oldWaveform = await store(gzipSync('old'));
    // Random bytes do not compress: ten chunks of 64 KiB.
    const noise = crypto.randomBytes(600 * 1024);
    const newWaveform = await store(gzipSync(noise));
    // An upload that breaks off is not kept at all, even when its first chunks were stored.
    const chunksBefore = await platform.db.query('SELECT 1 FROM job_attachments');
    async function* brokenOff() {
      yield* parts(crypto.randomBytes(200_000));
      throw new Error('connection reset');
    }
    await expect(storeAttachment(platform.db, brokenOff())).rejects.toThrow('connection reset');
    expect(await platform.db.query('SELECT 1 FROM job_attachments')).toHaveLength(chunksBefore.length);
    await platform.db.query(`UPDATE job_attachments SET created_at = now() - interval '2 hours' WHERE key = $1`, [oldWaveform]);
    const old = await enqueueJob(platform.db, { kind: 'simulate', payload: project });
    const recent = await enqueueJob(platform.db, { kind: 'compile', payload: project });
    const queued = await enqueueJob(platform.db, { kind: 'compile', payload: project });
    const validation = await enqueueJob(platform.db, { kind: 'validate', payload: validationPayload(3) });
    await platform.db.query(`UPDATE jobs SET status = 'done', finished_at = now() - interval '2 hours' WHERE id = ANY($1::int[])`, [
      [old, validation],
    ]);
    await platform.db.query(`UPDATE jobs SET status = 'done', finished_at = now() - interval '10 minutes' WHERE id = $1`, [recent]);
    await platform.db.query(`UPDATE jobs SET created_at = now() - interval '2 hours' WHERE id = $1`, [queued]);
    expect(await deleteExpiredJobs(platform.db)).toBeGreaterThanOrEqual(1);
    expect(await findJob(platform.db, old)).toBeUndefined();
    for (const kept of [recent, queued, validation]) expect(await findJob(platform.db, kept), String(kept)).toBeDefined();
    const read = async (key: string) => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of attachmentChunks(platform.db, key)) chunks.push(chunk);
      return Buffer.concat(chunks);
    };
    expect((await read(oldWaveform)).length).toBe(0);
    expect(gunzipSync(await read(newWaveform)).equals(noise)).toBe(true);
    await platform.db.query(`UPDATE jobs SET status = 'failed' WHERE id = $1`, [queued]);
  });
});
