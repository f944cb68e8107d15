// Cost of the formal counterexample search (issue 32, part 3) over the bank's wrong solutions: each
// problem with a generated testbench, each of its wrong/*.v, searched as the worker's
// `counterexample` job runs it — runCounterexample: the request's checks, one jail, Icarus's
// preprocess + construct scan and compile + compiled-design check under the judging policy, then
// Yosys's miter and the depth-by-depth SAT search under COUNTEREXAMPLE_LIMITS — against bare `yosys`
// running the same script on the same two files, unjailed and unchecked, in the same run (each
// solution's bare run right after its job). Prints the median and p95 of both (goal: the job's
// p95 ≤ 3 s), how the searches ended, and the longest counterexample found (the depth's why).
// Run: npx tsx bench/counterexample.ts   (BENCH_EVERY=3 to search every third solution only)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COUNTEREXAMPLE_LIMITS } from '../packages/contracts/src/counterexample.ts';
import { runCounterexample } from '../packages/judge/src/counterexample/counterexample.ts';
import { searchScript } from '../packages/judge/src/counterexample/search.ts';
import { readProblemBank } from '../packages/problem-format/src/problems.ts';
import { median } from './lib.mjs';

const GOAL_P95_MS = 3000;
const EVERY = Math.max(1, Number(process.env.BENCH_EVERY ?? 1));
const ROOT = path.resolve(import.meta.dirname, '..');

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

const bank = readProblemBank(path.join(ROOT, 'problems'));
const solutions = bank.problems.flatMap((problem) => {
  const iface = problem.meta.interface;
  if (!iface) return [];
  return problem.wrong.map((w) => ({ name: `${problem.meta.slug}/${w.name}`, iface, reference: problem.reference, code: w.code }));
});
const picked = solutions.filter((_, k) => k % EVERY === 0);

/** Bare Yosys: the search's own script over the two files in a host directory, timed around its process. */
function bareRun(dir: string, s: (typeof picked)[number]): number {
  const sequential = s.iface.clock !== undefined;
  const resetCycles = sequential ? (s.iface.reset?.cycles ?? 0) : 0;
  const script = searchScript(
    { learner: path.join(dir, 'main.v'), reference: path.join(dir, 'reference.v'), out: dir },
    {
      top: s.iface.top,
      depth: sequential ? resetCycles + COUNTEREXAMPLE_LIMITS.depth : 1,
      resetCycles,
      reset: s.iface.reset ? { name: s.iface.reset.name, activeLow: s.iface.reset.activeLow ?? false } : null,
      clock: s.iface.clock ?? null,
      solverSeconds: COUNTEREXAMPLE_LIMITS.solverSeconds,
    },
  );
  const started = performance.now();
  spawnSync('yosys', ['-q', '-p', script], { cwd: dir, stdio: 'ignore', timeout: COUNTEREXAMPLE_LIMITS.wallMs });
  return performance.now() - started;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-cex-bare-'));
const job: number[] = [];
const bare: number[] = [];
const endings: Record<string, number> = {};
let longest = { cycles: 0, name: '' };
const slowest: { name: string; ms: number }[] = [];
/** The solutions the model cannot take, with why: each is a design the learner is told nothing formal about. */
const unsupported: string[] = [];
/** The counterexamples Yosys found that the judge's replay did not reproduce: the learner is told nothing. */
const unreproduced: string[] = [];
console.log(`searching ${picked.length} of the bank's ${solutions.length} wrong solutions (every ${EVERY})…`);
for (const s of picked) {
  const started = performance.now();
  const { result } = await runCounterexample({
    code: s.code,
    iface: s.iface,
    reference: s.reference,
    depth: COUNTEREXAMPLE_LIMITS.depth,
    solverSeconds: COUNTEREXAMPLE_LIMITS.solverSeconds,
    timeLimitMs: COUNTEREXAMPLE_LIMITS.wallMs,
    cpuSeconds: COUNTEREXAMPLE_LIMITS.cpuSeconds,
    limits: { cpuSeconds: COUNTEREXAMPLE_LIMITS.cpuSeconds },
  });
  const took = performance.now() - started;
  job.push(took);
  slowest.push({ name: `${s.name} (${result.status})`, ms: took });
  endings[result.status] = (endings[result.status] ?? 0) + 1;
  if (result.status === 'unsupported') unsupported.push(`${s.name}: ${result.message.slice(0, 160)}`);
  if (result.unreproduced) unreproduced.push(s.name);
  if (result.status === 'found' && (result.cycles ?? 0) > longest.cycles) longest = { cycles: result.cycles!, name: s.name };
  fs.writeFileSync(path.join(dir, 'main.v'), s.code);
  fs.writeFileSync(path.join(dir, 'reference.v'), s.reference);
  bare.push(bareRun(dir, s));
  if (job.length % 100 === 0) console.log(`  ${job.length} searched, median so far ${ms(median(job))}`);
}
fs.rmSync(dir, { recursive: true, force: true });

const p95Job = p95(job);
console.log(
  `counterexample job: median ${ms(median(job))}, p95 ${ms(p95Job)} (goal p95 ≤ ${ms(GOAL_P95_MS)}: ${p95Job <= GOAL_P95_MS ? 'met' : 'NOT met'})`,
);
console.log(`bare yosys (same script, same files, unjailed): median ${ms(median(bare))}, p95 ${ms(p95(bare))}`);
console.log(`job / bare at the median: ${(median(job) / median(bare)).toFixed(2)}×, ${ms(median(job) - median(bare))} added`);
console.log(
  `endings: ${Object.entries(endings)
    .map(([status, n]) => `${status} ${n}`)
    .join(', ')}`,
);
for (const line of unsupported) console.log(`  unsupported ${line}`);
console.log(
  `found by Yosys, not reproduced by the judge's replay (ended unknown): ${unreproduced.length}${unreproduced.length ? ` — ${unreproduced.join(', ')}` : ''}`,
);
console.log(`longest counterexample: ${longest.cycles} cycles (${longest.name})`);
console.log(
  `slowest: ${slowest
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((s) => `${s.name} ${ms(s.ms)}`)
    .join('; ')}`,
);
process.exit(0);
