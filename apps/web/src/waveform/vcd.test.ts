// The VCD parser on real Icarus output (simulated here, in a temporary directory) and on broken input.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import counterVcd from './fixtures/judge-counter-async-reset.vcd?raw';
import { formatValue } from './format.ts';
import { parseVcdAsync } from './parse-async.ts';
import { ALL_X, ALL_Z, changeAt, INVALID_VCD, parseVcd, valueBits, VcdError, type Waveform } from '@veridojo/waveform';

const hasIcarus = (() => {
  try {
    execFileSync('iverilog', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A design of our own: nested scope, aliases, x/z on buses and bits, a 64-bit bus, a real. */
const DESIGN = `\`timescale 1ns/1ps
module stage (input clk, input [3:0] d, output reg [3:0] q, output half);
  assign half = q[0] ? 1'bz : q[1];
  always @(posedge clk) q <= d;
endmodule

module top;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg [3:0] d;
  reg [63:0] wide = 64'hfedc_ba98_7654_3210;
  real level = 1.5;
  wire [3:0] q;
  wire half;
  wire [7:0] mixed = {d, 4'b1z0x};
  stage u_stage (.clk(clk), .d(d), .q(q), .half(half));
  initial begin
    $dumpfile("plain.vcd");
    $dumpvars(0, top);
    d = 4'b0000;
    #12 d = 4'b1x0z;
    #10 d = 4'b1010; wide = ~wide; level = -2.25;
    #10 d = 4'bxxxx;
    #10 d = 4'bzzzz;
    #10 d = 4'b0110;
    #8 $finish;
  end
endmodule
`;

const workDirs: string[] = [];
afterAll(() => workDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function simulate(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-vcd-test-'));
  workDirs.push(dir);
  fs.writeFileSync(path.join(dir, 'design.v'), DESIGN);
  execFileSync('iverilog', ['-o', 'sim', 'design.v'], { cwd: dir });
  execFileSync('vvp', ['-n', 'sim'], { cwd: dir, stdio: 'ignore' });
  return fs.readFileSync(path.join(dir, 'plain.vcd'), 'utf8');
}

/** Binary digits of variable `name` at `time` (ns in the design; the dump counts ps). */
function bitsAt(waveform: Waveform, name: string, ns: number): string {
  const variable = waveform.variables.find((v) => v.name === name)!;
  const trace = waveform.traces[variable.trace]!;
  const k = changeAt(waveform, trace, ns * 1000);
  return k < 0 ? '' : valueBits(trace, trace.values[k]!);
}

function expectInvalid(text: string, detail?: RegExp) {
  let caught: unknown;
  try {
    parseVcd(text);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(VcdError);
  expect((caught as VcdError).message).toBe(INVALID_VCD);
  if (detail) expect((caught as VcdError).detail).toMatch(detail);
}

describe.skipIf(!hasIcarus)('an Icarus Verilog dump', () => {
  const waveform = hasIcarus ? parseVcd(simulate()) : (null as unknown as Waveform);

  it('reads the timescale, the scopes and the widths', () => {
    expect(waveform.timescale).toEqual({ magnitude: 1, unit: 'ps' });
    const names = waveform.variables.map((v) => `${v.name}:${v.width}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'top.q[3:0]:4',
        'top.mixed[7:0]:8',
        'top.wide[63:0]:64',
        'top.clk:1',
        'top.u_stage.d[3:0]:4',
        'top.u_stage.half:1',
      ]),
    );
    const level = waveform.variables.find((v) => v.name === 'top.level')!;
    expect(level.kind).toBe('real');
    expect(waveform.traces[level.trace]!.real).toBe(true);
    expect(waveform.endTime).toBe(60_000);
  });

  it('lets ports connected to the same net share one trace', () => {
    const trace = (name: string) => waveform.variables.find((v) => v.name === name)!.trace;
    expect(trace('top.u_stage.clk')).toBe(trace('top.clk'));
    expect(trace('top.u_stage.half')).toBe(trace('top.half'));
    expect(trace('top.u_stage.q[3:0]')).not.toBe(trace('top.q[3:0]'));
  });

  it('keeps each clock edge as one change', () => {
    const clk = waveform.traces[waveform.variables.find((v) => v.name === 'top.clk')!.trace]!;
    // 0 at time 0, then a toggle every 5 ns until the finish at 60 ns.
    expect(clk.count).toBe(1 + 12);
    expect(Array.from(clk.values.slice(0, 4))).toEqual([0, 1, 0, 1]);
  });

  it('reads vectors with x and z bits, extended to their width', () => {
    expect(bitsAt(waveform, 'top.d[3:0]', 12)).toBe('1x0z');
    expect(bitsAt(waveform, 'top.mixed[7:0]', 12)).toBe('1x0z1z0x');
    // Icarus writes bx1z0x for xxxx1z0x and bz1z0x for zzzz1z0x: x and z extend themselves.
    expect(bitsAt(waveform, 'top.mixed[7:0]', 32)).toBe('xxxx1z0x');
    expect(bitsAt(waveform, 'top.mixed[7:0]', 42)).toBe('zzzz1z0x');
    // b1010 for a 4-bit d; b110 extends with 0.
    expect(bitsAt(waveform, 'top.d[3:0]', 52)).toBe('0110');
  });

  it('gives all-x and all-z values their own codes', () => {
    const q = waveform.traces[waveform.variables.find((v) => v.name === 'top.q[3:0]')!.trace]!;
    expect(q.values[changeAt(waveform, q, 0)]).toBe(ALL_X);
    expect(q.values[changeAt(waveform, q, 47_000)]).toBe(ALL_Z);
    const half = waveform.traces[waveform.variables.find((v) => v.name === 'top.half')!.trace]!;
    expect(half.values[changeAt(waveform, half, 0)]).toBe(ALL_X);
    expect(half.values[changeAt(waveform, half, 47_000)]).toBe(ALL_Z);
  });

  it('keeps a 64-bit value exactly and reals as numbers', () => {
    const wide = waveform.variables.find((v) => v.name === 'top.wide[63:0]')!;
    const trace = waveform.traces[wide.trace]!;
    expect(formatValue(trace, trace.values[changeAt(waveform, trace, 0)]!, 'hex')).toBe('fedcba9876543210');
    expect(formatValue(trace, trace.values[changeAt(waveform, trace, 30_000)]!, 'hex')).toBe('0123456789abcdef');
    const level = waveform.traces[waveform.variables.find((v) => v.name === 'top.level')!.trace]!;
    expect(level.values[changeAt(waveform, level, 0)]).toBe(1.5);
    expect(level.values[changeAt(waveform, level, 22_000)]).toBe(-2.25);
  });
});

describe('judge dumps of the problem bank (fixtures made by our own Icarus run)', () => {
  it('parse with the testbench scope and its variables', () => {
    const waveform = parseVcd(counterVcd);
    expect(waveform.timescale).toEqual({ magnitude: 1, unit: 's' });
    expect(new Set(waveform.variables.map((v) => v.scope))).toEqual(new Set(['tb_7f3a9c']));
    expect(waveform.variables.map((v) => v.reference)).toEqual(
      expect.arrayContaining(['clk', 'q_ref', 'q_dut', 'mismatch', 'samples', 'reset', 'en']),
    );
    expect(waveform.endTime).toBe(880);
  });
});

describe('hand-written dumps', () => {
  const header = (vars: string) => `$timescale 10 ns $end\n$scope module t $end\n${vars}$upscope $end\n$enddefinitions $end\n`;

  it('reads $dumpvars, $dumpoff/$dumpon and $comment blocks in the body', () => {
    const waveform = parseVcd(
      `${header('$var wire 1 ! a $end\n$var wire 4 " b [3:0] $end\n')}#0\n$dumpvars\n0!\nb0 "\n$end\n` +
        `#10\n$comment anything at all $end\n1!\n#20\n$dumpoff\nx!\nbx "\n$end\n#30\n$dumpon\n1!\nb1010 "\n$end\n#40\n`,
    );
    expect(waveform.timescale).toEqual({ magnitude: 10, unit: 'ns' });
    const [a, b] = waveform.traces;
    expect(Array.from(a!.values)).toEqual([0, 1, ALL_X, 1]);
    expect(Array.from(b!.values)).toEqual([0, ALL_X, 10]);
    expect(Array.from(waveform.times)).toEqual([0, 10, 20, 30]);
    expect(waveform.endTime).toBe(40);
  });

  it('keeps the last value of a time step and drops repeats', () => {
    const waveform = parseVcd(`${header('$var wire 1 ! a $end\n')}#0\n0!\n#5\n1!\n0!\n#6\n0!\n#7\n1!\n`);
    const a = waveform.traces[0]!;
    // #5 ends where it started (0) and #6 repeats 0: only 0 at 0 and 1 at 7 remain.
    expect(Array.from(a.values)).toEqual([0, 1]);
    expect(Array.from(a.at, (slot) => waveform.times[slot])).toEqual([0, 7]);
  });

  it('finds long and high id codes', () => {
    const waveform = parseVcd(
      `${header('$var wire 1 abcdefghij a $end\n$var wire 1 ~~~~ b $end\n$var wire 2 %% c [1:0] $end\n')}#0\n1abcdefghij\n0~~~~\nb10 %%\n`,
    );
    expect(waveform.traces.map((t) => t.values[0])).toEqual([1, 0, 2]);
  });

  it('reads scalar values written without a space and vectors with a tab before the id', () => {
    const waveform = parseVcd(`${header('$var reg 8 # v [7:0] $end\n$var reg 1 $ s $end\n')}#0\nb11111111\t#\nz$\n`);
    expect(waveform.traces[0]!.values[0]).toBe(255);
    expect(waveform.traces[1]!.values[0]).toBe(ALL_Z);
  });
});

describe('invalid data', () => {
  it('is an empty text or only spaces', () => {
    expectInvalid('');
    expectInvalid('  \n\t ');
  });

  it('is text that is not a VCD at all', () => {
    expectInvalid('hello world, this is not a waveform', /头部出现意外内容 hello/);
    expectInvalid('{"waveform_content": null}');
  });

  it('has no $enddefinitions', () => {
    expectInvalid('$timescale 1ns $end\n$scope module t $end\n$var wire 1 ! a $end\n$upscope $end\n#0\n0!\n', /缺少 \$enddefinitions/);
  });

  it('changes an id code that was never declared', () => {
    expectInvalid(
      '$scope module t $end\n$var wire 1 ! a $end\n$upscope $end\n$enddefinitions $end\n#0\n0!\n1?\n',
      /第 7 行：未声明的信号标识符 \?/,
    );
  });

  it('has malformed declarations, times or values', () => {
    const ok = '$scope module t $end\n$var wire 4 ! a [3:0] $end\n$upscope $end\n$enddefinitions $end\n';
    expectInvalid('$timescale 3 ns $end\n$enddefinitions $end\n', /时间单位/);
    expectInvalid('$scope module t $end\n$var wire ! a $end\n$enddefinitions $end\n', /缺少字段/);
    expectInvalid('$scope module t $end\n$var wire 0 ! a b $end\n$enddefinitions $end\n', /宽度/);
    expectInvalid('$upscope $end\n$enddefinitions $end\n', /\$upscope/);
    expectInvalid(`${ok}#10\nb1 !\n#5\nb0 !\n`, /时间倒退/);
    expectInvalid(`${ok}#1x\n`, /时间格式无效/);
    expectInvalid(`${ok}#0\nb101\n`, /缺少信号标识符/);
    expectInvalid(`${ok}#0\nq1 !\n`, /无法识别的内容 q1/);
    expectInvalid(`${ok}#0\n$var wire 1 " b $end\n`, /意外的命令 \$var/);
  });

  it('is reported by parseVcdAsync as a rejection with the same message', async () => {
    await expect(parseVcdAsync('garbage')).rejects.toThrow(INVALID_VCD);
    await expect(parseVcdAsync('$enddefinitions $end\n')).resolves.toMatchObject({ variables: [] });
  });
});
