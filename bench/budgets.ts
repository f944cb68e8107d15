// Benchmark of the per-run budgets (issue 26): what a control group per jail adds to a judgement.
// Two child processes judge the same adder submission in the jail, one with budgets (as a worker
// started as root has them) and one without; they take turns in rounds, so both see the same
// machine. Prints each side's median and the ratio — goal ≤ 1.05.
// Run (as root, on a machine with cgroup v1): npx tsx bench/budgets.ts
import { execFileSync } from 'node:child_process';
import { prepareBudgets } from '../packages/judge/src/budgets.ts';
import { judge } from '../packages/judge/src/judge/judge.ts';
import { iface, reference, solution as code, stimulus } from './adder-bank.ts';
import { median } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PER_ROUND = Number(process.env.BENCH_RUNS ?? 10);

if (process.argv[2] === '--side') {
  // A child: judge PER_ROUND times and print the wall times.
  const withBudgets = process.argv[3] === 'budgets';
  const state = withBudgets ? prepareBudgets(null) : 'none';
  if (withBudgets && !state.startsWith('per-run budgets: cgroup')) throw new Error(state);
  await judge({ iface, stimulus, reference, code, timeLimitMs: 10_000, seed: 7 }); // warm
  const times: number[] = [];
  for (let i = 0; i < PER_ROUND; i++) {
    const result = await judge({ iface, stimulus, reference, code, timeLimitMs: 10_000, seed: 7 });
    if (result.verdict !== 'accepted') throw new Error(`judgement: ${result.verdict}`);
    times.push(result.wallMs);
  }
  process.stdout.write(JSON.stringify(times));
} else {
  const side = (which: string) =>
    JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'bench/budgets.ts', '--side', which], { encoding: 'utf8' })) as number[];
  const without: number[] = [];
  const withBudgets: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    without.push(...side('none'));
    withBudgets.push(...side('budgets'));
  }
  const ratio = median(withBudgets) / median(without);
  console.log(`judgement in the jail without budgets  median ${median(without).toFixed(1)} ms (${without.length} runs)`);
  console.log(`judgement in the jail with budgets     median ${median(withBudgets).toFixed(1)} ms (${withBudgets.length} runs)`);
  console.log(`with per-run budgets vs without         ${ratio.toFixed(2)}×  (goal ≤ 1.05)  ${ratio <= 1.05 ? 'OK' : 'MISSED'}`);
  process.exitCode = ratio <= 1.05 ? 0 : 1;
}
