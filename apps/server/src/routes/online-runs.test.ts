/**
 * The IDE's compile, simulate and template calls through the real app, the real queue and a real
 * worker process running the jail, on PGlite or PostgreSQL: templates load into folders of their
 * own and run; lint warnings and compile errors come back on the learner's files and lines; a
 * testbench without $finish gets the dump block; runaway, hostile and over-limit projects get a
 * clear answer; one run per user; other users' files are out of reach; the server keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';
import { startPlatformWithWorker, type PlatformWithWorker } from '../testing/worker-process.ts';

const TOKEN = 'online-runs-token-0123456789';
let started: PlatformWithWorker | undefined;
let platform: TestPlatform;

beforeAll(async () => {
  started = await startPlatformWithWorker(TOKEN, 'online-runs-worker');
  platform = started.platform;
});
afterAll(async () => {
  await started?.close();
});

async function learner(membership: 'normal' | 'vip' = 'normal') {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: uniqueName('run'), password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = (res.body.user as { id: number }).id;
  if (membership === 'vip')
    await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '30 days' WHERE id = $1`, [id]);
  return { client, id };
}

const save = (c: Client, path: string, content: string) => c.post('/api/online/files', { path, type: 'file', content });
/** A .txt data file comes in by import: 新建文件 takes only Verilog names (spec §5). */
const importText = async (c: Client, path: string, content: string) =>
  expect((await c.post('/api/online/import', { files: [{ path, content }] })).status).toBe(200);
const compile = (c: Client, body: object) => c.post('/api/online/compile', body);
const simulate = (c: Client, body: object) => c.post('/api/online/simulate', body);

function ok(res: Reply) {
  expect(res.status, `${JSON.stringify(res.body).slice(0, 2000)}\nworker:\n${started!.workerTail()}`).toBe(200);
  return res.body as {
    status: string;
    success: boolean;
    outcome: string;
    message: string;
    error?: string;
    log: string;
    diagnostics: { file: string; line: number; severity: string; text: string }[];
    files: string[];
    timeout: number;
    waveform: string | null;
    dump_inserted: boolean;
    outputs: { path: string; size: number; content: string; truncated: boolean }[];
  };
}
function expectError(res: Reply, status: number, code: string, message?: RegExp) {
  expect({ status: res.status, code: res.body.code }, JSON.stringify(res.body)).toEqual({ status, code });
  expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
  if (message) expect(res.body.message).toMatch(message);
}

const COUNTER = "module counter(input clk, output reg [3:0] n);\n  initial n = 0;\n  always @(posedge clk) n <= n + 4'd1;\nendmodule\n";
const TB_NO_FINISH =
  'module test_bench;\n  reg clk = 0;\n  wire [3:0] n;\n  counter c(.clk(clk), .n(n));\n  initial forever #1 clk = ~clk;\nendmodule\n';

describe(`IDE runs and templates on ${DATABASE_KIND}`, () => {
  it('lists the templates and loads one into a folder of its own, again into counter_2, never overwriting', async () => {
    const { client } = await learner();
    const list = await client.get('/api/online/templates');
    expect(list.status).toBe(200);
    const templates = list.body.templates as { name: string; files: { name: string }[]; testbench_file: string; design_file: string }[];
    expect(templates.length).toBeGreaterThanOrEqual(10);
    const counter = templates.find((t) => t.name === 'counter')!;
    expect(counter).toMatchObject({ testbench_file: 'counter_tb.v', design_file: 'counter.v' });
    expect(counter.files.map((f) => f.name)).toEqual(['counter.v', 'counter_tb.v']);

    const first = await client.post('/api/online/templates/counter', {});
    expect(first.body).toMatchObject({
      status: 'success',
      folder: 'counter',
      paths: ['counter/counter.v', 'counter/counter_tb.v'],
      testbench_file: 'counter/counter_tb.v',
      testbench_module: 'test_bench',
      top_file: 'counter/counter.v',
      top_module: 'counter',
    });
    await client.call('PUT', `/api/online/files/${encodeURIComponent('counter/counter.v')}`, { content: '// mine\n' });
    expect((await client.post('/api/online/templates/counter', {})).body).toMatchObject({ folder: 'counter_2' });
    expect((await client.get(`/api/online/files/${encodeURIComponent('counter/counter.v')}`)).body.content).toBe('// mine\n');

    expectError(await client.post('/api/online/templates/nope', {}), 404, 'TEMPLATE_NOT_FOUND');
    expectError(await client.post('/api/online/templates/..%2Fcounter', {}), 404, 'TEMPLATE_NOT_FOUND');
    expectError(await new Client(platform).get('/api/online/templates'), 401, 'NOT_LOGGED_IN');
  });

  it('compiles and simulates a loaded template beside another copy and another template: each testbench takes its own design', async () => {
    const { client } = await learner();
    for (const name of ['counter', 'alu', 'counter']) expect((await client.post(`/api/online/templates/${name}`, {})).status).toBe(200);

    const compiled = ok(await compile(client, { top_module: 'counter', top_file: 'counter_2/counter.v' }));
    expect(compiled).toMatchObject({
      status: 'success',
      success: true,
      outcome: 'success',
      message: '编译成功',
      files: ['counter_2/counter.v'],
    });
    expect(compiled.log).toContain('顶层模块 counter；文件：counter_2/counter.v');
    expect(compiled.log).toMatch(
      /== 编译 \(Icarus Verilog\) ==\n没有错误和警告\n== 代码检查 \(Verilator --lint-only -Wall\) ==\n没有发现问题/,
    );

    const simulated = ok(await simulate(client, { top_module: 'test_bench', top_file: 'counter_2/counter_tb.v', timeout: 10 }));
    expect(simulated).toMatchObject({ status: 'success', outcome: 'success', message: '仿真完成', dump_inserted: false, timeout: 10 });
    expect(simulated.files).toEqual(['counter_2/counter_tb.v', 'counter_2/counter.v']);
    expect(simulated.log).toMatch(/^PASS: counter/m);
    expect(simulated.waveform).toContain('$enddefinitions');
    expect(simulated.waveform).toMatch(/\$var \w+ 4 \S+ count/);

    // Without a file, test_bench is ambiguous here: the answer says so and names the files.
    expectError(await simulate(client, {}), 400, 'TOP_MODULE_NOT_FOUND', /多个文件都定义了模块“test_bench”.*counter\/counter_tb\.v/);
  });

  it('returns lint warnings and compile errors on the learner`s file and line', async () => {
    const { client } = await learner();
    await save(client, 'rtl/widths.v', "module widths(input [7:0] a, output [3:0] y);\n  assign y = a + 8'd1;\nendmodule\n");
    const linted = ok(await compile(client, { top_module: 'widths', top_file: 'rtl/widths.v' }));
    expect(linted.outcome).toBe('success');
    expect(linted.diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'rtl/widths.v', line: 2, severity: 'warning', text: expect.stringMatching(/^WIDTH/) }),
      ]),
    );

    await save(client, 'rtl/broken.v', 'module broken(input a, output y);\n  assign y = a &;\nendmodule\n');
    const broken = ok(await compile(client, { top_module: 'broken', top_file: 'rtl/broken.v' }));
    expect(broken).toMatchObject({ status: 'error', success: false, outcome: 'compile_error', message: '编译失败', error: '编译失败' });
    expect(broken.diagnostics).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: 'rtl/broken.v', line: 2, severity: 'error' })]),
    );
    expect(broken.log).toContain('rtl/broken.v:2');
  });

  it('adds the dump block to a testbench without $finish, and stops a runaway simulation at its clamped timeout', async () => {
    const { client } = await learner();
    await save(client, 'counter.v', COUNTER);
    await save(client, 'sim/tb.v', TB_NO_FINISH);
    const dumped = ok(await simulate(client, { top_file: 'sim/tb.v' }));
    expect(dumped).toMatchObject({ outcome: 'success', dump_inserted: true });
    expect(dumped.log).toContain('测试平台中没有 $finish');
    expect(dumped.waveform).toMatch(/^#1000$/m);

    await save(
      client,
      'sim/forever.v',
      TB_NO_FINISH.replace('test_bench', 'forever_tb').replace('endmodule', '  initial #100000000 $finish;\nendmodule'),
    );
    const runaway = ok(await simulate(client, { top_module: 'forever_tb', top_file: 'sim/forever.v', timeout: 1 }));
    expect(runaway).toMatchObject({ status: 'error', outcome: 'time_limit', message: '仿真超时', timeout: 1 });

    // A normal user asking for 100 s gets the normal maximum (10 s); a VIP gets 30 s.
    const clamp = ok(await compile(client, { top_module: 'counter', top_file: 'counter.v', timeout: 100 }));
    expect(clamp.timeout).toBe(10);
    const vip = await learner('vip');
    await save(vip.client, 'counter.v', COUNTER);
    await save(vip.client, 'tb.v', TB_NO_FINISH);
    expect(ok(await simulate(vip.client, { timeout: 100 })).timeout).toBe(30);
  });

  it('gives each user the simulation time of the membership in force: 30 s to a VIP and an admin, 10 s once the VIP lapses', async () => {
    const vip = await learner('vip');
    await save(vip.client, 'counter.v', COUNTER);
    await save(vip.client, 'tb.v', TB_NO_FINISH);
    // What the web IDE sends for a paid member who chose the longest limit.
    expect(ok(await simulate(vip.client, { top_file: 'tb.v', timeout: 30 })).timeout).toBe(30);
    expect(ok(await simulate(vip.client, { top_file: 'tb.v', timeout: 20 })).timeout).toBe(20);
    // The membership lapses with the page still open: the same request is capped by the server.
    await platform.db.query(`UPDATE users SET vip_expiry_date = now() - interval '1 second' WHERE id = $1`, [vip.id]);
    expect(ok(await simulate(vip.client, { top_file: 'tb.v', timeout: 30 })).timeout).toBe(10);
    // A stored VIP tier with no expiry is in force (an admin's grant); an admin without membership is unlimited too.
    await platform.db.query(`UPDATE users SET vip_expiry_date = NULL WHERE id = $1`, [vip.id]);
    expect(ok(await simulate(vip.client, { top_file: 'tb.v', timeout: 30 })).timeout).toBe(30);
    const admin = new Client(platform);
    expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
    await save(admin, 'counter.v', COUNTER);
    await save(admin, 'tb.v', TB_NO_FINISH);
    expect(ok(await simulate(admin, { top_file: 'tb.v', timeout: 30 })).timeout).toBe(30);
  });

  it('charges a normal user`s run for all the .v/.sv files it takes together, never for .txt files or files it does not take', async () => {
    const { client, id } = await learner();
    const part = (name: string, wires: number) =>
      [
        `module ${name}(output y);`,
        ...Array.from({ length: wires }, (_, i) => `  wire w${i} = 1'b0;`),
        "  assign y = 1'b1;",
        'endmodule',
        '',
      ].join('\n');
    // Three files of 23, 23 and 6 code lines: each under 50, together 52.
    await save(client, 'a.v', part('part_a', 20));
    await save(client, 'b.v', part('part_b', 20));
    const tb = 'module test_bench;\n  wire ya, yb;\n  part_a a(.y(ya));\n  part_b b(.y(yb));\n  initial $finish;\nendmodule\n';
    await save(client, 'tb.v', tb);
    // A long data file and a design the testbench does not use sit in the same project.
    await importText(client, 'notes.txt', Array.from({ length: 200 }, (_, i) => `note ${i}`).join('\n'));
    await save(client, 'unused.v', part('unused', 40));
    for (const call of [compile, simulate]) {
      const refused = await call(client, { top_file: 'tb.v' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        is_restricted: true,
        message:
          '代码行数超出限制：普通用户每次编译或仿真最多 50 行代码（不计空行和注释，本次用到的 3 个 .v/.sv 文件合计），当前 52 行（a.v 23 行、b.v 23 行、tb.v 6 行）。升级VIP可解除限制',
      });
    }
    expect(await platform.db.query('SELECT id FROM jobs WHERE user_id = $1', [id])).toEqual([]);
    // Two lines fewer and the run fits: the .txt file and the unused design are not charged.
    expect((await client.call('PUT', '/api/online/files/b.v', { content: part('part_b', 18) })).status).toBe(200);
    expect(ok(await compile(client, { top_file: 'tb.v' }))).toMatchObject({ outcome: 'success', files: ['tb.v', 'a.v', 'b.v'] });
  });

  it('lets a simulation read the .txt files beside its testbench and gives back what it wrote, leaving the project as it was', async () => {
    const { client } = await learner();
    const tb = [
      'module check_tb;',
      '  reg [7:0] expected [0:3];',
      '  integer f, a, b, n, i;',
      '  initial begin',
      '    $readmemh("reference.txt", expected);',
      '    f = $fopen("vectors/in.txt", "r");',
      '    n = $fscanf(f, "%d %d", a, b);',
      '    $fclose(f);',
      '    f = $fopen("result.txt", "w");',
      '    for (i = 0; i < 4; i = i + 1) $fdisplay(f, "%0d: %h", i, expected[i]);',
      '    $fclose(f);',
      '    $display("a+b=%0d", a + b);',
      '    $finish;',
      '  end',
      'endmodule',
      '',
    ].join('\n');
    // The testbench and its data in a folder of their own: names resolve beside the testbench.
    await save(client, 'lab/check_tb.v', tb);
    await importText(client, 'lab/reference.txt', '0a\n0b\n0c\n0d\n');
    await importText(client, 'lab/vectors/in.txt', '3 4\n');
    await importText(client, 'reference.txt', 'ff\nff\nff\nff\n');
    const run = ok(await simulate(client, { top_module: 'check_tb', top_file: 'lab/check_tb.v' }));
    expect(run).toMatchObject({ status: 'success', outcome: 'success' });
    expect(run.log).toContain('a+b=7');
    expect(run.outputs).toEqual([{ path: 'result.txt', size: 24, content: '0: 0a\n1: 0b\n2: 0c\n3: 0d\n', truncated: false }]);
    // Outputs are the run's only: nothing was written into the project.
    expect((await client.get('/api/online/files/lab%2Fresult.txt')).status).toBe(404);
    // A compile reads no data and writes nothing.
    expect(ok(await compile(client, { top_module: 'check_tb', top_file: 'lab/check_tb.v' }))).toMatchObject({
      outcome: 'success',
      outputs: [],
    });
  });

  it('refuses host files, $fopen and a self-instantiating module with a clear answer, and the worker keeps serving', async () => {
    const { client } = await learner();
    await save(
      client,
      'snoop.v',
      'module snoop;\n  reg [7:0] m [0:3];\n  initial begin $readmemh("/etc/passwd", m); $finish; end\nendmodule\n',
    );
    const snoop = ok(await simulate(client, { top_module: 'snoop', top_file: 'snoop.v' }));
    expect(snoop).toMatchObject({ status: 'error', outcome: 'refused' });
    expect(snoop.diagnostics[0]).toMatchObject({ file: 'snoop.v', line: 3, severity: 'error' });

    await save(client, 'leak.v', 'module leak;\n  integer f;\n  initial begin f = $fopen("/etc/hostname", "r"); $finish; end\nendmodule\n');
    expect(ok(await simulate(client, { top_module: 'leak', top_file: 'leak.v' })).outcome).toBe('refused');

    await save(client, 'self.v', 'module self(input a);\n  self inner(.a(a));\nendmodule\n');
    const self = ok(await compile(client, { top_module: 'self', top_file: 'self.v' }));
    expect(self.status).toBe('error');
    expect(['compile_error', 'time_limit']).toContain(self.outcome);

    await save(client, 'spin.v', 'module spin;\n  initial begin : loop\n    forever $display("x");\n  end\nendmodule\n');
    const spin = ok(await simulate(client, { top_module: 'spin', top_file: 'spin.v', timeout: 2 }));
    expect(spin.status).toBe('error');
    expect(['output_limit', 'time_limit']).toContain(spin.outcome);

    expect(ok(await compile(client, { top_module: 'snoop', top_file: 'snoop.v' })).outcome).toBe('refused');
    expect((await client.get('/api/system/health')).status).toBe(200);
  });

  it('applies the line limit to every file a normal user compiles, refuses bad requests, and keeps users apart', async () => {
    const { client, id } = await learner('vip');
    const long = [
      'module big(output y);',
      ...Array.from({ length: 60 }, (_, i) => `  wire w${i} = 1'b0;`),
      "  assign y = 1'b1;",
      'endmodule',
      '',
    ].join('\n');
    await save(client, 'big.v', long);
    await save(client, 'tb.v', 'module test_bench;\n  wire y;\n  big b(.y(y));\n  initial $finish;\nendmodule\n');
    expect(ok(await compile(client, {})).outcome).toBe('success');
    // The membership lapses: the saved file now exceeds the normal limit, and every run refuses it.
    await platform.db.query(`UPDATE users SET membership_type = 'normal', vip_expiry_date = NULL WHERE id = $1`, [id]);
    for (const call of [compile, simulate]) {
      const refused = await call(client, {});
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        is_restricted: true,
        message: expect.stringMatching(/代码行数超出限制.*当前 68 行（big\.v 63 行、tb\.v 5 行）/),
      });
    }

    const other = await learner();
    expectError(await compile(other.client, {}), 400, 'NO_VERILOG_FILES');
    await save(other.client, 'mine.v', COUNTER);
    expectError(
      await compile(other.client, { top_module: 'test_bench', top_file: 'tb.v' }),
      400,
      'TOP_MODULE_NOT_FOUND',
      /顶层文件“tb\.v”不存在/,
    );
    expectError(await compile(other.client, { top_module: 'counter', top_file: '../tb.v' }), 400, 'TOP_MODULE_NOT_FOUND');
    expectError(await compile(other.client, { top_module: '1bad' }), 400, 'VALIDATION_FAILED', /模块名/);
    expectError(await compile(other.client, { top_module: 'counter', extra: 1 }), 400, 'UNKNOWN_FIELD');
    expectError(await compile(other.client, { timeout: 'ten' }), 400, 'VALIDATION_FAILED', /timeout/);
    expectError(await new Client(platform).post('/api/online/compile', {}), 401, 'NOT_LOGGED_IN');

    // A file the workspace allows but a run cannot carry is refused before anything is queued.
    const third = await learner();
    await save(third.client, 'TOP.V', 'module top; endmodule\n');
    await save(third.client, 'tb.v', 'module test_bench;\n  top t();\n  initial $finish;\nendmodule\n');
    expectError(
      await compile(third.client, { top_file: 'tb.v' }),
      400,
      'VALIDATION_FAILED',
      /^无法运行“TOP\.V”：只能编译 \.v 和 \.sv 文件$/,
    );
    expect(await platform.db.query('SELECT id FROM jobs WHERE user_id = $1', [third.id])).toEqual([]);
  });

  it('runs one IDE run per user at a time: a second call while the first runs is refused, another user`s is not', async () => {
    const { client } = await learner();
    await save(client, 'counter.v', COUNTER);
    // About 1–2 s of simulation: long enough for the second call to find it running.
    await save(
      client,
      'slow.v',
      TB_NO_FINISH.replace('test_bench', 'slow_tb').replace('endmodule', '  initial #3000000 $finish;\nendmodule'),
    );
    await save(client, 'tb.v', TB_NO_FINISH);
    const first = simulate(client, { top_module: 'slow_tb', top_file: 'slow.v', timeout: 5 });
    await new Promise((r) => setTimeout(r, 300));
    expectError(await compile(client, { top_module: 'counter', top_file: 'counter.v' }), 409, 'RUN_IN_PROGRESS');
    const other = await learner();
    await save(other.client, 'counter.v', COUNTER);
    expect(ok(await compile(other.client, { top_module: 'counter' })).outcome).toBe('success');
    expect(['success', 'time_limit']).toContain(ok(await first).outcome);
    expect(ok(await compile(client, { top_module: 'counter', top_file: 'counter.v' })).outcome).toBe('success');
  });
});
