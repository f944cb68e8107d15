/**
 * The compiled-design check on designs Icarus really compiled (our own test designs, compiled
 * only, never simulated): what it refuses and the legitimate shapes it must let through.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TESTBENCH_POLICY } from '../policy.ts';
import { checkCompiledDesign, checkCompiledProject } from './design-check.ts';

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

// Our design under a learner's testbench: a counter whose output is a wire driven through a
// submodule (so the port the testbench reads is an alias of another scope's signal), with an
// internal register the testbench must not see.
const DESIGN = `module bump(input [3:0] i, output [3:0] o); assign o = i + 4'd1; endmodule
module Counter(input clk, input reset, output [3:0] q, output odd);
  reg [3:0] count;
  wire [3:0] next;
  bump b (.i(count), .o(next));
  always @(posedge clk) count <= reset ? 4'd0 : next;
  assign q = count;
  assign odd = count[0];
endmodule
`;

/** Compiles a learner's testbench over our design and checks it as the testbench mode does. */
function checkTestbench(testbench: string) {
  fs.writeFileSync(path.join(dir, 'design.v'), DESIGN);
  fs.writeFileSync(path.join(dir, 'tb.v'), testbench);
  const out = path.join(dir, 'tb-sim');
  execFileSync('iverilog', ['-g2012', '-o', out, '-s', 'tb', path.join(dir, 'tb.v'), path.join(dir, 'design.v')], { stdio: 'pipe' });
  return checkCompiledProject(fs.readFileSync(out, 'utf8'), [path.join(dir, 'tb.v')], TESTBENCH_POLICY, { designs: ['Counter'] });
}

const TESTBENCH_HEAD = `module tb;
  reg clk = 0, reset = 1;
  wire [3:0] q;
  wire odd;
  Counter dut (.clk(clk), .reset(reset), .q(q), .odd(odd));
  always #5 clk = ~clk;
`;

describe('the compiled-design check of a learner testbench', () => {
  it('lets a testbench through that drives the inputs, reads the outputs and waits on the same clock', () => {
    const tb = `${TESTBENCH_HEAD}  initial begin
    @(posedge clk); #1 reset = 0;
    repeat (3) @(posedge clk);
    #1 if (q !== 4'd3 || odd !== 1'b1) $error("q = %d", q);
    $dumpfile("tb.vcd"); $dumpvars(0, tb); $dumpvars(0, dut);
    $finish;
  end
endmodule
`;
    expect(checkTestbench(tb)).toEqual([]);
  });

  it('lets two instances of the design through', () => {
    const tb = `${TESTBENCH_HEAD}  wire [3:0] q2; wire odd2;
  Counter other (.clk(clk), .reset(1'b0), .q(q2), .odd(odd2));
  initial begin #20 if (q === q2) $display("same"); $finish; end
endmodule
`;
    expect(checkTestbench(tb)).toEqual([]);
  });

  it('refuses reading, forcing or waiting on what is inside the design', () => {
    expect(
      checkTestbench(`${TESTBENCH_HEAD}  initial #20 if (dut.count !== 0) $error("peek");
endmodule
`),
    ).toEqual([{ path: path.join(dir, 'tb.v'), line: 1, message: expect.stringContaining('dut') }]);
    expect(
      checkTestbench(`${TESTBENCH_HEAD}  initial force dut.next = 4'd0;
endmodule
`),
    ).not.toEqual([]);
    expect(
      checkTestbench(`${TESTBENCH_HEAD}  wire [3:0] n = dut.b.o;
  initial #20 if (n) $error("x");
endmodule
`),
    ).not.toEqual([]);
    expect(
      checkTestbench(`${TESTBENCH_HEAD}  initial begin @(dut.count); $error("changed"); end
endmodule
`),
    ).not.toEqual([]);
  });

  it('refuses instances of our other modules and file access', () => {
    expect(
      checkTestbench(`${TESTBENCH_HEAD}  wire [3:0] o;
  bump mine (.i(q), .o(o));
endmodule
`),
    ).toContainEqual({
      path: path.join(dir, 'tb.v'),
      line: 1,
      message: '不允许实例化模块 mine：只能实例化你自己定义的模块',
      instance: 'mine',
    });
    expect(
      checkTestbench(`${TESTBENCH_HEAD}  integer f;
  initial f = $fopen("design.v", "r");
endmodule
`),
    ).toEqual([{ path: path.join(dir, 'tb.v'), line: 8, message: '不允许使用系统任务或函数 $fopen' }]);
  });
});
