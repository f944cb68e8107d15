/**
 * The checker's second opinion (issue 32): the mutants a testbench accepts go to the counterexample
 * search, which lists the ones that differ from the reference — a weak testbench, named with the
 * shortest input that shows it — and fails a problem whose "reviewed equivalent" mutant differs.
 * The bank's counter-mod10, with its stimulus cut to three counting cycles, is the weak testbench:
 * a counter that wraps at another constant is accepted, and the search finds it; the judge
 * replaying the counterexample confirms it. rr-arbiter-3 has counterexamples the simulator does
 * not reproduce (Yosys reads its blocking-assignment mutants otherwise): never a miss.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProblemFolder, type ProblemFolder } from '@veridojo/problem-format';
import { checkProblem } from './check.ts';

const BANK = path.resolve(import.meta.dirname, '../../../../problems');

function weakened(problem: ProblemFolder, reviewed: string[] = []): ProblemFolder {
  const stimulus = { directed: [{ reset: 0, en: 1 }, { en: 1 }, { en: 1 }], random: 0 };
  return { ...problem, meta: { ...problem.meta, stimulus, reviewed_equivalent_mutants: reviewed } } as ProblemFolder;
}

describe('the checker’s second opinion', () => {
  const bank = readProblemFolder(BANK, '02-sequential/counter-mod10');

  it('lists the accepted mutants that differ from the reference, with the shortest counterexample, and fails a wrong review', async () => {
    const report = await checkProblem(weakened(bank));
    const { secondOpinion, mutants } = report;
    // Every mutant the cut testbench accepts was searched.
    expect(secondOpinion.searched).toBe(mutants.judged - mutants.rejected);
    const wrap = secondOpinion.missed.find((m) => m.description.includes('9'));
    expect(wrap, JSON.stringify(secondOpinion.missed)).toBeDefined();
    // Reset for two cycles, then nine counting cycles to reach the wrap: beyond the three the testbench drives.
    expect(wrap!.cycles).toBeGreaterThan(5);
    expect(wrap!.reviewed).toBe(false);
    // The reviewed blocking-assignment mutants of the real problem are equivalent: never missed.
    for (const id of bank.meta.reviewed_equivalent_mutants) expect(secondOpinion.missed.map((m) => m.id)).not.toContain(id);

    const reviewedWrongly = await checkProblem(weakened(bank, [wrap!.id]));
    expect(reviewedWrongly.failures.join('\n')).toContain(`复核为等价的变异体 ${wrap!.id}`);
  }, 240_000);

  it('counts a counterexample only when the simulator reproduces it', async () => {
    // rr-arbiter-3's reviewed mutants mix a blocking and a non-blocking assignment to one register:
    // Yosys's model of them differs from the reference, Icarus's simulation does not.
    const arbiter = readProblemFolder(BANK, '03-fsm/rr-arbiter-3');
    const report = await checkProblem(arbiter);
    expect(report.failures).toEqual([]);
    expect(report.secondOpinion.missed).toEqual([]);
    expect(report.secondOpinion.unconfirmed).toEqual(expect.arrayContaining(['blocking@30:201', 'blocking@31:213']));
  }, 240_000);
});
