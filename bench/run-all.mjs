// Runs every benchmark in turn; each prints its figures and its ratio against the baseline it measures itself.
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/check-auth.mjs',
  'bench/home-weight.mjs',
  'bench/problem-page-weight.mjs',
  'bench/judge.ts',
  'bench/budgets.ts',
  'bench/scan.ts',
  'bench/server-cost.ts',
  'bench/problem-list.ts',
  'bench/ide-files.ts',
  'bench/ide-simulate.ts',
  'bench/api-under-ide-load.ts',
  'bench/converter.ts',
  'bench/synth.ts',
  'bench/counterexample.ts',
  'bench/similarity.ts',
  'bench/vip-notify.ts',
  'bench/member-export.ts',
  'bench/testbench-mode.ts',
  'bench/queue-claim.ts',
  'bench/bank-check.ts',
  'bench/fuzz-judge.ts',
  'bench/vcd-parse.ts',
  'bench/waveform-redraw.ts',
  // The deployment of docs/DEPLOY.md (PostgreSQL, two servers, nginx, workers): last, the longest.
  'bench/cluster-throughput.ts',
  'bench/users-200.ts',
];
let failed = 0;
for (const bench of benches) {
  console.log(`\n▶ ${bench}`);
  // --expose-gc: the memory benchmarks collect garbage before each reading (member-export.ts).
  const r = spawnSync(process.execPath, ['--expose-gc', ...(bench.endsWith('.ts') ? ['--import', 'tsx', bench] : [bench])], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
