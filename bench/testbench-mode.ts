// The testbench-writing mode (issue 18): one judgement of a learner's testbench against the
// correct design and its faulty designs (the bank's tb-counter-enable: 1 + 11 designs, in one
// jail), against the sum of separate judgements of the same testbench against each design alone
// (one jail each), measured in the same run. Goal: at most 1.5× the sum of the separate runs.
// Run: npx tsx bench/testbench-mode.ts   (BENCH_RUNS to change the number of rounds)
import fs from 'node:fs';
import path from 'node:path';
import { judgeTestbench } from '../packages/judge/src/judge/testbench-mode.ts';
import { readProblemFolder } from '../packages/problem-format/src/problems.ts';
import { median } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '../problems');
const problem = readProblemFolder(root, '07-testbenches/tb-counter-enable');
const task = problem.task!;
const code = fs.readFileSync(path.join(root, '07-testbenches/tb-counter-enable/reference.v'), 'utf8');
const request = { code, dut: problem.meta.testbench_task!.dut, designTop: problem.meta.testbench_task!.top, timeLimitMs: 10_000 };

const together: number[] = [];
const separate: number[] = [];
for (let round = 0; round < RUNS; round++) {
  let started = performance.now();
  const all = await judgeTestbench({ ...request, reference: task.design, faulty: task.faulty });
  together.push(performance.now() - started);
  if (all.verdict !== 'accepted') throw new Error(`the model testbench was not accepted: ${all.log}`);
  started = performance.now();
  for (const design of [task.design, ...task.faulty.map((f) => f.code)])
    await judgeTestbench({ ...request, reference: design, faulty: [] });
  separate.push(performance.now() - started);
}
const a = median(together);
const b = median(separate);
console.log(`designs: 1 correct + ${task.faulty.length} faulty, ${RUNS} rounds`);
console.log(`one judgement, every design in one jail:   ${a.toFixed(0)} ms (median)`);
console.log(`separate judgements, one jail per design:  ${b.toFixed(0)} ms (median of the sums)`);
console.log(`ratio together / separate: ${(a / b).toFixed(2)} (goal ≤ 1.5)`);
