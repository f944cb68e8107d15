// Rows and mismatch spans of judge dumps (checked against what the judge printed, see
// fixtures/README.md) and of plain dumps.
import { describe, expect, it } from 'vitest';
import absVcd from './fixtures/judge-abs-value-neg-latch.vcd?raw';
import counterVcd from './fixtures/judge-counter-async-reset.vcd?raw';
import { buildLayout, differenceSpans, insideSpans, valuesDiffer, type Layout } from './signals.ts';
import { parseVcd, type Waveform } from '@veridojo/waveform';

/** Times at which the testbench compared outputs: its `samples` counter changes once per check. */
function sampleTimes(waveform: Waveform): number[] {
  const samples = waveform.variables.find((v) => v.reference === 'samples')!;
  const trace = waveform.traces[samples.trace]!;
  return Array.from(trace.at.subarray(1), (slot) => waveform.times[slot]!);
}

function failingSamples(waveform: Waveform, layout: Layout): number {
  return sampleTimes(waveform).filter((t) => layout.mismatches.some((span) => span.start <= t && t < span.end)).length;
}

describe('a judge dump with mismatches (always-abs-value, neg left as a latch)', () => {
  const waveform = parseVcd(absVcd);
  const layout = buildLayout(waveform);

  it('covers exactly the samples the judge counted as wrong, starting at its first mismatch', () => {
    // The judge printed: VD_FIRST n0 5 …, Mismatches: 19 in 44 samples.
    expect(sampleTimes(waveform)).toHaveLength(44);
    expect(failingSamples(waveform, layout)).toBe(19);
    expect(layout.mismatches[0]!.start).toBe(5);
  });

  it('names the output that differs (neg: 19, mag: 0 in the judge log)', () => {
    expect(new Set(layout.mismatches.flatMap((span) => span.outputs))).toEqual(new Set(['neg']));
    const actual = (output: string) => layout.rows.find((row) => row.role === 'actual' && row.label.startsWith(output))!;
    expect(actual('mag').differences).toHaveLength(0);
    for (const span of layout.mismatches) expect(insideSpans(actual('neg').differences!, span.start)).toBe(true);
  });

  it('shows inputs, then each output as expected above actual, then the mismatch flag; bookkeeping hidden', () => {
    const shown = layout.rows.filter((row) => !row.internal).map((row) => `${row.label}:${row.role}`);
    expect(shown).toEqual(['x[7:0]:signal', 'neg:expected', 'neg:actual', 'mag[7:0]:expected', 'mag[7:0]:actual', 'mismatch:mismatch']);
    const hidden = layout.rows.filter((row) => row.internal).map((row) => row.label);
    expect(hidden.sort()).toEqual(
      [
        'in_reset',
        'mismatches[31:0]',
        'mismatches_mag[31:0]',
        'mismatches_neg[31:0]',
        'ref_x_after_reset[31:0]',
        'samples[31:0]',
        'seed[31:0]',
      ].sort(),
    );
  });
});

describe('a sequential judge dump (counter-4bit with an asynchronous reset)', () => {
  const waveform = parseVcd(counterVcd);
  const layout = buildLayout(waveform);

  it('finds the two wrong samples the judge reported, the first at 61', () => {
    // The judge printed: VD_FIRST n0 61 reset=1 en=1, Mismatches: 2 in 176 samples.
    expect(sampleTimes(waveform)).toHaveLength(176);
    expect(failingSamples(waveform, layout)).toBe(2);
    expect(layout.mismatches.map((span) => span.start)[0]).toBe(61);
    expect(layout.mismatches.every((span) => span.outputs.join() === 'q')).toBe(true);
  });

  it('hides the clock generator but shows the clock input', () => {
    const row = (label: string) => layout.rows.find((r) => r.label === label)!;
    expect(row('clk').internal).toBe(false);
    expect(row('clk_gen').internal).toBe(true);
  });
});

describe('comparing expected and actual values like the judge', () => {
  const code = (bits: string) => {
    const waveform = parseVcd(`$var wire 4 ! v [3:0] $end\n$enddefinitions $end\n#0\nb${bits} !\n`);
    return [waveform.traces[0]!, waveform.traces[0]!.values[0]!] as const;
  };
  const differ = (expected: string, actual: string) => {
    const [e, ec] = code(expected);
    const [a, ac] = code(actual);
    return valuesDiffer(e, ec, a, ac);
  };

  it('lets x bits of the reference match anything', () => {
    expect(differ('xxxx', '1010')).toBe(false);
    expect(differ('1x0x', '1101')).toBe(false);
    expect(differ('1x0x', '1111')).toBe(true);
  });

  it('counts x or z from the user against a known bit, and any z in the reference', () => {
    expect(differ('1010', '1x10')).toBe(true);
    expect(differ('1010', 'zzzz')).toBe(true);
    expect(differ('1z10', '1z10')).toBe(true);
    expect(differ('1010', '1010')).toBe(false);
  });

  it('gives [start, end) spans over time, open to the end of the dump', () => {
    const waveform = parseVcd(
      '$var wire 1 ! e $end\n$var wire 1 " a $end\n$enddefinitions $end\n#0\n0!\n0"\n#10\n1!\n#12\n1"\n#20\n0!\n#30\n0"\n1!\n#40\n',
    );
    const [e, a] = waveform.traces;
    expect(Array.from(differenceSpans(waveform, e!, a!))).toEqual([10, 12, 20, 40]);
  });
});

describe('a plain dump (IDE simulation)', () => {
  it('keeps every variable with its dotted name below the common top scope', () => {
    const waveform = parseVcd(
      '$scope module tb $end\n$var reg 1 ! clk $end\n$scope module dut $end\n$var wire 1 ! clk $end\n$var reg 4 " q_ref [3:0] $end\n' +
        '$upscope $end\n$upscope $end\n$enddefinitions $end\n#0\n0!\nb0 "\n',
    );
    const layout = buildLayout(waveform);
    expect(layout.judge).toBe(false);
    expect(layout.mismatches).toEqual([]);
    expect(layout.rows.map((row) => row.label)).toEqual(['clk', 'dut.clk', 'dut.q_ref[3:0]']);
    expect(layout.rows.every((row) => !row.internal && row.role === 'signal')).toBe(true);
  });
});
