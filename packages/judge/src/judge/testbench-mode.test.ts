/**
 * The testbench-writing mode beyond its golden cases (packages/judge/golden/testbench, run by
 * src/golden.test.ts): the correct design does not always run first, and a design the testbench
 * cannot compile with is a compile error naming the testbench, wherever it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN, testbenchProblem } from '../testing/golden.ts';
import { judgeTestbench } from './testbench-mode.ts';

const ROOT = path.join(GOLDEN, 'testbench');
const { faulty, reference } = testbenchProblem();

describe('the order of the designs', () => {
  it('runs the correct design at a shuffled place, not always first', async () => {
    const code = fs.readFileSync(path.join(ROOT, 'cases', 'model', 'testbench.v'), 'utf8');
    const places = new Set<number>();
    // Eight judgements with ten designs: one place every time would happen about once in 10^7.
    for (let k = 0; k < 8; k++) {
      const outcome = await judgeTestbench({ code, dut: 'Counter', designTop: 'TopModule', reference, faulty, timeLimitMs: 10_000 });
      expect(outcome.verdict).toBe('accepted');
      places.add(outcome.runs.findIndex((r) => r.design === -1));
    }
    expect(places.size).toBeGreaterThan(1);
  }, 120_000);
});

describe('a design the testbench does not compile with', () => {
  it('is a compile error naming the testbench, wherever that design runs', async () => {
    const code = fs.readFileSync(path.join(ROOT, 'cases', 'model', 'testbench.v'), 'utf8');
    // One faulty design without the enable port the testbench connects.
    const noEnable = { name: 'no-enable.v', category: '使能', code: reference.replace('input en, ', '').replace('else if (en)', 'else') };
    for (let k = 0; k < 3; k++) {
      const outcome = await judgeTestbench({
        code,
        dut: 'Counter',
        designTop: 'TopModule',
        reference,
        faulty: [...faulty, noEnable],
        timeLimitMs: 10_000,
      });
      expect(outcome.verdict, outcome.log).toBe('compile_error');
      expect(outcome.log).not.toContain('design_');
    }
  }, 60_000);
});
