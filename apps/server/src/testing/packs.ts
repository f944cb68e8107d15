/**
 * Problem packs in tests: an admin session per platform, a pack uploaded through the import call,
 * the export downloaded and unzipped, and the files of a small problem (two-bit inverter) to build
 * packs from; and the two platforms both pack test files use. Shared by packs.test.ts and
 * packs-bank.test.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { strToU8, unzipSync, type Zippable } from 'fflate';
import { expect } from 'vitest';
import { Client, startTestPlatform, type TestPlatform } from './harness.ts';
import { serverUrl, spawnTestWorker } from './worker-process.ts';

/**
 * A platform on the bank (to export it, or to clash with) and an empty one listening with a real
 * worker (`workerName`) that validates what is imported into it; `close` stops all three.
 */
export async function startPackPlatforms(token: string, workerName: string) {
  const bank = await startTestPlatform({ WORKER_TOKEN: token });
  const empty = await startTestPlatform({ WORKER_TOKEN: token, PROBLEMS_DIR: '/nonexistent' });
  await empty.app.listen({ port: 0, host: '127.0.0.1' });
  const worker: ChildProcess = spawnTestWorker(serverUrl(empty), token, workerName);
  return {
    bank,
    empty,
    async close() {
      if (worker.exitCode === null) worker.kill('SIGKILL');
      await bank.close();
      await empty.close();
    },
  };
}

/** One admin session per platform: logins are rate limited per account. */
const adminSessions = new Map<TestPlatform, Client>();
export async function admin(platform: TestPlatform) {
  const known = adminSessions.get(platform);
  if (known) return known;
  const client = new Client(platform);
  const res = await client.post('/api/user/login', { username: 'admin', password: 'admin-password' });
  expect(res.status).toBe(200);
  adminSessions.set(platform, client);
  return client;
}

export async function upload(platform: TestPlatform, zip: Uint8Array, name = 'test-pack') {
  const client = await admin(platform);
  return client.call('POST', `/api/admin/problems/import?name=${name}`, Buffer.from(zip), { 'content-type': 'application/zip' });
}

export async function download(platform: TestPlatform): Promise<Record<string, Uint8Array>> {
  const client = await admin(platform);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await platform.app.inject({ method: 'GET', url: '/api/admin/problems/export', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return unzipSync(new Uint8Array(res.rawPayload));
}

const IFACE = { top: 'TopModule', inputs: [{ name: 'a', width: 2 }], outputs: [{ name: 'y', width: 2 }] };
export function problemFiles(slug: string, reference: string, extra: Record<string, string | Uint8Array> = {}): Zippable {
  const meta = {
    slug,
    position: 10,
    title: `题目 ${slug}`,
    difficulty: '简单',
    tags: ['导入'],
    interface: IFACE,
    stimulus: { random: 20 },
  };
  const files: Zippable = {
    [`${slug}/problem.json`]: strToU8(JSON.stringify(meta)),
    [`${slug}/statement.md`]: strToU8(`# 题目 ${slug}\n把输入取反。`),
    [`${slug}/template.v`]: strToU8('module TopModule(input [1:0] a, output [1:0] y);\nendmodule\n'),
    [`${slug}/reference.v`]: strToU8(reference),
  };
  for (const [name, content] of Object.entries(extra)) files[`${slug}/${name}`] = typeof content === 'string' ? strToU8(content) : content;
  return files;
}
export const GOOD = 'module TopModule(input [1:0] a, output [1:0] y);\n  assign y = ~a;\nendmodule\n';

/** How many validation runs the platform has queued so far (each proves one reference in the sandbox). */
export async function validationsQueued(platform: TestPlatform): Promise<number> {
  const [row] = await platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'validate'`);
  return row!.n;
}
