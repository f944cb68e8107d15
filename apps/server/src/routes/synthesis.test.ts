/**
 * The synthesis calls (issue 32) through the real app, the real queue and a real worker process
 * running Yosys in the jail: the IDE's 综合 finds a latch on its line and returns the netlist with
 * the learner's file names, refuses what a judgement refuses; a judged submission's report comes
 * beside its reference's figures — never its code — is kept once made, waits for the verdict, and
 * is nobody else's to read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';
import { startPlatformWithWorker, type PlatformWithWorker } from '../testing/worker-process.ts';

const TOKEN = 'synthesis-token-0123456789';
let started: PlatformWithWorker | undefined;
let platform: TestPlatform;

beforeAll(async () => {
  started = await startPlatformWithWorker(TOKEN, 'synthesis-worker');
  platform = started.platform;
});
afterAll(async () => {
  await started?.close();
});

/**
 * Why 90 s: the first call waits for the worker process to start, and its self-test judges, lints,
 * converts and synthesises before it claims anything — tens of seconds on a loaded 2-core machine.
 */
const WORKER_START_MS = 90_000;

/** A VIP learner: every problem of the bank is open to them. */
async function learner() {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: uniqueName('synth'), password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = (res.body.user as { id: number }).id;
  await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '30 days' WHERE id = $1`, [id]);
  return client;
}

interface Finding {
  file: string;
  line: number;
  signal: string;
  text: string;
}
interface Report {
  status: string;
  message: string;
  cells: number;
  flip_flops: number;
  latches: number;
  latch_warnings: Finding[];
  diagnostics: { file: string; line: number; text: string }[];
}

function ok(res: Reply) {
  expect(res.status, `${JSON.stringify(res.body).slice(0, 2000)}\nworker:\n${started!.workerTail()}`).toBe(200);
  return res.body as { report: Report; netlist: string | null; files?: string[]; reference?: unknown; comparison?: string };
}

const LATCHY =
  'module latchy(input a, input sel, output reg y);\n  // y holds its value when sel is 0\n  always @(*) begin\n    if (sel) y = a;\n  end\nendmodule\n';
const TB =
  'module test_bench;\n  reg a = 0, sel = 0;\n  wire y;\n  latchy dut(.a(a), .sel(sel), .y(y));\n  initial #5 $finish;\nendmodule\n';
/** The bank's counter-4bit, written otherwise than its reference (whose code must never come back). */
const COUNTER =
  "module TopModule(input clk, input reset, input en, output reg [3:0] q);\n  always @(posedge clk) q <= reset ? 4'd0 : en ? q + 4'd1 : q;\nendmodule\n";

describe(`synthesis calls on ${DATABASE_KIND}`, () => {
  it(
    "synthesises an IDE project's design: a latch on its line, the netlist with the learner's file names",
    async () => {
      const client = await learner();
      expect((await client.post('/api/online/files', { path: 'rtl/latchy.v', type: 'file', content: LATCHY })).status).toBe(200);
      expect((await client.post('/api/online/files', { path: 'tb.v', type: 'file', content: TB })).status).toBe(200);
      const body = ok(await client.post('/api/online/synth', { top_module: 'latchy' }));
      expect(body.files).toEqual(['rtl/latchy.v']);
      expect(body.report).toMatchObject({ status: 'success', latches: 1, flip_flops: 0 });
      expect(body.report.latch_warnings).toEqual([expect.objectContaining({ file: 'rtl/latchy.v', line: 3, signal: 'y' })]);
      expect(body.report.message).toBe('综合完成：1 个单元、0 个触发器、1 个锁存器；注意：1 处推断出锁存器');
      const netlist = JSON.parse(body.netlist!) as { modules: Record<string, unknown> };
      expect(Object.keys(netlist.modules)).toEqual(['latchy']);
      expect(body.netlist).toContain('rtl/latchy.v:');
      expect(body.netlist).not.toContain('/job/');

      // The testbench as top: refused under the judging policy ($finish), as a judgement would — a report, not an error.
      const tb = ok(await client.post('/api/online/synth', { top_module: 'test_bench' }));
      expect(tb.report.status).toBe('refused');
      expect(tb.report.diagnostics[0]).toMatchObject({ file: 'tb.v', line: 5 });
      expect(tb.netlist).toBeNull();
      const missing = await client.post('/api/online/synth', { top_module: 'nowhere' });
      expect({ status: missing.status, code: missing.body.code }).toEqual({ status: 400, code: 'TOP_MODULE_NOT_FOUND' });
    },
    WORKER_START_MS,
  );

  it("reports a judged submission beside its reference's figures, keeps it, and never shows the reference's code", async () => {
    const client = await learner();
    const [problem] = await platform.db.query<{ id: number; reference: string }>(
      `SELECT p.id, r.judge_spec->>'reference' AS reference FROM problems p JOIN problem_revisions r ON r.id = p.current_revision_id WHERE p.slug = 'counter-4bit'`,
    );
    const submitted = await client.post(`/api/problem/${problem!.id}/submit`, { code: COUNTER });
    const id = (submitted.body as { submission_id: number }).submission_id;
    let verdict = '';
    for (let k = 0; k < 120 && verdict === ''; k++) {
      const state = (await client.get(`/api/submission/${id}`)).body as { status: string };
      if (state.status === 'success' || state.status === 'failed') verdict = state.status;
      else await new Promise((r) => setTimeout(r, 250));
    }
    expect(verdict).toBe('success');
    // Before its verdict, there is nothing to report (the state put back for a moment).
    await platform.db.query(`UPDATE submissions SET status = 'running' WHERE id = $1`, [id]);
    const early = await client.get(`/api/submission/${id}/synthesis`);
    expect({ status: early.status, code: early.body.code }).toEqual({ status: 409, code: 'SUBMISSION_NOT_JUDGED' });
    await platform.db.query(`UPDATE submissions SET status = 'success' WHERE id = $1`, [id]);

    const body = ok(await client.get(`/api/submission/${id}/synthesis`));
    expect(body.report).toMatchObject({ status: 'success', flip_flops: 4, latches: 0 });
    expect(body.reference).toMatchObject({ flip_flops: 4, latches: 0 });
    expect(body.comparison).toMatch(/^你的设计：\d+ 个单元、4 个触发器；参考设计：\d+ 个单元、4 个触发器$/);
    const answer = JSON.stringify(body);
    for (const line of problem!.reference.split('\n').filter((l) => l.trim().length > 12)) expect(answer).not.toContain(line.trim());
    expect(body.netlist).toContain('main.v:');

    // Kept: a second read queues no job.
    const jobs = async () => (await platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'synth'`))[0]!.n;
    const before = await jobs();
    expect(ok(await client.get(`/api/submission/${id}/synthesis`)).comparison).toBe(body.comparison);
    expect(await jobs()).toBe(before);

    // Nobody else's.
    const other = await learner();
    const theirs = await other.get(`/api/submission/${id}/synthesis`);
    expect({ status: theirs.status, code: theirs.body.code }).toEqual({ status: 404, code: 'SUBMISSION_NOT_FOUND' });
  });
});
