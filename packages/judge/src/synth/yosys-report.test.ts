/**
 * Yosys's texts read into the report's parts, on texts Yosys 0.23 printed (the jail's paths in
 * them): what the golden cases do not reach — undriven and multiply-driven wires, and no jail path
 * or Yosys-internal wire name ever shown to the learner.
 */
import { describe, expect, it } from 'vitest';
import { parseCheck, parseLongestPath, parseStat } from './yosys-report.ts';

const PATHS = { '/job/src.f0.v': 'rtl/top.v' };

describe("Yosys's reports", () => {
  it('reads undriven and multiply-driven wires with the learner`s names', () => {
    const check = [
      'Checking module top...',
      'Warning: multiple conflicting drivers for top.\\y:',
      '    port Y[0] of cell $not$/job/src.f0.v:4$1 ($not)',
      '    module input b[0]',
      'Warning: Wire top.\\u is used but has no driver.',
      'Warning: Wire top.\\v [3] is used but has no driver.',
      'Found and reported 3 problems.',
    ].join('\n');
    const found = parseCheck(check, PATHS);
    expect(found.multiplyDriven).toEqual([expect.objectContaining({ file: 'rtl/top.v', line: 4, signal: 'y' })]);
    expect(found.multiplyDriven[0]!.text).toContain('同时被 2 处驱动');
    expect(found.undriven.map((u) => u.signal)).toEqual(['u', 'v [3]']);
    expect(found.loops).toEqual([]);
    expect(JSON.stringify(found)).not.toContain('/job/');
  });

  it('names a loop by its line when only Yosys`s own wires are in it', () => {
    const check = [
      'Warning: found logic loop in module top:',
      '    cell $and$/job/src.f0.v:3$1 ($and)',
      '    wire $and$/job/src.f0.v:3$1_Y',
    ].join('\n');
    const [loop] = parseCheck(check, PATHS).loops;
    expect(loop).toMatchObject({ file: 'rtl/top.v', line: 3, signal: '' });
    expect(loop!.text).toMatch(/^组合逻辑环路：第 3 行的逻辑/);
  });

  it('reads cells by kind and the longest path', () => {
    const stat =
      '=== top ===\n\n   Number of cells:                  3\n     $_DFF_P_                        1\n     $_XOR_                          2\n\n';
    expect(parseStat(stat)).toEqual({ cells: 3, counts: { $_DFF_P_: 1, $_XOR_: 2 } });
    expect(parseLongestPath('Longest topological path in top (length=4):\n    0: \\a')).toBe(4);
    expect(parseLongestPath('')).toBeNull();
  });
});
