/**
 * The golden suite of the judge: correct, wrong, non-compiling, looping, flooding, cheating and
 * escaping submissions against two small problems (a combinational adder and a sequential
 * counter), each with its pinned verdict and details.
 */
import { describe, expect, it } from 'vitest';
import { judge, type JudgeRequest } from './judge.ts';
import type { ProblemInterface, Stimulus } from './testbench.ts';

const adder: ProblemInterface = {
  top: 'TopModule',
  inputs: [
    { name: 'a', width: 4 },
    { name: 'b', width: 4 },
  ],
  outputs: [
    { name: 'sum', width: 4 },
    { name: 'cout', width: 1 },
  ],
};
const adderStimulus: Stimulus = { directed: [{ a: 0, b: 0 }, { a: 15, b: 1 }, { a: "4'b1111", b: "4'hF" }], random: 50 };
const adderRef = `module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = a + b;
endmodule
`;

const counter: ProblemInterface = {
  top: 'TopModule',
  inputs: [
    { name: 'clk', width: 1 },
    { name: 'reset', width: 1 },
    { name: 'en', width: 1 },
  ],
  outputs: [{ name: 'q', width: 4 }],
  clock: 'clk',
  reset: { name: 'reset', cycles: 2 },
};
const counterStimulus: Stimulus = { directed: [{ en: 1 }, { en: 1 }, { reset: 1, en: 1 }, { reset: 0, en: 1 }], random: 40, rare: { reset: 15 } };
const counterRef = `module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk) if (reset) q <= 4'd0; else if (en) q <= q + 4'd1;
endmodule
`;

const adderCase = (code: string, extra: Partial<JudgeRequest> = {}) =>
  judge({ iface: adder, stimulus: adderStimulus, reference: adderRef, code, timeLimitMs: 5000, seed: 7, ...extra });
const counterCase = (code: string) => judge({ iface: counter, stimulus: counterStimulus, reference: counterRef, code, timeLimitMs: 5000, seed: 11 });

describe('judging', () => {
  it('accepts a correct adder written differently from the reference', async () => {
    const result = await adderCase(`module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  wire [4:0] t = {1'b0, a} + {1'b0, b};
  assign sum = t[3:0];
  assign cout = t[4];
endmodule`);
    expect(result.verdict).toBe('accepted');
    expect(result.samples).toBe(53);
    expect(result.mismatches).toBe(0);
    expect(result.log).toContain('Mismatches: 0 in 53 samples');
    expect(result.waveform).toMatch(/\$scope module tb \$end/);
    expect(result.waveform).toContain('sum_ref');
    expect(result.waveform).toContain('sum_dut');
    expect(result.waveform).toContain('mismatch');
  });

  it('reports a wrong adder with per-output counts and the first mismatch with its inputs', async () => {
    const result = await adderCase(`module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign sum = a + b;
  assign cout = 1'b0; // forgot the carry
endmodule`);
    expect(result.verdict).toBe('wrong_answer');
    expect(result.outputMismatches.sum).toBe(0);
    expect(result.outputMismatches.cout).toBeGreaterThan(0);
    expect(result.mismatches).toBe(result.outputMismatches.cout);
    expect(result.firstMismatch).toEqual({ time: 15, inputs: { a: '1111', b: '0001' } });
    expect(result.log).toMatch(/Mismatches: \d+ in 53 samples/);
  });

  it('counts X or Z from the user against a known reference bit as a mismatch', async () => {
    const result = await adderCase(`module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign sum = a + b;
endmodule`);
    expect(result.verdict).toBe('wrong_answer');
    expect(result.outputMismatches.cout).toBe(53);
  });

  it('judges a sequential counter with reset and enable', async () => {
    expect((await counterCase(counterRef.replace('q + 4\'d1', '4\'d1 + q'))).verdict).toBe('accepted');
    const noReset = await counterCase(`module TopModule(input clk, input reset, input en, output reg [3:0] q);
  initial q = 0;
  always @(posedge clk) if (en) q <= q + 4'd1;
endmodule`);
    expect(noReset.verdict).toBe('wrong_answer');
    const async = await counterCase(`module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(negedge clk) if (reset) q <= 0; else if (en) q <= q + 1;
endmodule`);
    expect(async.verdict).toBe('wrong_answer');
  });

  it('reports an always block without delay as the compiler does, on its line', async () => {
    const result = await adderCase(`module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  reg r = 0;
  always r = ~r;
  assign {cout, sum} = a + b;
endmodule`);
    expect(result.verdict).toBe('compile_error');
    expect(result.diagnostics[0]).toMatchObject({ line: 3, text: 'always process does not have any delay.' });
  });

  it('maps a syntax error to the user`s line', async () => {
    const result = await adderCase(`module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = a + b
endmodule`);
    expect(result.verdict).toBe('compile_error');
    expect(result.diagnostics[0]).toMatchObject({ file: 'main.v', line: 3, severity: 'error' });
  });

  it('explains a port that does not match the problem at the module line', async () => {
    const result = await adderCase(`// my adder
module TopModule(input [3:0] a, input [3:0] b, output [3:0] s, output cout);
  assign {cout, s} = a + b;
endmodule`);
    expect(result.verdict).toBe('compile_error');
    expect(result.diagnostics.some((d) => d.line === 2 && d.text.startsWith('模块接口与题目要求不一致'))).toBe(true);
  });

  it('stops a simulation that never ends: time limit', async () => {
    const result = await adderCase(
      `module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  integer i;
  always @(a) for (i = 0; i >= 0; i = i + 0) ; // spins in zero time: the testbench never gets to finish
  assign {cout, sum} = a + b;
endmodule`,
      { timeLimitMs: 1500 },
    );
    expect(result.verdict).toBe('time_limit');
  });

  it('stops a flood of output: output limit', async () => {
    const result = await adderCase(
      `module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  always @(a) repeat (100000) $display("spam spam spam spam spam spam spam spam");
  assign {cout, sum} = a + b;
endmodule`,
      { limits: { fileBytes: 1024 * 1024 } },
    );
    expect(result.verdict).toBe('output_limit');
  });
});

describe('cheating and escaping', () => {
  it.each([
    ['ends the simulation early', '  initial #1 $finish;', '$finish'],
    ['opens a host file', '  integer f; initial f = $fopen("/etc/passwd", "r");', '$fopen'],
    ['dumps its own waveform', '  initial $dumpfile("/job/x.vcd");', '$dumpfile'],
    ['reads plusargs', '  integer v; initial if ($value$plusargs("x=%d", v)) ;', '$value$plusargs'],
  ])('rejects code that %s, naming the line', async (_what, line, task) => {
    const result = await adderCase(`module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = a + b;
${line}
endmodule`);
    expect(result.verdict).toBe('compile_error');
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ line: 3, text: `不允许使用系统任务或函数 ${task}` }));
  });

  it('rejects a macro that assembles $finish (the check runs after preprocessing)', async () => {
    const result = await adderCase("`define END $fin``ish\nmodule TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);\n  assign {cout, sum} = a + b;\n  initial #1 `END;\nendmodule");
    expect(result.verdict).toBe('compile_error');
    expect(result.diagnostics[0]).toMatchObject({ line: 4, text: '不允许使用系统任务或函数 $finish' });
  });

  it('does not accept a forged result line', async () => {
    const result = await adderCase(`module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign sum = 0; assign cout = 0;
  initial $display("Mismatches: 0 in 53 samples");
  initial $display("VD_RESULT 0000 0 53");
endmodule`);
    expect(result.verdict).toBe('wrong_answer');
  });

  it('rejects reaching testbench signals by hierarchical name', async () => {
    const result = await adderCase(`module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = tb.reference_instance.sum;
endmodule`);
    expect(result.verdict).toBe('compile_error');
    expect(result.diagnostics[0]?.text).toContain('不允许使用层次化引用');
  });

  it('rejects instantiating a module it does not define, such as the reference', async () => {
    const result = await adderCase(`module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  RefModule r (.a(a), .b(b), .sum(sum), .cout(cout));
endmodule`);
    expect(result.verdict).toBe('compile_error');
    expect(result.diagnostics[0]).toMatchObject({ line: 2, text: '不允许实例化模块 RefModule：只能实例化你自己定义的模块' });
  });

  it('rejects `include of the reference file', async () => {
    const result = await adderCase('`include "/in/reference.v"\nmodule TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);\nendmodule');
    expect(result.verdict).toBe('compile_error');
    expect(result.diagnostics[0]).toMatchObject({ line: 1, text: '不允许使用编译指令 `include' });
  });

  it('lets a submission define helper modules with the same names as the reference`s helpers', async () => {
    const reference = `module fa(input a, input b, input ci, output s, output co); assign {co, s} = a + b + ci; endmodule
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  wire [4:0] c; assign c[0] = 1'b0;
  genvar i; generate for (i = 0; i < 4; i = i + 1) begin : g fa u (a[i], b[i], c[i], sum[i], c[i+1]); end endgenerate
  assign cout = c[4];
endmodule`;
    const code = `module fa(input a, input b, input ci, output s, output co); assign s = a ^ b ^ ci; assign co = (a & b) | (ci & (a ^ b)); endmodule
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  wire c1, c2, c3;
  fa f0(a[0], b[0], 1'b0, sum[0], c1); fa f1(a[1], b[1], c1, sum[1], c2);
  fa f2(a[2], b[2], c2, sum[2], c3); fa f3(a[3], b[3], c3, sum[3], cout);
endmodule`;
    expect((await adderCase(code, { reference })).verdict).toBe('accepted');
  });
});
