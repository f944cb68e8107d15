// A counterexample drawn as a dump: read back by the viewer's own parser and layout, it pairs each
// output's expected and actual rows, marks the last cycle, and holds each cycle's values.
import { describe, expect, it } from 'vitest';
import type { SubmissionCounterexample } from '@veridojo/contracts';
import { parseVcd } from '@veridojo/waveform';
import { counterexampleVcd } from './counterexample-vcd.ts';
import { buildLayout } from './signals.ts';
import { valueAt } from './WaveformParts.tsx';

const step = (reset: string, en: string, expected: string, yours: string, carryExpected = '0', carryYours = '0') => ({
  inputs: { reset, en },
  expected: { q: expected, carry: carryExpected },
  yours: { q: yours, carry: carryYours },
});

const SEQUENTIAL: SubmissionCounterexample = {
  status: 'found',
  sequential: true,
  depth: 22,
  cycles: 4,
  inputs: [
    { name: 'reset', width: 1 },
    { name: 'en', width: 1 },
  ],
  outputs: [
    { name: 'q', width: 4 },
    { name: 'carry', width: 1 },
  ],
  steps: [
    step('1', '0', '0000', '0000'),
    step('1', '1', '0000', '0000'),
    step('0', '1', '0000', '0000'),
    step('0', '1', '0001', '0010', '0', '1'),
  ],
  differing: ['q', 'carry'],
  message: '',
};

describe('a counterexample as a waveform', () => {
  it('pairs expected and actual outputs, with the mismatch in the last cycle only', () => {
    const waveform = parseVcd(counterexampleVcd(SEQUENTIAL));
    const layout = buildLayout(waveform);
    expect(layout.judge).toBe(true);
    expect(layout.rows.map((r) => `${r.role}:${r.label}`)).toEqual([
      'signal:clk',
      'signal:reset',
      'signal:en',
      'expected:q[3:0]',
      'actual:q[3:0]',
      'expected:carry',
      'actual:carry',
      'mismatch:mismatch',
    ]);
    // Four cycles of 10 time units; the fourth (from 30) is the one where the outputs differ.
    expect(layout.mismatches).toEqual([{ start: 30, end: 40, outputs: ['q', 'carry'] }]);
    const row = (label: string) => layout.rows.find((r) => r.label === label)!;
    expect(valueAt(waveform, row('en'), 12, 'bin')).toBe('1');
    expect(valueAt(waveform, row('reset'), 25, 'bin')).toBe('0');
    expect(valueAt(waveform, row('q[3:0]'), 35, 'bin')).toBe('0001');
    // The clock rises half way through each cycle: low when the outputs are compared.
    expect(valueAt(waveform, row('clk'), 31, 'bin')).toBe('0');
    expect(valueAt(waveform, row('clk'), 36, 'bin')).toBe('1');
  });

  it('draws a combinational counterexample as one vector with no clock, and names the clock apart from the ports', () => {
    const one: SubmissionCounterexample = {
      ...SEQUENTIAL,
      sequential: false,
      cycles: 1,
      inputs: [{ name: 'clk', width: 1 }],
      outputs: [{ name: 'y', width: 1 }],
      steps: [{ inputs: { clk: '1' }, expected: { y: '1' }, yours: { y: '0' } }],
      differing: ['y'],
    };
    const layout = buildLayout(parseVcd(counterexampleVcd(one)));
    expect(layout.rows.map((r) => r.label)).toEqual(['clk', 'y', 'y', 'mismatch']);
    expect(layout.mismatches).toEqual([{ start: 0, end: 10, outputs: ['y'] }]);
    const clocked = buildLayout(parseVcd(counterexampleVcd({ ...one, sequential: true })));
    expect(clocked.rows[0]!.label).toBe('clock');
  });
});
