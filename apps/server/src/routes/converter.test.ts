/**
 * The converter's calls through the real app, queue and worker (jail, Icarus, GHDL), on PGlite or
 * PostgreSQL: a design converted and proven equivalent; a back-end mistranslation caught by the
 * proof and never shown; a hang stopped and explained; several tops asked about; a missing
 * submodule named; host files refused; the line limit for normal users over all files; the syntax
 * check's headings; bad requests refused with Chinese messages; the file names the page gives
 * picked files (the contract's one rule) accepted, the raw ones refused with the rule's sentence.
 */
import { converterFileName, converterFileNameProblem } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';
import { startPlatformWithWorker, type PlatformWithWorker } from '../testing/worker-process.ts';

const TOKEN = 'converter-token-0123456789';
let started: PlatformWithWorker | undefined;
let platform: TestPlatform;

beforeAll(async () => {
  started = await startPlatformWithWorker(TOKEN, 'converter-worker');
  platform = started.platform;
});
afterAll(async () => {
  await started?.close();
});

async function learner(membership: 'normal' | 'vip' = 'normal') {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: uniqueName('conv'), password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = (res.body.user as { id: number }).id;
  if (membership === 'vip')
    await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '30 days' WHERE id = $1`, [id]);
  return client;
}

const files = (...pairs: [string, string][]) => ({ files: pairs.map(([filename, content]) => ({ filename, content })) });
const convert = (c: Client, body: object) => c.post('/api/verilog-converter/convert', body);
const validate = (c: Client, body: object) => c.post('/api/verilog-converter/validate', body);

function ok(res: Reply) {
  expect(res.status, `${JSON.stringify(res.body).slice(0, 2000)}\nworker:\n${started!.workerTail()}`).toBe(200);
  return res.body as Record<string, unknown> & {
    success: boolean;
    vhdl_content: string | null;
    error?: string;
    stderr: string;
    candidates: string[];
    verification: { method: string; vectors: number; equivalent: boolean; summary: string; first_mismatch: unknown } | null;
  };
}
function expectError(res: Reply, status: number, code: string, message?: RegExp) {
  expect({ status: res.status, code: res.body.code }, JSON.stringify(res.body)).toEqual({ status, code });
  if (message) expect(res.body.message).toMatch(message);
}

const ADDER = 'module adder(input [3:0] a, input [3:0] b, output [4:0] sum);\n  assign sum = a + b;\nendmodule\n';
const ACC =
  'module acc(input clk, input rst_n, input [3:0] x, output reg [5:0] total);\n  always @(posedge clk or negedge rst_n)\n    if (!rst_n) total <= 0;\n    else total <= total + x;\nendmodule\n';

describe(`the converter on ${DATABASE_KIND}`, () => {
  it('converts a combinational design and proves it on every input combination', async () => {
    const client = await learner();
    const answer = ok(await convert(client, files(['adder.v', ADDER])));
    expect(answer).toMatchObject({ success: true, top: 'adder', translator: 'veridojo', candidates: [] });
    expect(answer.vhdl_content).toMatch(/entity adder is/);
    expect(answer.vhdl_content).toContain('-- Translated by VeriDojo from Verilog module adder (adder.v, line 1)');
    expect(answer.vhdl_content).toContain('sum : out std_logic_vector(4 downto 0)');
    expect(answer.vhdl_content).toContain('sum <= std_logic_vector(resize(unsigned(a), 5) + unsigned(b));');
    expect(answer.vhdl_content).not.toContain('/job/');
    expect(answer.verification).toMatchObject({
      method: 'exhaustive',
      vectors: 256,
      equivalent: true,
      summary: '已验证等价：256 组输入（穷举全部输入组合）',
    });
  });

  it('falls back to the Icarus back end, proven as well, for what our translator does not handle, and says why', async () => {
    const client = await learner();
    // A wire named `t__x` keeps its name in our translation, which VHDL forbids (two underscores); the back end renames it.
    const inverter = 'module inverter(input [3:0] a, output [3:0] y);\n  wire [3:0] t__x = ~a;\n  assign y = t__x;\nendmodule\n';
    const answer = ok(await convert(client, files(['inv.v', inverter])));
    expect(answer).toMatchObject({ success: true, top: 'inverter', translator: 'icarus' });
    expect(answer.vhdl_content).toContain('-- Generated from Verilog module inverter (inv.v:1)');
    expect(answer.stderr).toContain('VeriDojo 翻译器不支持名字 t__x 在 VHDL 中不合法（第 2 行），改用 Icarus 的 VHDL 后端');
    expect(answer.verification).toMatchObject({ method: 'exhaustive', vectors: 16, equivalent: true });
  });

  it('converts a two-file clocked design with an active-low reset, proven cycle by cycle', async () => {
    const client = await learner();
    const top =
      'module top(input clk, input rst_n, input [3:0] x, output [5:0] y);\n  acc a(.clk(clk), .rst_n(rst_n), .x(x), .total(y));\nendmodule\n';
    const answer = ok(await convert(client, files(['top.v', top], ['acc.v', ACC])));
    expect(answer).toMatchObject({ success: true, top: 'top' });
    expect(answer.verification).toMatchObject({
      method: 'clocked',
      clock: 'clk',
      reset: { name: 'rst_n', active_low: true },
      equivalent: true,
    });
    expect(answer.verification!.vectors).toBeGreaterThanOrEqual(1000);
  });

  it('never shows VHDL the proof refutes: >>> in a module our translator leaves to the back end, which gets it wrong', async () => {
    const client = await learner();
    // VHDL forbids the name `r__s` (two underscores), so our translator (which keeps names) leaves it to the
    // back end, which writes >>> as a logical shift (DESIGN.md §4).
    const sra =
      'module sra(input signed [7:0] a, input [2:0] n, output signed [7:0] y);\n  wire signed [7:0] r__s = a >>> n;\n  assign y = r__s;\nendmodule\n';
    const answer = ok(await convert(client, files(['shifter.v', sra])));
    expect(answer).toMatchObject({ success: false, vhdl_content: null, translator: 'icarus' });
    expect(answer.verification).toMatchObject({ equivalent: false, first_mismatch: { output: 'y' } });
    expect(answer.error).toMatch(/^转换结果与原设计不等价/);
    expect(answer.error).toContain('shifter.v 第 2 行 使用了算术右移 >>>');
  });

  it('proves our own translation of the same shift, where the back end is wrong', async () => {
    const client = await learner();
    const sra = 'module shifter(input signed [7:0] a, input [2:0] n, output signed [7:0] y);\n  assign y = a >>> n;\nendmodule\n';
    const answer = ok(await convert(client, files(['shifter.v', sra])));
    expect(answer).toMatchObject({ success: true, translator: 'veridojo' });
    expect(answer.vhdl_content).toContain('y <= std_logic_vector(shift_right(signed(a), to_integer(unsigned(n))));');
    expect(answer.verification).toMatchObject({ equivalent: true, vectors: 2048 });
  });

  it('stops the back end`s endless loop and names the construct', async () => {
    const client = await learner();
    // The wire `w__out` (two underscores, which VHDL forbids) keeps our translator out; it handles this generate itself (corpus 19).
    const hang =
      'module h(input [3:0] a, output [3:0] out);\n  wire [3:0] w__out;\n  assign out = w__out;\n  genvar i;\n  generate for (i = 0; i < 4; i = i + 1) begin : g\n    if (i % 2 == 0) begin : e\n      assign w__out[i] = a[i];\n    end else begin : o\n      assign w__out[i] = ~a[i];\n    end\n  end endgenerate\nendmodule\n';
    const answer = ok(await convert(client, files(['h.v', hang])));
    expect(answer.success).toBe(false);
    expect(answer.error).toMatch(/死循环.*h\.v 第 5 行：generate-for 中嵌套了 generate-if/);
  });

  it('writes ** by a constant itself and says so; refuses the ** nobody converts, with file, line and advice', async () => {
    const client = await learner();
    const square = ok(
      await convert(client, files(['sq.v', 'module sq(input [3:0] a, output [7:0] y);\n  assign y = a ** 2;\nendmodule\n'])),
    );
    expect(square).toMatchObject({ success: true, translator: 'veridojo', rewrites: ['幂运算 a ** 2 译为 2 个因子的乘法'] });
    expect(square.verification).toMatchObject({ equivalent: true, vectors: 16 });
    const power = ok(
      await convert(client, files(['pw.v', 'module pw(input [3:0] a, input [1:0] b, output [7:0] y);\n  assign y = a ** b;\nendmodule\n'])),
    );
    expect(power).toMatchObject({ success: false, vhdl_content: null, verification: null });
    expect(power.error).toBe(
      '不能转换：pw.v 第 2 行使用了幂运算 **，Icarus 的 VHDL 后端不支持。VeriDojo 翻译器能转换指数为常数的幂（译为乘法）和 2 ** n（译为移位）；其他的请改写成乘法、移位或查表',
    );
    expect(power.diagnostics).toEqual([expect.objectContaining({ file: 'pw.v', line: 2, severity: 'error' })]);
  });

  it('asks which top when there are several, converts the one named, and names a missing submodule', async () => {
    const client = await learner();
    const two = files(['adder.v', ADDER], ['acc.v', ACC]);
    const ambiguous = ok(await convert(client, two));
    expect(ambiguous).toMatchObject({ success: false, candidates: ['acc', 'adder'] });
    expect(ambiguous.error).toMatch(/2 个顶层模块候选：acc、adder/);
    expect(ok(await convert(client, { ...two, top: 'acc' }))).toMatchObject({ success: true, top: 'acc' });

    const missing = ok(await convert(client, files(['top.v', 'module top(input a, output y);\n  inverter u(.a(a), .y(y));\nendmodule\n'])));
    expect(missing.error).toBe('缺少子模块“inverter”：请同时上传定义它的文件');
  });

  it('refuses host files and syntax errors with the file and line, and the worker keeps serving', async () => {
    const client = await learner();
    const snoop =
      'module m(output [7:0] y);\n  reg [7:0] mem [0:3];\n  initial $readmemh("/etc/passwd", mem);\n  assign y = mem[0];\nendmodule\n';
    const refused = ok(await convert(client, files(['m.v', snoop])));
    expect(refused).toMatchObject({ success: false, diagnostics: [expect.objectContaining({ file: 'm.v', line: 3 })] });
    const include = ok(await convert(client, files(['i.v', '`include "/etc/passwd"\nmodule i(output y);\n  assign y = 1;\nendmodule\n'])));
    expect(include.success).toBe(false);
    expect(JSON.stringify(include)).not.toContain('root:x:0:0');
    const broken = ok(await convert(client, files(['b.v', 'module b(input a, output y);\n  assign y = a &;\nendmodule\n'])));
    expect(broken).toMatchObject({ success: false, error: '代码有错误，无法转换：请先修正编译错误' });
    expect(broken.diagnostics).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'b.v', line: 2, severity: 'error' })]));
    expect(ok(await convert(client, files(['adder.v', ADDER]))).success).toBe(true);
  });

  it('checks syntax with the spec`s headings', async () => {
    const client = await learner();
    expect(ok(await validate(client, files(['adder.v', ADDER])))).toMatchObject({ valid: true, heading: '通过', diagnostics: [] });
    const warned = ok(await validate(client, files(['w.v', 'module w(input [7:0] a, output [3:0] y);\n  assign y = a;\nendmodule\n'])));
    expect(warned).toMatchObject({ valid: true, heading: '发现问题' });
    expect(warned.diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'w.v', line: 2, severity: 'warning', text: expect.stringMatching(/^WIDTH/) }),
      ]),
    );
    const broken = ok(await validate(client, files(['b.v', 'module b(input a, output y);\n  assign y = a &;\nendmodule\n'])));
    expect(broken).toMatchObject({ valid: false, heading: '发现问题' });
  });

  it('takes the names the page gives picked files, by the one rule both sides use, and refuses raw ones with its sentence', async () => {
    const client = await learner();
    // What the picker (accept .v) lets through; the page renames each with converterFileName.
    for (const raw of ['my adder (1).V', 'adder.V', 'my adder.v']) {
      const problem = converterFileNameProblem(raw);
      expect(problem, raw).not.toBeNull();
      const refused = await convert(client, files([raw, ADDER]));
      expectError(refused, 400, 'VALIDATION_FAILED');
      expect(refused.body.message).toContain(problem);
    }
    const name = converterFileName('my adder (1).V');
    expect(name).toBe('my_adder_1.v');
    const answer = ok(await convert(client, files([name, ADDER])));
    expect(answer.success, answer.error).toBe(true);
    expect(answer.vhdl_content).toContain('(my_adder_1.v, line 1)');
    expect(converterFileName('计数器 顶层.V')).toBe('计数器_顶层.v');
    expect(ok(await validate(client, files([converterFileName('计数器 顶层.V'), ACC]))).valid).toBe(true);
  });

  it('limits a normal user`s lines over all files together, not a VIP`s, and refuses bad requests', async () => {
    const normal = await learner();
    const lines = (n: number, name: string) =>
      `module ${name}(output y);\n${Array.from({ length: n - 3 }, (_, i) => `  wire w${i} = 1'b0;`).join('\n')}\n  assign y = 1'b1;\nendmodule\n`;
    const refused = await convert(normal, files(['a.v', lines(30, 'a')], ['b.v', lines(30, 'b')]));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ is_restricted: true, message: expect.stringMatching(/代码行数超出限制.*50 行.*当前 60 行/) });
    expect((await validate(normal, files(['a.v', lines(60, 'a')]))).status).toBe(400);
    const vip = await learner('vip');
    expect(ok(await validate(vip, files(['a.v', lines(60, 'a')]))).valid).toBe(true);

    expectError(await convert(normal, { files: [] }), 400, 'VALIDATION_FAILED', /至少/);
    expectError(await convert(normal, files(['x.vhd', ADDER])), 400, 'VALIDATION_FAILED', /只能转换 \.v 文件/);
    expectError(await convert(normal, files(['../x.v', ADDER])), 400, 'VALIDATION_FAILED', /文件名/);
    expectError(await convert(normal, files(['a.v', ADDER], ['A.v', ADDER])), 400, 'VALIDATION_FAILED', /文件名不能重复/);
    expectError(await convert(normal, files(['a.v', 'x'.repeat(300 * 1024)])), 400, 'VALIDATION_FAILED', /256 KiB/);
    expectError(await convert(normal, files(['a.v', 'module a;\u0000endmodule'])), 400, 'VALIDATION_FAILED', /空字符/);
    expectError(await new Client(platform).post('/api/verilog-converter/convert', files(['adder.v', ADDER])), 401, 'NOT_LOGGED_IN');
  });
});
