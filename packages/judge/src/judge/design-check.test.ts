/**
 * The compiled-design check on designs Icarus really compiled (our own test designs, compiled
 * only, never simulated): what it refuses and the legitimate shapes it must let through.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCompiledDesign } from './design-check.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-design-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TB = `module tb;
  reg clk = 0; reg [3:0] a_r = 0; wire [3:0] a = a_r; wire [3:0] y_ref, y_dut;
  ref_model reference_instance (.clk(clk), .a(a), .y(y_ref));
  TopModule your_module (.clk(clk), .a(a), .y(y_dut));
endmodule
`;
const REF = 'module ref_model(input clk, input [3:0] a, output reg [3:0] y);\n  always @(posedge clk) y <= a + 1;\nendmodule\n';

/** Compiles the learner's file (and any extra files) with the testbench and checks the design. */
function check(learner: string, extra: Record<string, string> = {}) {
  const files = { 'tb.v': TB, 'ref.v': REF, ...extra, 'learner.v': learner };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const out = path.join(dir, 'sim');
  execFileSync('iverilog', ['-g2012', '-o', out, '-s', 'tb', ...Object.keys(files).map((f) => path.join(dir, f))], { stdio: 'pipe' });
  return checkCompiledDesign(fs.readFileSync(out, 'utf8'), [path.join(dir, 'learner.v')]);
}

describe('the compiled-design check', () => {
  it('lets a plain design through, even when it waits on the same clock edge as the reference', () => {
    expect(
      check('module TopModule(input clk, input [3:0] a, output reg [3:0] y);\n  always @(posedge clk) y <= a + 1;\nendmodule\n'),
    ).toEqual([]);
  });

  it('lets an input the design itself also drives through (a submodule wired the wrong way round)', () => {
    const learner = `module inv(input [3:0] i, output [3:0] o); assign o = ~i; endmodule
module TopModule(input clk, input [3:0] a, output [3:0] y);
  inv u (y, a);
endmodule
`;
    expect(check(learner)).toEqual([]);
  });

  it('refuses reading the reference by hierarchical name, in logic and in a process', () => {
    expect(check('module TopModule(input clk, input [3:0] a, output [3:0] y);\n  assign y = reference_instance.y;\nendmodule\n')).toEqual([
      { line: 1, message: expect.stringContaining('reference_instance') },
    ]);
    const problems = check(
      'module TopModule(input clk, input [3:0] a, output reg [3:0] y);\n  always @(posedge clk) y <= reference_instance.y;\nendmodule\n',
    );
    expect(problems.length).toBeGreaterThan(0);
  });

  it('refuses forcing the reference and disabling a testbench block', () => {
    expect(
      check(
        'module TopModule(input clk, input [3:0] a, output [3:0] y);\n  assign y = 0;\n  initial force reference_instance.y = 0;\nendmodule\n',
      ),
    ).not.toEqual([]);
  });

  it('refuses system tasks outside the allow-list on their line, however they are spelled', () => {
    const learner =
      'module TopModule(input clk, input [3:0] a, output [3:0] y);\n  assign y = a;\n  integer f;\n  initial f = $fopen("x");\n  initial $finish;\nendmodule\n';
    expect(check(learner)).toEqual([
      { line: 4, message: '不允许使用系统任务或函数 $fopen' },
      { line: 5, message: '不允许使用系统任务或函数 $finish' },
    ]);
    expect(
      check('module TopModule(input clk, input [3:0] a, output [3:0] y);\n  assign y = a;\n  initial $display("%d", a);\nendmodule\n'),
    ).toEqual([]);
  });

  it('refuses an instance of a module defined in another file (an included reference, say)', () => {
    const learner = 'module TopModule(input clk, input [3:0] a, output [3:0] y);\n  other_model u (.clk(clk), .a(a), .y(y));\nendmodule\n';
    expect(check(learner, { 'other.v': REF.replace('ref_model', 'other_model') })).toContainEqual({
      line: 1,
      message: '不允许实例化模块 u：只能实例化你自己定义的模块',
    });
  });
});
