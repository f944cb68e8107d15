/**
 * Attacker suite, stored XSS on the server's side: text one person writes and others see — a
 * problem's title, tags and statement from an admin's imported pack, VIP package texts from the
 * admin's configuration — holding script, event-handler and javascript: payloads is stored and
 * answered verbatim, as JSON data (application/json, nosniff): never turned into HTML, never
 * "escaped" into something the page would then show wrongly. A user name, an e-mail and an IDE
 * file name cannot hold markup at all (their rules refuse it). Making it inert is the page's
 * work: apps/web/src/pages/untrusted-text.test.tsx.
 *
 * The rest of the attacker suite: see the header of idor.test.ts.
 */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_WIRE_RESULT, Client, DATABASE_KIND, startTestPlatform, type Reply, type TestPlatform } from '../../testing/harness.ts';

const TOKEN = 'stored-text-test-worker-token';
const XSS = `<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">点我</a>`;
/** The same for the short fields (a tag holds 30 characters, a package name 40). */
const SHORT = '<img src=x onerror=alert(1)>';
let platform: TestPlatform;
let admin: Client;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  admin = new Client(platform);
  expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
});
afterAll(async () => {
  await platform?.close();
});

/** An answer of data: JSON that the browser must not sniff into HTML. */
function asData(reply: Reply, what: string) {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(200);
  expect(reply.headers['content-type'], what).toMatch(/^application\/json/);
  expect(reply.headers['x-content-type-options'], what).toBe('nosniff');
  return reply.body;
}

/**
 * Imports `zip` while standing in for the worker: each validation job the import queues is
 * claimed and reported accepted (the reference's real run is packs/packs.test.ts's business).
 */
async function importWithHandValidation(zip: Uint8Array): Promise<Reply> {
  let done = false;
  const upload = admin
    .call('POST', '/api/admin/problems/import?name=xss-pack', Buffer.from(zip), { 'content-type': 'application/zip' })
    .finally(() => (done = true));
  const worker = (url: string, body: unknown) =>
    new Client(platform).call('POST', url, body, { authorization: `Bearer ${TOKEN}`, origin: '' });
  while (!done) {
    const job = (await worker('/api/worker/claim', { worker: 'hand', kinds: ['validate'], wait_ms: 0 })).body.job as {
      id: number;
      lease_token: string;
    } | null;
    if (!job) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    const result = { ...ACCEPTED_WIRE_RESULT, output_mismatches: { y: 0 }, samples: 20, log: 'Mismatches: 0 in 20 samples' };
    await worker(`/api/worker/jobs/${job.id}/result`, { lease_token: job.lease_token, kind: 'validate', result });
  }
  return upload;
}

describe(`text others see, stored and answered verbatim as data (${DATABASE_KIND})`, () => {
  it('answers an imported problem’s title, tags and statement as they were written', async () => {
    const statement = `# 标题\n\n${XSS}\n\n[链接](javascript:alert(4))\n`;
    const meta = {
      slug: 'xss-pack',
      position: 10,
      title: SHORT,
      difficulty: '简单',
      tags: [SHORT],
      interface: { top: 'TopModule', inputs: [{ name: 'a', width: 2 }], outputs: [{ name: 'y', width: 2 }] },
      stimulus: { random: 20 },
    };
    const zip = zipSync({
      'xss-pack/problem.json': strToU8(JSON.stringify(meta)),
      'xss-pack/statement.md': strToU8(statement),
      'xss-pack/template.v': strToU8('module TopModule(input [1:0] a, output [1:0] y);\nendmodule\n'),
      'xss-pack/reference.v': strToU8('module TopModule(input [1:0] a, output [1:0] y);\n  assign y = ~a;\nendmodule\n'),
    });
    const imported = await importWithHandValidation(zip);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const visitor = new Client(platform, '10.34.0.1');
    const list = asData(await visitor.get('/api/problem/all'), 'problem list') as unknown as {
      id: number;
      slug: string;
      title: string;
      tags: string[];
    }[];
    const listed = list.find((p) => p.slug === 'xss-pack')!;
    expect({ title: listed.title, tags: listed.tags }).toEqual({ title: SHORT, tags: [SHORT] });
    // The new problem lies beyond the free ones: a member (here the admin) reads it.
    const detail = asData(await admin.get(`/api/problem/${listed.id}`), 'problem detail');
    expect({ title: detail.title, tags: detail.tags, document: detail.document }).toEqual({
      title: SHORT,
      tags: [SHORT],
      document: statement,
    });
  });

  it('answers VIP package texts as the admin configured them, to every visitor', async () => {
    const packages = { vip_7days: { name: SHORT, price: 9.9, days: 7, description: XSS, features: [SHORT], recommended: true } };
    expect((await admin.call('PUT', '/api/admin/config', { vip_packages: packages })).status).toBe(200);
    const answer = asData(await new Client(platform, '10.34.0.2').get('/api/payment/vip/packages'), 'packages') as {
      data?: { name: string; description: string; features: string[] }[];
    };
    expect(answer.data).toEqual([expect.objectContaining({ name: SHORT, description: XSS, features: [SHORT] })]);
  });

  it('refuses markup in a user name, an e-mail and an IDE file name: nothing is stored', async () => {
    const learner = new Client(platform, '10.34.0.3');
    const users = async () => (await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
    const before = await users();
    const byName = await learner.post('/api/user/register', { username: SHORT, password: 'secret1' });
    expect({ status: byName.status, code: byName.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    // An e-mail address may quote almost anything before its @; the rule takes none of it.
    const email = `"${SHORT}"@example.com`;
    const byEmail = await learner.post('/api/user/register', { username: 'stored_text_1', password: 'secret1', email });
    expect({ status: byEmail.status, code: byEmail.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await users()).toBe(before);
    expect((await learner.post('/api/user/register', { username: 'stored_text_1', password: 'secret1' })).status).toBe(200);
    const file = await learner.post('/api/online/files', { path: `${SHORT}.v`, type: 'file', content: 'module m;\nendmodule\n' });
    expect(file.status, JSON.stringify(file.body)).toBe(400);
    expect((await platform.db.query(`SELECT path FROM ide_files WHERE path LIKE '%<%'`)).length).toBe(0);
  });
});
