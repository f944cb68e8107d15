// Cost of a synthesis report (issue 32): the `synth` job's run as a worker runs it — runSynthesis:
// the request's checks, one jail, Icarus's preprocess + construct scan and compile + compiled-design
// check under the judging policy, Yosys's script, the report read — against bare `yosys` running
// the same script on the same design, unjailed and unchecked, in alternating rounds of one run.
// Per design: both medians, the ratio (goal ≤ 1.3×) and the milliseconds added. The designs: a
// bank problem's reference (a 4-bit counter, the common case: milliseconds of Yosys), a UART
// transmitter (a bank reference of a few dozen lines) and a 16×16 multiplier (Yosys's own work
// dominates: the ratio the goal is about for any design worth a wait).
// The jail is kept warm, as the worker keeps it (sandbox.ts: the next run's jail is made once a
// run's report is answered: here once its time is taken); BENCH_COLD=1 makes each run's jail on
// its path instead, as before the worker did.
// Run: npx tsx bench/synth.ts   (BENCH_ROUNDS to change the number of rounds)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepJailsWarm, warmNextJail } from '../packages/judge/src/sandbox.ts';
import { runSynthesis, yosysScript } from '../packages/judge/src/synth/synth.ts';
import { median } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const GOAL_RATIO = 1.3;
const ROOT = path.resolve(import.meta.dirname, '..');
keepJailsWarm(!process.env.BENCH_COLD);
const bank = (folder: string) => fs.readFileSync(path.join(ROOT, 'problems', folder, 'reference.v'), 'utf8');

const DESIGNS: { name: string; top: string; code: string }[] = [
  { name: 'counter-4bit (bank reference)', top: 'TopModule', code: bank('02-sequential/counter-4bit') },
  { name: 'uart-tx-8n1 (bank reference)', top: 'TopModule', code: bank('05-memory-interfaces/uart-tx-8n1') },
  {
    name: '16×16 multiplier',
    top: 'mul16',
    code: 'module mul16(input [15:0] a, input [15:0] b, output [31:0] y);\n  assign y = a * b;\nendmodule\n',
  },
];

/** Bare Yosys: the same script on the same file, in a host directory, timed around its process. */
function bareRun(dir: string, top: string): number {
  const started = performance.now();
  const r = spawnSync('yosys', ['-q', '-p', yosysScript([path.join(dir, 'design.v')], top, dir)], { cwd: dir, stdio: 'ignore' });
  const took = performance.now() - started;
  if (r.status !== 0) throw new Error(`bare yosys failed (${r.status})`);
  return took;
}

async function jobRun(code: string, top: string): Promise<number> {
  const started = performance.now();
  const run = await runSynthesis({ files: { 'main.v': code }, top, timeLimitMs: 20_000, cpuSeconds: 15 });
  const took = performance.now() - started;
  warmNextJail();
  if (run.report.status !== 'success') throw new Error(`synth job: ${run.report.status} ${run.report.message}`);
  return took;
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
let worst = 0;
for (const design of DESIGNS) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-synth-bare-'));
  fs.writeFileSync(path.join(dir, 'design.v'), design.code);
  // One of each first, unmeasured: the check thread's start and the page cache.
  bareRun(dir, design.top);
  await jobRun(design.code, design.top);
  const bare: number[] = [];
  const job: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(bareRun(dir, design.top));
    job.push(await jobRun(design.code, design.top));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const ratio = median(job) / median(bare);
  worst = Math.max(worst, ratio);
  console.log(
    `${design.name}: synth job ${ms(median(job))}, bare yosys ${ms(median(bare))} — ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×), ` +
      `${ms(median(job) - median(bare))} added`,
  );
}
console.log(
  `worst ratio ${worst.toFixed(2)}× — ${worst <= GOAL_RATIO ? 'goal met' : 'goal NOT met on every design (see the per-design lines)'}`,
);
process.exit(0);
