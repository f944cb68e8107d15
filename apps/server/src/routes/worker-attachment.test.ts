/**
 * The upload of a job result's attachment (PUT /api/worker/jobs/:id/attachment), over the real
 * routes on PGlite and PostgreSQL: the bytes a worker uploads under its lease are what the waiting
 * call reads after the report (a retried upload replaces the first); an upload is refused, and
 * leaves nothing stored, under another lease, an expired one, for a job not running, for a kind
 * that keeps no attachment, when it is not gzip, and when it is larger than the kind allows —
 * declared so, or only found so as its bytes arrive.
 */
import crypto from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { attachmentLimit, ATTACHMENT_MAX_BYTES } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../queue/engine.ts';
import { attachmentChunks } from '../repos/job-attachments.ts';
import { enqueueJob, findJob } from '../repos/jobs.ts';
import { Client, DATABASE_KIND, startTestPlatform, validationPayload, type TestPlatform } from '../testing/harness.ts';
import { serverUrl } from '../testing/worker-process.ts';

const TOKEN = 'worker-attachment-token-0123456789';
const WORKER = { authorization: `Bearer ${TOKEN}`, origin: '' };
const project = { files: { 'tb.v': 'module test_bench;\nendmodule\n' }, top_module: 'test_bench' };
const simulated = {
  status: 'success',
  message: '仿真完成',
  log: '',
  diagnostics: [],
  waveform_truncated: false,
  dump_inserted: false,
  outputs: [],
};

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
});
afterAll(async () => {
  await platform?.close();
});

const client = () => new Client(platform);

/** Queues a job of `kind` and claims it as a worker: its id and lease token. */
async function claimed(kind: 'simulate' | 'compile' | 'validate'): Promise<{ id: number; lease: string }> {
  const id = await enqueueJob(platform.db, { kind, payload: kind === 'validate' ? validationPayload(1) : project });
  // Other tests' jobs may still be queued: claim until this one comes (the others are failed out of the way).
  for (;;) {
    const { body } = await client().call('POST', '/api/worker/claim', { worker: 'attachment-test', kinds: [kind], wait_ms: 0 }, WORKER);
    const job = body.job as { id: number; lease_token: string } | null;
    if (!job) throw new Error(`job ${id} was not claimed`);
    if (job.id === id) return { id, lease: job.lease_token };
    await platform.db.query(`UPDATE jobs SET status = 'failed' WHERE id = $1`, [job.id]);
  }
}

function upload(id: number, lease: string, bytes: Buffer, headers: Record<string, string> = {}) {
  const url = `/api/worker/jobs/${id}/attachment?lease_token=${encodeURIComponent(lease)}`;
  return client().call('PUT', url, bytes, { ...WORKER, 'content-type': 'application/octet-stream', ...headers });
}

async function storedChunks(): Promise<number> {
  const [row] = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_attachments');
  return row!.n;
}

async function read(key: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of attachmentChunks(platform.db, key)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe(`a result attachment uploaded by the worker, on ${DATABASE_KIND}`, () => {
  it('is what the waiting call reads once the report came; a retried upload replaces the first', async () => {
    const { id, lease } = await claimed('simulate');
    const first = gzipSync(crypto.randomBytes(1000));
    expect(await upload(id, lease, first)).toMatchObject({ status: 200, body: { status: 'success' } });
    const firstKey = (await findJob(platform.db, id))!.attachment!;
    // Random bytes do not compress: three chunks of storage.
    const waveform = gzipSync(crypto.randomBytes(150_000));
    expect((await upload(id, lease, waveform)).status).toBe(200);
    expect((await read(firstKey)).length).toBe(0);

    const report = { lease_token: lease, kind: 'simulate', result: simulated };
    expect((await client().call('POST', `/api/worker/jobs/${id}/result`, report, WORKER)).status).toBe(200);
    const outcome = await waitForJob(platform.ctx, id, 'simulate', 5000);
    if (outcome?.status !== 'done') throw new Error(`job ${id} not done`);
    expect(outcome.result).toEqual(simulated);
    expect((await read(outcome.attachment!)).equals(waveform)).toBe(true);
  });

  it('is refused under another lease, an expired one, or for a job not running — nothing stored', async () => {
    const bytes = gzipSync('$enddefinitions $end\n');
    const { id, lease } = await claimed('simulate');
    const before = await storedChunks();
    expect(await upload(id, 'not-the-lease', bytes)).toMatchObject({ status: 409, body: { code: 'LEASE_LOST' } });

    await platform.db.query(`UPDATE jobs SET lease_expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect(await upload(id, lease, bytes)).toMatchObject({ status: 409, body: { code: 'LEASE_LOST' } });

    const queued = await enqueueJob(platform.db, { kind: 'simulate', payload: project });
    expect(await upload(queued, lease, bytes)).toMatchObject({ status: 409, body: { code: 'LEASE_LOST' } });
    await platform.db.query(`UPDATE jobs SET status = 'failed' WHERE id = $1`, [queued]);

    const done = await claimed('compile');
    const report = { lease_token: done.lease, kind: 'compile', result: { ...simulated, message: '编译成功' } };
    expect((await client().call('POST', `/api/worker/jobs/${done.id}/result`, report, WORKER)).status).toBe(200);
    expect(await upload(done.id, done.lease, bytes)).toMatchObject({ status: 409, body: { code: 'LEASE_LOST' } });
    expect(await upload(999_999, lease, bytes)).toMatchObject({ status: 409, body: { code: 'LEASE_LOST' } });

    expect(await storedChunks()).toBe(before);
    expect((await findJob(platform.db, id))!.attachment).toBeNull();
  });

  it('is refused for a kind that keeps none, and when it is not gzip', async () => {
    const before = await storedChunks();
    const validation = await claimed('validate');
    expect(attachmentLimit('validate')).toBeNull();
    expect(await upload(validation.id, validation.lease, gzipSync('x'))).toMatchObject({
      status: 409,
      body: { code: 'JOB_KIND_MISMATCH' },
    });
    const { id, lease } = await claimed('simulate');
    expect(await upload(id, lease, Buffer.from('$enddefinitions $end\n'.repeat(10_000)))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: '附件不是 gzip 数据' },
    });
    expect(await upload(id, lease, Buffer.alloc(0))).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    // Only the worker's call: JSON is not an attachment.
    expect((await upload(id, lease, Buffer.from('{}'), { 'content-type': 'application/json' })).status).toBe(415);
    expect(await storedChunks()).toBe(before);
  });

  it('is refused when larger than the kind allows: by its declared length, or as its bytes arrive', { timeout: 60_000 }, async () => {
    const limit = attachmentLimit('simulate')!;
    expect(limit).toBe(ATTACHMENT_MAX_BYTES);
    const before = await storedChunks();
    const { id, lease } = await claimed('simulate');
    const over = Buffer.concat([gzipSync('x'), Buffer.alloc(limit)]);
    expect(await upload(id, lease, over)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await storedChunks()).toBe(before);

    // Sent in pieces with no length declared (chunked): refused once the limit is passed, its chunks deleted.
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const pieces = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(gzipSync('x'));
        for (let sent = 0; sent <= limit; sent += 256 * 1024) controller.enqueue(new Uint8Array(256 * 1024));
        controller.close();
      },
    });
    const res = await fetch(`${serverUrl(platform)}/api/worker/jobs/${id}/attachment?lease_token=${lease}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/octet-stream' },
      body: pieces,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedChunks()).toBe(before);
    expect((await findJob(platform.db, id))!.attachment).toBeNull();
  });
});
