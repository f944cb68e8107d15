/**
 * The offline analyzer on real judgements: wrong solutions of our bank (problems/…/wrong/) and a
 * few typical compile errors are submitted through the API, judged by a real worker in the
 * sandbox, and analysed with no AI key — each must get the explanation of its own mistake.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, type TestPlatform } from '../testing/harness.ts';
import { serverUrl, spawnTestWorker } from '../testing/worker-process.ts';

const TOKEN = 'wrong-corpus-worker-token';
const ROOT = path.resolve(import.meta.dirname, '../../../..');
let platform: TestPlatform;
let worker: ChildProcess;
let admin: Client;

const wrong = (problem: string, file: string) => fs.readFileSync(path.join(ROOT, 'problems', problem, 'wrong', file), 'utf8');

/** Each case: the problem's slug, the code, and the finding the analysis must report. */
const CASES: { name: string; slug: string; code: string; kind: string; mentions?: string }[] = [
  { name: 'an output tied to 0', slug: 'wire', code: wrong('01-basics/wire', 'constant.v'), kind: 'stuck_0' },
  {
    name: 'a combinational edge pulse',
    slug: 'edge-detect-rising',
    code: wrong('02-sequential/edge-detect-rising', 'combinational-output.v'),
    kind: 'not_registered',
  },
  {
    name: 'a register on the falling edge',
    slug: 'dff-sync-reset',
    code: wrong('02-sequential/dff-sync-reset', 'negedge-clock.v'),
    kind: 'wrong_edge',
  },
  {
    name: 'an active-low reset written active-high',
    slug: 'wave-dff-en-reset',
    code: wrong('08-waveforms/wave-dff-en-reset', 'reset-active-high.v'),
    kind: 'reset_polarity',
  },
  {
    name: 'an asynchronous reset where a synchronous one is asked',
    slug: 'counter-4bit',
    code: wrong('02-sequential/counter-4bit', 'async-reset.v'),
    kind: 'async_reset',
  },
  {
    name: 'a synchronous reset where an asynchronous one is asked',
    slug: 'jk-flip-flop',
    code: wrong('02-sequential/jk-flip-flop', 'sync-reset.v'),
    kind: 'sync_reset',
  },
  {
    name: 'outputs in reversed order',
    slug: 'decoder-3to8',
    code: wrong('01-basics/decoder-3to8', 'reversed-order.v'),
    kind: 'reversed_bits',
  },
  {
    name: 'the carry taken from the sum',
    slug: 'adder-4bit',
    code: wrong('01-basics/adder-4bit', 'carry-truncated.v'),
    kind: 'only_output',
  },
  {
    name: 'a product row too narrow',
    slug: 'array-multiplier-4x4',
    code: wrong('04-arithmetic/array-multiplier-4x4', 'rows-too-narrow.v'),
    kind: 'truncated',
  },
  {
    name: 'a blocking assignment in a clocked block',
    slug: 'edge-detect-rising',
    code: wrong('02-sequential/edge-detect-rising', 'blocking-prev.v'),
    kind: 'blocking_in_sequential',
  },
  {
    name: 'an unintended latch',
    slug: 'latch-fix-door-control',
    code: wrong('01-basics/latch-fix-door-control', 'original-latch.v'),
    kind: 'latch',
  },
  {
    name: 'an undeclared name',
    slug: 'wire',
    code: 'module TopModule(input in, output out);\n  assign out = inn;\nendmodule\n',
    kind: 'undeclared',
    mentions: 'inn',
  },
  {
    name: 'a wire assigned in always',
    slug: 'wire',
    code: 'module TopModule(input in, output out);\n  always @(*) out = in;\nendmodule\n',
    kind: 'wire_in_always',
  },
  {
    name: 'a missing semicolon',
    slug: 'wire',
    code: 'module TopModule(input in, output out);\n  wire t = in\n  assign out = t;\nendmodule\n',
    kind: 'missing_semicolon',
  },
  {
    name: 'a missing endmodule',
    slug: 'wire',
    code: 'module TopModule(input in, output out);\n  assign out = in;\n',
    kind: 'missing_endmodule',
  },
  {
    name: 'a port of the wrong name',
    slug: 'wire',
    code: 'module TopModule(input a, output out);\n  assign out = a;\nendmodule\n',
    kind: 'port_mismatch',
  },
];

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  worker = spawnTestWorker(serverUrl(platform), TOKEN, 'corpus-worker');
  admin = new Client(platform);
  expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  worker?.kill('SIGTERM');
  await platform?.close();
});

async function judged(id: number): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const res = await admin.get(`/api/submission/${id}`);
    if (res.body.status === 'success' || res.body.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`submission ${id} was not judged in time`);
}

describe(`the offline analyzer on real judgements (${DATABASE_KIND})`, () => {
  it('explains each mistake by its own pattern, labelled 规则分析', async () => {
    const list = (await admin.get('/api/problem/all')).body as unknown as { id: number; slug: string }[];
    const idOf = new Map(list.map((p) => [p.slug, p.id]));
    const submitted = [];
    for (const c of CASES) {
      const res = await admin.post(`/api/problem/${idOf.get(c.slug)}/submit`, { code: c.code });
      expect(res.status, c.name).toBe(200);
      submitted.push({ ...c, id: (res.body as { submission_id: number }).submission_id });
    }
    const failures: string[] = [];
    for (const c of submitted) {
      await judged(c.id);
      const res = await admin.get(`/api/ai/analyze/${c.id}`);
      expect(res.status, c.name).toBe(200);
      expect(res.body).toMatchObject({ source: 'rules', notice: null });
      const analysis = res.body.analysis as string;
      expect(analysis, c.name).toContain('规则分析');
      const kinds = res.body.patterns as string[];
      if (!kinds.includes(c.kind)) failures.push(`${c.name}: expected ${c.kind}, got [${kinds.join(', ')}]\n${analysis}`);
      if (c.mentions && !analysis.includes(c.mentions)) failures.push(`${c.name}: does not name ${c.mentions}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
