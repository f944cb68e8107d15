/**
 * The samples read back from a waveform: a problem's own testbench (VerilogEval style: no sample
 * counter, the checker compares at the clock's edges) gives the same facts as ours — the inputs,
 * expected and actual values at each comparison, and the first mismatch.
 */
import { describe, expect, it } from 'vitest';
import { analyze, mismatchTable, renderRules } from './rules.ts';
import { waveformFacts, type Sample, type WaveformFacts } from './waveform-facts.ts';

/** tb: clk toggles every 5; `in` changes at 12 and 32; out_dut stops following out_ref from 30 on. */
const VERILOG_EVAL_DUMP = `$timescale 1ps $end
$scope module tb $end
$var wire 1 ! clk $end
$var reg 1 " in $end
$var wire 1 # out_ref $end
$var wire 1 $ out_dut $end
$var wire 1 % tb_mismatch $end
$scope module stim1 $end
$var wire 1 & clk $end
$upscope $end
$upscope $end
$enddefinitions $end
#0
0!
0"
0#
0$
0%
#5
1!
#10
0!
#12
1"
#15
1!
1#
1$
#20
0!
#25
1!
#30
0!
#32
0"
#35
1!
0#
#40
0!
1%
#45
1!
`;

describe('the facts of a problem’s own testbench', () => {
  it('compares at each clock edge with the values just before it, and finds the first mismatch', () => {
    const facts = waveformFacts(VERILOG_EVAL_DUMP)!;
    expect(facts.outputs).toEqual([{ name: 'out', width: 1 }]);
    expect(facts.inputs.map((i) => i.name)).toEqual(['clk', 'in']);
    expect(facts.clock).toBe('clk');
    expect(facts.samples.map((s) => s.time)).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45]);
    const first = facts.samples.find((s) => s.differing.length > 0)!;
    // At 40 (just before: out_ref fell at 35, out_dut stayed 1), the input was 0.
    expect(first).toMatchObject({ time: 40, inputs: { in: '0' }, expected: { out: '0' }, actual: { out: '1' }, differing: ['out'] });
    expect(mismatchTable(facts)).toContain('| 40 ⟵ 第一个不一致 | 0 | 0 | 1 |');
  });

  it('is no judge dump without an expected/actual pair', () => {
    expect(waveformFacts('$scope module t $end\n$var wire 1 ! a $end\n$upscope $end\n$enddefinitions $end\n#0\n0!\n')).toBeNull();
  });

  it('gives the rule analysis the first mismatch with its inputs, which the judge reports without them', () => {
    const facts = {
      verdict: 'wrong_answer' as const,
      code: 'module TopModule(input clk, input in, output reg out);\n  always @(posedge clk) out <= out | in;\nendmodule\n',
      log: '',
      diagnostics: [],
      outputMismatches: { out: 2 },
      mismatches: 2,
      samples: 9,
      firstMismatch: { time: 40, inputs: {} },
      waveform: waveformFacts(VERILOG_EVAL_DUMP),
      waveformRemoved: false,
    };
    const text = renderRules(facts, analyze(facts));
    expect(text).toContain('### 第一个不一致附近');
    expect(text).toContain('| 时间 | in | out 期望 | out 实际 |');
    expect(text).toContain('| 40 ⟵ 第一个不一致 | 0 | 0 | 1 |');
  });
});

describe('a reset pattern seen once', () => {
  /**
   * A 4-bit counter with a synchronous reset (expected) against one reset asynchronously (actual),
   * sampled as the judge does: before each rising edge and just after it. `cycles` are the inputs
   * of each cycle; the first two hold reset (the testbench's reset phase).
   */
  function counterRun(cycles: { reset: number; en: number }[]) {
    let expected = 0;
    let actual = 0;
    const samples: Sample[] = [];
    cycles.forEach(({ reset, en }, i) => {
      const inputs = { clk: '0', reset: String(reset), en: String(en) };
      const inReset = i < 2;
      // Before the edge: the asynchronous reset has already cleared its counter.
      if (reset) actual = 0;
      const before = { expected: expected.toString(2).padStart(4, '0'), actual: actual.toString(2).padStart(4, '0') };
      samples.push({
        time: 10 * i + 4,
        inputs,
        expected: { q: before.expected },
        actual: { q: before.actual },
        differing: before.expected === before.actual ? [] : ['q'],
        inReset,
      });
      expected = reset ? 0 : en ? (expected + 1) % 16 : expected;
      actual = reset ? 0 : en ? (actual + 1) % 16 : actual;
      const after = expected.toString(2).padStart(4, '0');
      samples.push({
        time: 10 * i + 6,
        inputs: { ...inputs, clk: '1' },
        expected: { q: after },
        actual: { q: after },
        differing: [],
        inReset,
      });
    });
    return samples;
  }

  it('names an asynchronous reset from one mismatch before an edge while reset is asserted', () => {
    // The corpus's counter: the directed reset is the run's only one that meets a nonzero count —
    // random stimulus gives that now and then (stop 41's full run), and the pattern is still clear.
    const cycles = [
      { reset: 1, en: 0 },
      { reset: 1, en: 0 },
      ...Array.from({ length: 6 }, () => ({ reset: 0, en: 1 })),
      { reset: 1, en: 1 },
      ...Array.from({ length: 6 }, () => ({ reset: 0, en: 1 })),
    ];
    const samples = counterRun(cycles);
    expect(samples.filter((s) => s.differing.length > 0)).toHaveLength(1);
    const waveform: WaveformFacts = {
      outputs: [{ name: 'q', width: 4 }],
      inputs: [
        { name: 'clk', width: 1 },
        { name: 'reset', width: 1 },
        { name: 'en', width: 1 },
      ],
      clock: 'clk',
      samples,
      complete: true,
    };
    const findings = analyze({
      verdict: 'wrong_answer',
      code: '',
      log: '',
      diagnostics: [],
      outputMismatches: { q: 1 },
      mismatches: 1,
      samples: samples.length,
      firstMismatch: null,
      waveform,
      waveformRemoved: false,
    });
    expect(findings.map((f) => f.kind)).toEqual(['async_reset']);
  });
});
