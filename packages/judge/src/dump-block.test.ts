/**
 * The spec's dump block (§4) as a pure function on a testbench's text: added only without a
 * `$finish` (one in a comment or a string does not count), in the testbench module, on the line
 * of its `endmodule` so no line of the learner's file moves, and without a second `$dumpfile`.
 */
import { describe, expect, it } from 'vitest';
import { insertDumpBlock } from './dump-block.ts';

const TB = `module helper; endmodule
module tb;
  reg clk = 0;
  always #5 clk = ~clk; // $finish is only mentioned here
  initial $display("no $finish in this string either");
endmodule
module after; endmodule
`;

describe('insertDumpBlock', () => {
  it('adds dumpfile, dumpvars and #1000 $finish before the testbench module`s endmodule, on its line', () => {
    const { text, added } = insertDumpBlock(TB, 'tb');
    expect(added).toEqual({ line: 6, dump: true });
    const lines = text.split('\n');
    expect(lines).toHaveLength(TB.split('\n').length);
    expect(lines[5]).toBe('initial begin $dumpfile("wave.vcd"); $dumpvars(0, tb); #1000 $finish; end endmodule');
    // Every other line is untouched: the block went into tb, not into the file's last module.
    expect(lines.filter((_, k) => k !== 5)).toEqual(TB.split('\n').filter((_, k) => k !== 5));
  });

  it('leaves a testbench with a $finish alone', () => {
    const finishing = TB.replace('initial $display', 'initial #20 $finish; initial $display');
    expect(insertDumpBlock(finishing, 'tb')).toEqual({ text: finishing, added: null });
  });

  it('adds only the $finish when the testbench already dumps', () => {
    const dumping = TB.replace('reg clk = 0;', 'reg clk = 0; initial begin $dumpfile("mine.vcd"); $dumpvars; end');
    const { text, added } = insertDumpBlock(dumping, 'tb');
    expect(added).toEqual({ line: 6, dump: false });
    expect(text).toContain('initial begin #1000 $finish; end endmodule');
    expect(text.match(/\$dumpfile/g)).toHaveLength(1);
  });

  it('adds nothing when the module is not in the text', () => {
    expect(insertDumpBlock(TB, 'test_bench').added).toBeNull();
  });
});
