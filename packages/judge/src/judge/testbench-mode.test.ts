/**
 * The testbench-writing mode's golden cases (packages/judge/golden/testbench): learners'
 * testbenches run in the real sandbox against a counter and its nine faulty designs — the model
 * testbench catches all (also with a second instance of the design), a weak one some (with the
 * missed categories), one failing on everything — or reporting a failure and a success — fails the
 * reference; the attempts to peek inside, force, read plusargs or files, or bring its own design
 * are refused; a testbench that never ends is a time limit, one that floods output an output limit;
 * one that prints nothing is told so.
 * The correct design does not always run first; a design the testbench cannot compile with is a
 * compile error, wherever it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeTestbench } from './testbench-mode.ts';

const ROOT = path.resolve(import.meta.dirname, '../../golden/testbench');
const problem = path.join(ROOT, 'problem');
const faulty = fs
  .readdirSync(path.join(problem, 'faulty'))
  .sort()
  .map((file) => {
    const code = fs.readFileSync(path.join(problem, 'faulty', file), 'utf8');
    return { name: file, category: /\/\/ category: (\S+)/.exec(code)![1]!, code };
  });
const reference = fs.readFileSync(path.join(problem, 'reference.v'), 'utf8');

interface Expected {
  verdict: string;
  caught?: number;
  reference_passed?: boolean;
  missed_includes?: string[];
  log_contains?: string;
  log_lacks?: string;
}

describe('the testbench-writing mode (golden cases)', () => {
  for (const name of fs.readdirSync(path.join(ROOT, 'cases')).sort()) {
    it(
      name,
      async () => {
        const dir = path.join(ROOT, 'cases', name);
        const expected = JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8')) as Expected;
        const outcome = await judgeTestbench({
          code: fs.readFileSync(path.join(dir, 'testbench.v'), 'utf8'),
          dut: 'Counter',
          designTop: 'TopModule',
          reference,
          faulty,
          timeLimitMs: 10_000,
        });
        const what = `${name}: ${outcome.log}`;
        expect(outcome.verdict, what).toBe(expected.verdict);
        expect(outcome.total).toBe(9);
        if (expected.caught !== undefined) expect(outcome.caught, what).toBe(expected.caught);
        if (expected.reference_passed !== undefined) expect(outcome.referencePassed, what).toBe(expected.reference_passed);
        for (const category of expected.missed_includes ?? []) expect(outcome.missed, what).toContain(category);
        if (expected.log_contains) expect(outcome.log, what).toContain(expected.log_contains);
        if (expected.log_lacks) expect(outcome.log, what).not.toContain(expected.log_lacks);
      },
      60_000,
    );
  }
});

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
