/**
 * One comparison rule: the Verilog condition the testbench generator writes and the JavaScript
 * rule the waveform viewer marks mismatches with (both from contracts/waveform.ts) agree on every
 * pair of bit values, as Icarus Verilog evaluates the condition.
 */
import { bitsDiffer, mismatchCondition, ProblemInterface } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { runInJail } from '../sandbox.ts';

const BITS = ['0', '1', 'x', 'z'];

describe('the mismatch rule', () => {
  it('is the same in the testbench (as Icarus evaluates it) and in the viewer', async () => {
    const pairs = BITS.flatMap((e) => BITS.map((a) => [e, a] as const));
    const checks = pairs.map(
      ([e, a]) => `e = 1'b${e}; a = 1'b${a}; #1 $display("%s%s %0d", "${e}", "${a}", (${mismatchCondition('e', 'a')}));`,
    );
    const source = `module t; reg e, a; initial begin ${checks.join(' ')} end endmodule\n`;
    const run = await runInJail({ files: { 't.v': source }, script: 'iverilog -o sim /in/t.v && vvp -n sim </dev/null 3>&-' });
    const icarus = Object.fromEntries(
      run.stdout
        .trim()
        .split('\n')
        .map((l) => l.split(' ') as [string, string]),
    );
    expect(Object.keys(icarus)).toHaveLength(16);
    for (const [e, a] of pairs) expect(bitsDiffer(e, a), `expected ${e}, actual ${a}`).toBe(icarus[`${e}${a}`] === '1');
  });

  it('keeps the testbench`s own names out of a problem`s ports', () => {
    const iface = (name: string) => ({ top: 'TopModule', inputs: [{ name, width: 1 }], outputs: [{ name: 'y', width: 1 }] });
    for (const name of ['seed', 'samples', 'in_reset', 'clk_gen', 'mismatch', 'sum_ref', 'sum_dut', 'mismatches_y'])
      expect(ProblemInterface.safeParse(iface(name)).success, name).toBe(false);
    expect(ProblemInterface.safeParse(iface('init')).success).toBe(true);
  });
});
