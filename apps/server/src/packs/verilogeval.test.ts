/**
 * Importing the VerilogEval layouts with a real worker validating in the sandbox, using the
 * fixtures we wrote in tests/fixtures/verilogeval: through the API and through
 * `npm run problems:import`, per-problem outcomes with plain reasons (a testbench that needs a
 * newer Icarus, a reference that does not compile, missing files, wrong module names, bad JSONL
 * lines, text that is not UTF-8, a testbench that never ends), idempotent re-imports, and then
 * learners' submissions judged by the imported testbenches under the anti-cheat rules.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';
import { serverUrl, spawnTestWorker } from '../testing/worker-process.ts';

const TOKEN = 'verilogeval-test-token-0123456789';
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/verilogeval');
let platform: TestPlatform;
let worker: ChildProcess;
let workerOutput = '';
let admin: Client;

function filesOf(root: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else files[name] = fs.readFileSync(path.join(root, name));
    }
  };
  walk('');
  return files;
}

interface Line {
  folder: string;
  slug: string | null;
  outcome: string;
  reason?: string;
}

async function upload(files: Zippable, name: string) {
  const res = await admin.call('POST', `/api/admin/problems/import?name=${name}`, Buffer.from(zipSync(files)), {
    'content-type': 'application/zip',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as { results: Line[]; summary: Record<string, number> };
}

const IMPORTED = [
  've1-fixture-gray3',
  've1-fixture-mux2-byte',
  've2-prob001-parity-nibble',
  've2-prob002-count-mod6',
  've2cc-prob001-parity-nibble',
];

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN, PROBLEMS_DIR: '/nonexistent' });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  worker = spawnTestWorker(serverUrl(platform), TOKEN, 'verilogeval-validator', (text) => (workerOutput += text));
  admin = new Client(platform);
  expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  // Imported chapters come after the bank's: open them all to normal learners for these tests.
  await platform.db.query(`UPDATE system_config SET value = '100'::jsonb WHERE key = 'problem_limit'`);
});
afterAll(async () => {
  if (worker && worker.exitCode === null) {
    worker.kill('SIGKILL');
    await new Promise((r) => worker.once('exit', r));
  }
  await platform?.close();
});

describe(`VerilogEval import on ${DATABASE_KIND}`, () => {
  it('imports the v2 folders and v1 JSONL through the API, one line per problem, and a re-import changes nothing', async () => {
    const first = await upload(filesOf(FIXTURES), 'verilogeval');
    const bySlugOrFolder = new Map(first.results.map((r) => [r.slug ?? r.folder, r]));
    for (const slug of IMPORTED) expect(bySlugOrFolder.get(slug), `${slug}\n${workerOutput}`).toMatchObject({ outcome: 'imported' });
    expect(bySlugOrFolder.get('ve2-prob003-guarded-and')).toMatchObject({
      outcome: 'rejected',
      reason: expect.stringMatching(
        /^测试平台需要比 Debian 自带的 Icarus Verilog 11 更新的版本才能编译.*第一个编译错误：testbench\.sv:\d+: syntax error$/,
      ),
    });
    expect(bySlugOrFolder.get('ve2-prob004-broken-reference')).toMatchObject({
      outcome: 'rejected',
      reason: expect.stringMatching(/^参考答案未通过验证（compile_error）：参考答案无法编译：reference\.v:\d+: syntax error/),
    });
    expect(bySlugOrFolder.get('ve2-prob005-missing-test')?.reason).toBe('缺少 Prob005_missing_test_test.sv（测试平台）');
    expect(bySlugOrFolder.get('ve2cc-prob006-misnamed-modules')?.reason).toContain('测试平台没有实例化 RefModule、TopModule');
    expect(bySlugOrFolder.get('data/VerilogEval_Fixture.jsonl:3')?.reason).toMatch(/^第 3 行：JSON 无法解析/);
    expect(bySlugOrFolder.get('ve1-fixture-no-test')?.reason).toBe('第 4 行：缺少字段 test');
    expect(first.summary).toEqual({ imported: 5, updated: 0, unchanged: 0, rejected: 6 });

    const stored = await platform.db.query<{ slug: string; title: string; tags: string[]; chapter: string; samples: number }>(
      `SELECT p.slug, p.title, p.tags, c.title AS chapter, (r.judge_spec -> 'testbench' ->> 'samples')::int AS samples
         FROM problems p JOIN chapters c ON c.id = p.chapter_id JOIN problem_revisions r ON r.id = p.current_revision_id
        WHERE p.source = 'pack:verilogeval' ORDER BY p.slug`,
    );
    expect(stored.map((r) => r.slug)).toEqual(IMPORTED);
    expect(stored.find((r) => r.slug === 've2-prob001-parity-nibble')).toMatchObject({
      title: 'parity_nibble（VerilogEval 规格转 RTL 001）',
      tags: ['VerilogEval', '组合逻辑'],
      chapter: 'VerilogEval（导入）：规格转 RTL',
      samples: 132,
    });

    const second = await upload(filesOf(FIXTURES), 'verilogeval');
    expect(second.summary).toEqual({ imported: 0, updated: 0, unchanged: 5, rejected: 6 });
    const revisions = await platform.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM problem_revisions r JOIN problems p ON p.id = r.problem_id WHERE p.source = 'pack:verilogeval'`,
    );
    expect(revisions[0]!.n).toBe(5);

    const intruder = await upload(filesOf(FIXTURES), 'intruder');
    for (const slug of IMPORTED)
      expect(intruder.results.find((r) => r.slug === slug)).toMatchObject({
        outcome: 'rejected',
        reason: expect.stringContaining('已被其他来源'),
      });
  }, 120_000);

  it('refuses a testbench that never ends and text that is not UTF-8, writing nothing for them', async () => {
    const files = filesOf(path.join(FIXTURES, 'dataset_spec-to-rtl'));
    const pack: Zippable = {};
    for (const [name, data] of Object.entries(files))
      if (name.startsWith('Prob002_')) pack[`dataset_spec-to-rtl/${name.replace('Prob002_count_mod6', 'Prob010_endless')}`] = data;
    const endless = Buffer.from(pack['dataset_spec-to-rtl/Prob010_endless_test.sv'] as Uint8Array)
      .toString('utf8')
      .replace('#1 $finish;', 'forever @(posedge clk);')
      .replace(/initial begin\n\s+#1000000 \$display\("TIMEOUT"\);\n\s+\$finish\(\);\n\s+end/, '');
    pack['dataset_spec-to-rtl/Prob010_endless_test.sv'] = strToU8(endless);
    for (const [name, data] of Object.entries(files))
      if (name.startsWith('Prob001_')) pack[`dataset_spec-to-rtl/${name.replace('Prob001_parity_nibble', 'Prob011_latin1')}`] = data;
    pack['dataset_spec-to-rtl/Prob011_latin1_prompt.txt'] = new Uint8Array([0x50, 0x61, 0x72, 0x69, 0x74, 0xe9, 0x0a]);

    const res = await upload(pack, 'bad-verilogeval');
    expect(res.results).toEqual([
      expect.objectContaining({
        slug: 've2-prob010-endless',
        outcome: 'rejected',
        // Endless: its VCD is cut at the file-size limit, and the run goes on until the jail's clock ends it.
        reason: '参考答案未通过验证（time_limit）：测试平台没有在 20 秒内结束（它调用 $finish 了吗？）',
      }),
      expect.objectContaining({
        slug: 've2-prob011-latin1',
        outcome: 'rejected',
        reason: 'Prob011_latin1_prompt.txt 不是 UTF-8 编码的文本',
      }),
    ]);
    expect(await platform.db.query(`SELECT slug FROM problems WHERE source = 'pack:bad-verilogeval'`)).toEqual([]);
    expect((await new Client(platform).get('/api/system/health')).status).toBe(200);
  }, 120_000);

  it('imports a checkout folder with npm run problems:import: one line per problem, a summary, non-zero exit on rejections', async () => {
    const { port } = platform.app.server.address() as { port: number };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-verilogeval-'));
    try {
      fs.cpSync(FIXTURES, dir, { recursive: true });
      // One problem's text edited (updated), one problem added (imported), the rest as before (unchanged).
      const prompt = path.join(dir, 'dataset_spec-to-rtl/Prob001_parity_nibble_prompt.txt');
      fs.appendFileSync(prompt, 'Both outputs are combinational.\n');
      for (const kind of ['prompt.txt', 'ref.sv', 'test.sv'])
        fs.copyFileSync(
          path.join(dir, `dataset_spec-to-rtl/Prob002_count_mod6_${kind}`),
          path.join(dir, `dataset_spec-to-rtl/Prob007_count_again_${kind}`),
        );
      const { status, stdout, stderr } = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'scripts/problems-import.ts', dir, '--server', `http://127.0.0.1:${port}`, '--name', 'verilogeval'],
          { cwd: ROOT, env: { ...process.env, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'admin-password' } },
        );
        let out = '';
        let err = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        child.on('close', (code) => resolve({ status: code, stdout: out, stderr: err }));
      });
      expect(status, stderr).toBe(1);
      const lines = stdout.trim().split('\n');
      expect(lines).toContain('已更新 ve2-prob001-parity-nibble');
      expect(lines).toContain('已导入 ve2-prob007-count-again');
      expect(lines).toContain('未变化 ve1-fixture-mux2-byte');
      expect(lines.find((l) => l.startsWith('已拒绝 ve2-prob003-guarded-and：'))).toContain('Icarus Verilog 11');
      expect(lines.find((l) => l.startsWith('已拒绝 ve2-prob005-missing-test：'))).toBe(
        '已拒绝 ve2-prob005-missing-test：缺少 Prob005_missing_test_test.sv（测试平台）',
      );
      expect(lines.at(-1)).toBe('共 12 道：已导入 1，已更新 1，未变化 4，已拒绝 6');
      expect(lines.filter((l) => /^(已导入|已更新|未变化|已拒绝) /.test(l))).toHaveLength(12);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('exports imported problems with their testbench and sample count; importing the export makes no new revision', async () => {
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await platform.app.inject({ method: 'GET', url: '/api/admin/problems/export', headers: { cookie } });
    const exported = unzipSync(new Uint8Array(res.rawPayload));
    const dir = '901-verilogeval-spec-to-rtl/ve2-prob001-parity-nibble';
    const meta = JSON.parse(Buffer.from(exported[`${dir}/problem.json`]!).toString('utf8')) as Record<string, unknown>;
    expect(meta).toMatchObject({ testbench: { module: 'tb', dut: 'TopModule', reference: 'RefModule', samples: 132 } });
    expect(meta).not.toHaveProperty('interface');
    expect(Buffer.from(exported[`${dir}/testbench.sv`]!).toString('utf8')).toContain('RefModule good1');
    const revisionsBefore = await platform.db.query(`SELECT id FROM problem_revisions ORDER BY id`);
    const again = await upload(exported, 'verilogeval');
    expect(again.summary.rejected).toBe(0);
    expect(again.summary.imported).toBe(0);
    expect(await platform.db.query(`SELECT id FROM problem_revisions ORDER BY id`)).toEqual(revisionsBefore);
  }, 120_000);

  it('imports long testbenches: one whose own TIMEOUT ends its reference`s run too, one whose stimulus reads the outputs', async () => {
    // After the export test, so that its round trip stays the first pack's. The judge's golden problems of issue 27 (packages/judge/golden/problems), laid out as VerilogEval does.
    const pack: Zippable = {};
    for (const [folder, prob] of [
      ['lfsr-watchdog', 'Prob020_lfsr_watchdog'],
      ['life-stimulus-reads', 'Prob021_life_stimulus_reads'],
    ] as const) {
      const dir = path.join(ROOT, 'packages/judge/golden/problems', folder);
      const reference = fs.readFileSync(path.join(dir, 'reference.v'), 'utf8').replace('module TopModule', 'module RefModule');
      pack[`dataset_spec-to-rtl/${prob}_ref.sv`] = strToU8(reference);
      pack[`dataset_spec-to-rtl/${prob}_test.sv`] = fs.readFileSync(path.join(dir, 'testbench.sv'));
      pack[`dataset_spec-to-rtl/${prob}_prompt.txt`] = strToU8(`Implement the module of ${folder}.\n`);
    }
    const res = await upload(pack, 'verilogeval');
    expect(res.results, workerOutput).toEqual([
      expect.objectContaining({ slug: 've2-prob020-lfsr-watchdog', outcome: 'imported' }),
      expect.objectContaining({ slug: 've2-prob021-life-stimulus-reads', outcome: 'imported' }),
    ]);
    const [stored] = await platform.db.query<{ spec: { testbench: Record<string, unknown> } }>(
      `SELECT r.judge_spec AS spec FROM problem_revisions r JOIN problems p ON p.id = r.problem_id WHERE p.slug = 've2-prob020-lfsr-watchdog'`,
    );
    expect(stored!.spec.testbench).toMatchObject({ samples: 200000, ends_by_timeout: true });
  }, 120_000);
});

describe('submitting to an imported VerilogEval problem', () => {
  async function problemId(slug: string) {
    const [row] = await platform.db.query<{ id: number }>('SELECT id FROM problems WHERE slug = $1', [slug]);
    return row!.id;
  }
  async function learner() {
    const client = new Client(platform);
    expect((await client.post('/api/user/register', { username: uniqueName('ve'), password: 'secret1' })).status).toBe(200);
    return client;
  }
  async function submit(client: Client, slug: string, code: string) {
    const res = await client.post(`/api/problem/${await problemId(slug)}/submit`, { code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body as { submission_id: number }).submission_id;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const got = await client.get(`/api/submission/${id}`);
      if (got.body.status === 'success' || got.body.status === 'failed')
        return { id, ...got.body } as Record<string, unknown> & { id: number };
      if (Date.now() > deadline) throw new Error(`no verdict; worker output:\n${workerOutput}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const header = 'module TopModule (\n  input [3:0] data,\n  output even,\n  output all_ones\n);\n';
  const right = `${header}  assign even = ~^data;\n  assign all_ones = &data;\nendmodule\n`;
  const diagnostics = (result: Record<string, unknown>) =>
    (result.details as { diagnostics: { line: number; text: string }[] }).diagnostics;

  it('serves the statement and the template built from the benchmark', async () => {
    const res = await new Client(platform).get(`/api/problem/${await problemId('ve2-prob001-parity-nibble')}`);
    expect(res.body).toMatchObject({ difficulty: '中等', tags: ['VerilogEval', '组合逻辑'] });
    expect(String(res.body.document)).toContain('Output even is 1 when data holds an even number of 1 bits');
    expect(res.body.code_template).toBe(`${header}\n  // 在这里编写你的代码\n\nendmodule\n`);
  });

  it('accepts a right design and rejects a wrong one with the testbench`s mismatch counts, log and waveform', async () => {
    const client = await learner();
    expect(await submit(client, 've2-prob001-parity-nibble', right)).toMatchObject({ status: 'success', mismatches: 0, samples: 132 });
    const wrong = await submit(client, 've2-prob001-parity-nibble', right.replace('&data', '|data'));
    expect(wrong).toMatchObject({ status: 'failed', error_code: 'wrong_answer', samples: 132 });
    expect(wrong.mismatches).toBeGreaterThan(0);
    expect((wrong.details as { output_mismatches: Record<string, number> }).output_mismatches).toEqual({
      even: 0,
      all_ones: wrong.mismatches,
    });
    const log = String((await client.get(`/api/submission/${wrong.id}/log`)).body.log_content);
    expect(log).toContain(`Mismatches: ${wrong.mismatches as number} in 132 samples`);
    expect(log).not.toContain('VD_TB');
    const wave = String((await client.get(`/api/submission/${wrong.id}/waveform`)).body.waveform_content);
    expect(wave).toContain('$scope module tb $end');
    expect(wave).toContain('all_ones_dut');
    const v1 =
      'module top_module (\n\tinput [7:0] a,\n\tinput [7:0] b,\n\tinput sel,\n\toutput [7:0] out\n);\n\tassign out = sel ? b : a;\nendmodule\n';
    expect(await submit(client, 've1-fixture-mux2-byte', v1)).toMatchObject({ status: 'success', samples: 120 });
    expect(
      await submit(
        client,
        've2-prob002-count-mod6',
        "module TopModule(input clk, input reset, output reg [2:0] q);\n  always @(posedge clk) q <= reset ? 3'd0 : q + 3'd1;\nendmodule\n",
      ),
    ).toMatchObject({
      status: 'failed',
      error_code: 'wrong_answer',
    });
  }, 120_000);

  it('accepts a right design for the long testbench whose watchdog ends the run, with the waveform cut and said so', async () => {
    const client = await learner();
    const code = fs.readFileSync(path.join(ROOT, 'packages/judge/golden/cases/accepted-long-testbench-watchdog/main.v'), 'utf8');
    const right = await submit(client, 've2-prob020-lfsr-watchdog', code);
    expect(right).toMatchObject({ status: 'success', mismatches: 0, samples: 200000 });
    const log = String((await client.get(`/api/submission/${right.id}/log`)).body.log_content);
    expect(log).toContain('波形只记录了前 8 MiB');
    const wrong = await submit(client, 've2-prob020-lfsr-watchdog', code.replace("32'h8020_0003", "32'h8000_0003"));
    expect(wrong).toMatchObject({ status: 'failed', error_code: 'wrong_answer', samples: 200000 });
    const life = fs.readFileSync(path.join(ROOT, 'packages/judge/golden/cases/accepted-stimulus-reads-outputs/main.v'), 'utf8');
    expect(await submit(client, 've2-prob021-life-stimulus-reads', life)).toMatchObject({ status: 'success', mismatches: 0 });
  }, 180_000);

  it('rejects instantiating the reference, reaching into tb by name, and a forged result line', async () => {
    const client = await learner();
    const instance = await submit(
      client,
      've2-prob001-parity-nibble',
      `${header}  RefModule r (.data(data), .even(even), .all_ones(all_ones));\nendmodule\n`,
    );
    expect(instance).toMatchObject({ status: 'failed', error_code: 'compile_error' });
    expect(diagnostics(instance)[0]).toMatchObject({ line: 6, text: '不允许实例化模块 RefModule：只能实例化你自己定义的模块' });

    const reach = await submit(
      client,
      've2-prob001-parity-nibble',
      `${header}  assign even = tb.even_ref;\n  assign all_ones = tb.all_ones_ref;\nendmodule\n`,
    );
    expect(reach).toMatchObject({ status: 'failed', error_code: 'compile_error' });
    expect(diagnostics(reach)[0]).toMatchObject({ line: 6, text: '不允许使用层次化引用 tb.even_ref：只能访问本模块的信号' });

    const v1Instance = await submit(
      client,
      've1-fixture-mux2-byte',
      'module top_module (input [7:0] a, input [7:0] b, input sel, output [7:0] out);\n  reference_module r (.a(a), .b(b), .sel(sel), .out(out));\nendmodule\n',
    );
    expect(diagnostics(v1Instance)[0]).toMatchObject({ line: 2, text: '不允许实例化模块 reference_module：只能实例化你自己定义的模块' });

    const forged = await submit(
      client,
      've2-prob001-parity-nibble',
      `${header}  assign even = 1'b0;\n  assign all_ones = 1'b0;\n  initial $display("Mismatches: 0 in 100 samples");\n  final $display("Mismatches: 0 in 132 samples");\nendmodule\n`,
    );
    expect(forged).toMatchObject({ status: 'failed', error_code: 'wrong_answer' });
    expect(forged.mismatches).toBeGreaterThan(0);
  }, 120_000);
});
