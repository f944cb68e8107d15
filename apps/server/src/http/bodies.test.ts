/**
 * Request bodies on every call of the call table, over a real socket: the largest body of each
 * content type a client may send (JSON at the call's limit and one byte over, a zip at the pack
 * limit, text/plain) gets a 4xx — never a 500 — while a concurrent health check stays fast.
 * Before this, any POST parsed a 20 MiB binary body and a 19 MiB login stalled the server 11 s.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API,
  bodyEncodingOf,
  BODY_MEDIA_TYPES,
  IDE_ZIP_BYTES,
  PACK_ZIP_BYTES,
  pathOf,
  type ApiCall,
  type ApiName,
} from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAsWorker, DATABASE_KIND, sessionCookieFor, startTestPlatform, type TestPlatform } from '../testing/harness.ts';

const TOKEN = 'bodies-test-worker-token';
let platform: TestPlatform;
let base: URL;
let adminCookie: string;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  base = new URL(`http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`);
  adminCookie = await sessionCookieFor(platform);
  // The admin is made a teacher too, so the teacher calls (access 'teacher') reach their body and their handler.
  await platform.db.query('UPDATE users SET is_teacher = true WHERE is_admin');
  // A worker heard from, so the readiness probe's own answer is 200, not its 503 NOT_READY.
  await claimAsWorker(platform, TOKEN, 'bodies-test');
});
afterAll(async () => {
  await platform?.close();
});

interface Answer {
  status: number;
  body: { code?: string; message?: string };
  ms: number;
}

/**
 * One request over its own connection. A server may answer before the body is sent (a 415 or
 * 401 reads nothing); the rest of the upload then fails to write, which is not the answer.
 */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(`/api${path}`, base),
      { method, agent: false, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            parsed = { message: text };
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
          request.destroy();
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    request.end(body);
  });
}

const health = () => send('GET', pathOf('health'), {});

/** A JSON object of exactly `bytes` bytes: one unknown field padded with ASCII. */
function jsonOf(bytes: number): Buffer {
  const shell = '{"pad":""}';
  return Buffer.from(`{"pad":"${'x'.repeat(bytes - shell.length)}"}`);
}

/** A zip-typed body of `bytes` bytes (not a real archive: the limit is what is under test). */
const zipOf = (bytes: number) => Buffer.alloc(bytes, 0x50);

const calls = Object.entries(API) as [ApiName, ApiCall][];
const withBody = calls.filter(([, call]) => call.method !== 'GET');
const pathFor = (name: ApiName) => pathOf(name, { id: 1, name: 'a.v', orderNumber: 'VD0000000000000000000A' });

/** Runs `load` while timing health checks sent beside it; returns the load's answer and the slowest check. */
async function underLoad<T>(load: Promise<T>): Promise<{ answer: T; slowest: number }> {
  let done = false;
  let slowest = 0;
  const probe = (async () => {
    do {
      const check = await health();
      expect(check.status).toBe(200);
      slowest = Math.max(slowest, check.ms);
    } while (!done);
  })();
  const answer = await load.finally(() => {
    done = true;
  });
  await probe;
  return { answer, slowest };
}

describe(`request bodies on every call (${DATABASE_KIND})`, () => {
  let baseline = 0;
  const slowestUnderLoad: number[] = [];

  it('measures an unloaded health check', async () => {
    await health();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) times.push((await health()).ms);
    baseline = Math.max(...times);
    expect(baseline).toBeGreaterThan(0);
  });

  it('declares a body encoding with a limit for every call, binary only for the pack and IDE project imports and the worker`s attachment, a form only for Alipay', () => {
    const special: Partial<Record<string, string>> = {
      importPack: 'zip',
      ideImportZip: 'zip',
      alipayNotify: 'form',
      workerAttachment: 'stream',
    };
    for (const [name, call] of calls) {
      const encoding = bodyEncodingOf(call);
      expect(encoding.maxBytes, name).toBeGreaterThan(0);
      const expected = special[name] ?? 'json';
      expect(encoding.type, name).toBe(expected);
    }
    // The largest legitimate code body (64 Ki characters, every one JSON-escaped) fits where code is sent.
    const code = JSON.stringify({ code: '\u4e2d'.repeat(65_536) }).replaceAll('\u4e2d', '\\u4e2d');
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(bodyEncodingOf(API.submit).maxBytes);
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(bodyEncodingOf(API.saveDraft).maxBytes);
  });

  it('refuses text/plain and zip bodies with 415 on every JSON call, before reading them', { timeout: 120_000 }, async () => {
    const authorised = { cookie: adminCookie, authorization: `Bearer ${TOKEN}` };
    for (const [name, call] of withBody.filter(([, c]) => bodyEncodingOf(c).type === 'json')) {
      for (const [type, body] of [
        ['text/plain; charset=utf-8', Buffer.from('x'.repeat(bodyEncodingOf(call).maxBytes))],
        ['application/zip', zipOf(PACK_ZIP_BYTES)],
        ['application/octet-stream', zipOf(PACK_ZIP_BYTES)],
      ] as const) {
        const { answer, slowest } = await underLoad(send(call.method, pathFor(name), { ...authorised, 'content-type': type }, body));
        expect(answer.status, `${name} ${type}`).toBe(415);
        expect(answer.body, `${name} ${type}`).toMatchObject({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: '请求内容类型必须是 application/json',
        });
        slowestUnderLoad.push(slowest);
      }
    }
  });

  it('refuses a body without a content type, and names only the first unknown fields of a body full of them', async () => {
    const bare = await send('POST', pathFor('login'), {}, Buffer.from('{"username":"a","password":"b"}'));
    expect(bare).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const keys = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, 1]));
    const unknown = await send(
      'POST',
      pathFor('forgotPassword'),
      { 'content-type': 'application/json' },
      Buffer.from(JSON.stringify({ email: 'a@b.cn', ...keys })),
    );
    expect(unknown.body).toMatchObject({
      code: 'UNKNOWN_FIELD',
      message: '请求包含未知字段：k0、k1、k2、k3、k4、k5、k6、k7、k8、k9 等 1000 个',
    });
  });

  it('takes JSON up to each call’s limit and answers 413 one byte over', { timeout: 120_000 }, async () => {
    // Logout takes no body and ends the session it is sent with, so it goes without the admin cookie.
    for (const [name, call] of withBody.filter(([, c]) => bodyEncodingOf(c).type === 'json')) {
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${TOKEN}`,
        ...(name === 'logout' ? {} : { cookie: adminCookie }),
      };
      const limit = bodyEncodingOf(call).maxBytes;
      const atLimit = await underLoad(send(call.method, pathFor(name), headers, jsonOf(limit)));
      // The whole body was read and checked against the call's schema; bodiless calls ran their
      // handler (logout succeeds, the delete finds no file a.v, there is no template a.v, no order 1
      // to cancel and no demo order to confirm, no failed job 1 to requeue, no class or assignment 1;
      // user 1 is the admin sending it, who may not delete themselves).
      const notFound = [
        'ideDeleteFile',
        'ideLoadTemplate',
        'vipCancel',
        'demoPaymentConfirm',
        'adminRequeueJob',
        'teacherDeleteClass',
        'teacherRenewJoinCode',
        'teacherDeleteAssignment',
        'leaveClass',
      ];
      const refused = ['adminDeleteUser'];
      if (call.body) {
        expect(atLimit.answer.status, name).toBe(400);
        expect(['UNKNOWN_FIELD', 'VALIDATION_FAILED'], name).toContain(atLimit.answer.body.code);
      } else expect(atLimit.answer.status, name).toBe(notFound.includes(name) ? 404 : refused.includes(name) ? 400 : 200);
      const over = await underLoad(send(call.method, pathFor(name), headers, jsonOf(limit + 1)));
      expect(over.answer.status, name).toBe(413);
      expect(over.answer.body.code, name).toBe('PAYLOAD_TOO_LARGE');
      expect(over.answer.body.message, name).toMatch(/^请求内容过大：此接口最多接受 \d+ (KiB|MiB)$/);
      slowestUnderLoad.push(atLimit.slowest, over.slowest);
    }
  });

  it('takes a zip only on the pack import, only from an admin, and only up to the pack limit', { timeout: 120_000 }, async () => {
    const path = pathFor('importPack');
    const zip = { 'content-type': 'application/zip' };
    // Strangers and learners are refused before 20 MiB are read.
    const stranger = await underLoad(send('POST', path, zip, zipOf(PACK_ZIP_BYTES)));
    expect(stranger.answer).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
    const atLimit = await underLoad(send('POST', path, { ...zip, cookie: adminCookie }, zipOf(PACK_ZIP_BYTES)));
    expect(atLimit.answer.status).toBe(400);
    expect(atLimit.answer.body.message).toMatch(/^不是有效的 zip 文件/);
    const over = await underLoad(send('POST', path, { ...zip, cookie: adminCookie }, zipOf(PACK_ZIP_BYTES + 1)));
    expect(over.answer).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: '请求内容过大：此接口最多接受 20 MiB' } });
    for (const type of ['application/json', 'text/plain']) {
      const wrong = await underLoad(send('POST', path, { 'content-type': type, cookie: adminCookie }, Buffer.from('{}')));
      expect(wrong.answer.status, type).toBe(415);
      expect(wrong.answer.body.message).toBe(`请求内容类型必须是 ${BODY_MEDIA_TYPES.zip.join(' 或 ')}`);
      slowestUnderLoad.push(wrong.slowest);
    }
    slowestUnderLoad.push(stranger.slowest, atLimit.slowest, over.slowest);
  });

  it('takes the IDE project zip from a logged-in user up to its limit', { timeout: 60_000 }, async () => {
    const path = pathFor('ideImportZip');
    const zip = { 'content-type': 'application/zip' };
    const stranger = await underLoad(send('POST', path, zip, zipOf(IDE_ZIP_BYTES)));
    expect(stranger.answer).toMatchObject({ status: 401, body: { code: 'NOT_LOGGED_IN' } });
    const atLimit = await underLoad(send('POST', path, { ...zip, cookie: adminCookie }, zipOf(IDE_ZIP_BYTES)));
    expect(atLimit.answer).toMatchObject({ status: 400, body: { code: 'BAD_ARCHIVE' } });
    expect(atLimit.answer.body.message).toMatch(/^不是有效的 zip 文件/);
    const over = await underLoad(send('POST', path, { ...zip, cookie: adminCookie }, zipOf(IDE_ZIP_BYTES + 1)));
    expect(over.answer).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: '请求内容过大：此接口最多接受 12 MiB' } });
    slowestUnderLoad.push(stranger.slowest, atLimit.slowest, over.slowest);
  });

  it('refuses worker calls without the token before reading their body', { timeout: 60_000 }, async () => {
    for (const [name, call] of withBody.filter(([, c]) => c.access === 'worker')) {
      const body = jsonOf(bodyEncodingOf(call).maxBytes + 1);
      const { answer } = await underLoad(send(call.method, pathFor(name), { 'content-type': 'application/json' }, body));
      expect(answer.body.code, name).toBe('WORKER_UNAUTHORIZED');
    }
  });

  it('ignores bodies sent with GET calls (never parsed) and answers without a 500', { timeout: 60_000 }, async () => {
    for (const [name, call] of calls.filter(([, c]) => c.method === 'GET')) {
      for (const [type, body] of [
        ['application/json', jsonOf(bodyEncodingOf(call).maxBytes)],
        ['text/plain', Buffer.from('x'.repeat(1024))],
        // A download answers hundreds of KiB while this Node client still writes the upload, and the client
        // stops reading until its write ends (curl gets the whole zip at once): a smaller body shows the same.
        ['application/zip', zipOf(call.responseEncoding?.type === 'file' ? 64 * 1024 : PACK_ZIP_BYTES)],
      ] as const) {
        const { answer, slowest } = await underLoad(send('GET', pathFor(name), { 'content-type': type, cookie: adminCookie }, body));
        expect(answer.status, `${name} ${type}`).toBeLessThan(500);
        slowestUnderLoad.push(slowest);
      }
    }
  });

  it('stays responsive while twenty 19 MiB bodies arrive at once', { timeout: 60_000 }, async () => {
    const rssBefore = process.memoryUsage().rss;
    const body = zipOf(19 * 1024 * 1024);
    const { answer, slowest } = await underLoad(
      Promise.all(Array.from({ length: 20 }, () => send('POST', pathFor('login'), { 'content-type': 'application/octet-stream' }, body))),
    );
    expect(answer.map((a) => a.status)).toEqual(Array(20).fill(415));
    slowestUnderLoad.push(slowest);
    const grownMiB = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    // The twenty bodies themselves are 380 MiB of test data in this process; parsing them was ~3 GB.
    expect(grownMiB).toBeLessThan(1024);
  });

  it('kept every concurrent health check fast', () => {
    const slowest = Math.max(...slowestUnderLoad);
    console.log(
      `health check: unloaded max ${baseline.toFixed(1)} ms, under load max ${slowest.toFixed(1)} ms over ${slowestUnderLoad.length} loads`,
    );
    expect(slowestUnderLoad.length).toBeGreaterThan(50);
    expect(slowest).toBeLessThan(baseline + 1000);
  });
});
