import { describe, expect, it } from 'vitest';
import { generateIfInFor, knownMistranslations, readDesign, readModules, topCandidates, unsupportedConstructs } from './design.ts';
import { matchPorts, type VhdlPort } from './ports.ts';

describe('what the converter reads before running anything', () => {
  it('finds the tops: modules no other module names, by name', () => {
    const files = {
      'b.v': 'module top(input a, output y);\n  inv u(.a(a), .y(y));\nendmodule\nmodule spare; endmodule\n',
      'a.v': 'module inv(input a, output y);\n  assign y = ~a; // top is mentioned only in a comment\nendmodule\n',
    };
    expect(readModules(files).map((m) => [m.name, m.file, m.line])).toEqual([
      ['top', 'b.v', 1],
      ['spare', 'b.v', 4],
      ['inv', 'a.v', 1],
    ]);
    expect(topCandidates(readModules(files))).toEqual(['spare', 'top']);
  });

  it('names each construct the back end refuses, at its first place per file, and nothing in comments or ordinary code', () => {
    const files = {
      'p.v':
        'module p(input [3:0] a, output [7:0] y, output [7:0] z);\n  assign y = a ** 2;\n  assign z = a * a; // a ** 3 in a comment\nendmodule\n',
      'r.v': 'module r;\n  real x;\n  realtime t;\n  initial fork x = 1.0; join\nendmodule\n',
      'm.v': 'module m(input clk);\n  reg [7:0] ok [0:3];\n  reg [3:0] grid [0:3][0:3];\n  wire [1:0] w = ok[1][1:0];\nendmodule\n',
      't.v': 'module t;\n  task automatic go; endtask\nendmodule\ninterface bus; endinterface\n',
    };
    expect(unsupportedConstructs(files).map((u) => [u.file, u.line, u.construct])).toEqual([
      ['p.v', 2, '幂运算 **'],
      ['r.v', 2, '实数类型 real'],
      ['r.v', 3, '实数类型 realtime'],
      ['r.v', 4, 'fork/join 并行块'],
      ['m.v', 3, '多维数组 grid'],
      ['t.v', 2, 'automatic 任务或函数'],
      ['t.v', 4, 'SystemVerilog interface'],
    ]);
    expect(
      unsupportedConstructs({
        'ok.v': 'module ok(input [3:0] a, output [7:0] y);\n  reg [7:0] mem [0:15];\n  assign y = a * a;\nendmodule\n',
      }),
    ).toEqual([]);
  });

  it('places the back end`s known faults: generate-if inside generate-for, >>>, loops over memories', () => {
    const hang =
      'module h;\n  genvar i;\n  generate for (i = 0; i < 2; i = i + 1) begin : g\n    if (i == 0) begin : a end\n  end endgenerate\nendmodule\n';
    expect(generateIfInFor({ 'h.v': hang })).toEqual({ file: 'h.v', line: 3 });
    expect(generateIfInFor({ 'ok.v': 'module ok(input a, output reg y);\n  always @* if (a) y = 1; else y = 0;\nendmodule\n' })).toBeNull();
    const hints = knownMistranslations({
      's.v': 'module s(input signed [7:0] a, output signed [7:0] y);\n  assign y = a >>> 1;\nendmodule\n',
    });
    expect(hints).toEqual(['s.v 第 2 行 使用了算术右移 >>>：Icarus 的 VHDL 后端会把有符号数的算术右移译成逻辑右移']);
    expect(knownMistranslations({ 'n.v': 'module n(input [7:0] a, output [7:0] y);\n  assign y = a >> 1;\nendmodule\n' })).toEqual([]);
  });
});

/**
 * Milliseconds of CPU `work` takes (this process's, user and system): unlike the wall clock, not
 * stretched when another test file shares the two cores (4.8 s of wall clock for this 2 s bound,
 * measured beside another file) — the bound is about the algorithm, not the machine's load.
 */
function timed(work: () => unknown): number {
  const started = process.cpuUsage();
  work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

describe('linear time on the largest design a user may send (1 MiB, issue 26)', () => {
  it('finds the tops of 30 000 modules without asking every module about every name', () => {
    // A ring: each module instantiates the next, the last the first — no top at all. Asked module
    // by module, name by name, this took seconds on the worker's event loop.
    const n = 30_000;
    const name = (i: number) => `m${i.toString(36)}`;
    const ring = Array.from({ length: n }, (_, i) => `module ${name(i)}; ${name((i + 1) % n)} u(); endmodule\n`).join('');
    expect(ring.length).toBeLessThan(1024 * 1024);
    let reading = readDesign({ 'ring.v': ring });
    expect(timed(() => (reading = readDesign({ 'ring.v': ring })))).toBeLessThan(2000);
    expect(reading.modules).toHaveLength(n);
    expect(reading.candidates).toEqual([]);
    // Cut the ring after the last module: the one the last module named is the top.
    const chain = ring.replace(`; ${name(0)} u(); endmodule\n`, '; endmodule\n');
    expect(topCandidates(readModules({ 'chain.v': chain }))).toEqual([name(0)]);
  });

  it('finds unclosed declaration brackets without a rescan for each one', () => {
    const text = `module m;\n  real r;\n  wire a[${',a['.repeat(150_000)}\nendmodule\n`;
    let found: { construct: string }[] = [];
    expect(timed(() => (found = unsupportedConstructs({ 'm.v': text })))).toBeLessThan(2000);
    expect(found.map((u) => u.construct)).toEqual(['实数类型 real']);
  });

  it('matches thousands of ports by name, not by a search per port', () => {
    const n = 50_000;
    const vhdl: VhdlPort[] = Array.from({ length: n }, (_, i) => ({
      name: `p${i}`,
      vhdlName: `p${i}`,
      direction: 'in',
      type: 'std_logic',
      width: 1,
      typeText: 'std_logic',
    }));
    const verilog = vhdl.map((p) => ({ name: p.name.toUpperCase(), direction: 'in' as const, width: 1 })).reverse();
    let matched: ReturnType<typeof matchPorts> = [];
    expect(timed(() => (matched = matchPorts(vhdl, verilog)))).toBeLessThan(2000);
    expect(Array.isArray(matched) && matched[0]).toMatchObject({ name: `P${n - 1}`, vhdlName: `p${n - 1}` });
    expect(matchPorts(vhdl, verilog.slice(1))).toEqual({ unmatched: `p${n - 1}` });
  });
});
