// The judge's differential fuzzer for longer than CI's 20 s (default 300 s; FUZZ_SECONDS, FUZZ_SEED).
// Prints the cases judged per second against direct jailed judgements of the plain adder in the
// same run (the fuzzer's own overhead: its outside compile and scan), and every finding.
// Run: npx tsx bench/fuzz-judge.ts
import { FUZZ_PROBLEM, fuzzJudge } from '../packages/judge/src/judge/fuzz.ts';
import { judge } from '../packages/judge/src/judge/judge.ts';

const seconds = Number(process.env.FUZZ_SECONDS ?? 300);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 1e9));

const baselineStart = Date.now();
const baselineRuns = 30;
for (let k = 0; k < baselineRuns; k++) await judge({ ...FUZZ_PROBLEM, code: FUZZ_PROBLEM.reference, timeLimitMs: 5000, seed: 1 });
const baselineRate = baselineRuns / ((Date.now() - baselineStart) / 1000);

const started = Date.now();
const report = await fuzzJudge({ seed, budgetMs: seconds * 1000 });
const rate = report.cases / ((Date.now() - started) / 1000);
console.log(`seed ${seed}, ${seconds} s: ${report.cases} cases, ${report.compiled} compiled with Icarus, ${report.refused} refused`);
console.log(`scan missed (caught by the compiled-design check only): ${report.scanMissed.length}`);
for (const m of report.scanMissed) console.log(`  seed ${m.seed}: ${m.why}\n  ${JSON.stringify(m.code)}`);
console.log(`bypasses: ${report.bypasses.length}`);
for (const b of report.bypasses) console.log(`  seed ${b.seed}: ${b.why}\n  ${JSON.stringify(b.code)}`);
console.log(
  `fuzz cases/s ${rate.toFixed(1)} vs plain jailed judgements/s ${baselineRate.toFixed(1)} → ratio ${(rate / baselineRate).toFixed(2)}×`,
);
process.exit(report.bypasses.length === 0 ? 0 : 1);
