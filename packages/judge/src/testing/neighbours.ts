/**
 * A hostile sandbox and its neighbours, as a worker runs them: started as root, this process
 * prepares the per-run budgets (budgets.ts) for the judge user — unless `--no-budgets` — becomes
 * that user like a worker does, then starts one hostile jail (`fork-bomb` or `memory-hog`) and,
 * while it rages, a correct judgement, an IDE simulation and a conversion. Prints one JSON line:
 * how each ended. Used by budgets.test.ts; a separate process because dropping root is for good.
 *
 *   node --import tsx packages/judge/src/testing/neighbours.ts fork-bomb|memory-hog [--no-budgets]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ProblemInterface, Stimulus } from '@veridojo/contracts';
import { prepareBudgets, workerTotals } from '../budgets.ts';
import { runConversion } from '../convert/convert.ts';
import { judge } from '../judge/judge.ts';
import { runProject } from '../project.ts';
import { runInJail } from '../sandbox.ts';

const HOSTILE: Record<string, string> = {
  // Forks for as long as the kernel lets it and keeps trying (a failed fork does not end it, as it
  // would end a shell loop), each child holding its process slot.
  'fork-bomb': `perl -e 'while (1) { my $p = fork; if (defined $p && $p == 0) { sleep 9; exit 0 } }'`,
  // Six processes of about 250 MB each: every one under the jail's 512 MiB address-space limit,
  // five together over the run's 1 GiB. Each holds its memory 6 s, so all six overlap even when a
  // loaded machine starts them slowly (with 3 s, at most four overlapped once under a full test run).
  'memory-hog': `for i in 1 2 3 4 5 6; do perl -e '$x = "a" x 250_000_000; sleep 6' & done; wait`,
};

const [kind = '', flag] = process.argv.slice(2);
const script = HOSTILE[kind];
if (!script) throw new Error(`usage: neighbours.ts ${Object.keys(HOSTILE).join('|')} [--no-budgets]`);
const account = {
  uid: Number(execFileSync('id', ['-u', 'veridojo-judge'], { encoding: 'utf8' })),
  gid: Number(execFileSync('id', ['-g', 'veridojo-judge'], { encoding: 'utf8' })),
};
const budgets = flag === '--no-budgets' ? 'none' : prepareBudgets(account);
process.setgroups?.([]);
process.setgid!(account.gid);
process.setuid!(account.uid);

const golden = path.resolve(import.meta.dirname, '../../golden');
const adder = JSON.parse(fs.readFileSync(path.join(golden, 'problems/adder/problem.json'), 'utf8'));
const hostile = runInJail({ files: {}, script, limits: { wallMs: 9000, cpuSeconds: 6 } });
// Let the hostile jail reach its worst before the neighbours start.
await new Promise((resolve) => setTimeout(resolve, 1000));
const [judgement, project, conversion] = await Promise.all([
  judge({
    iface: ProblemInterface.parse(adder.interface),
    stimulus: Stimulus.parse(adder.stimulus),
    reference: fs.readFileSync(path.join(golden, 'problems/adder/reference.v'), 'utf8'),
    code: fs.readFileSync(path.join(golden, 'cases/accepted-adder/main.v'), 'utf8'),
    timeLimitMs: 5000,
    seed: 7,
  }),
  runProject({
    files: {
      'tb.v': 'module tb;\n  reg a = 0;\n  initial begin\n    #1 a = 1;\n    #1 $display("done %b", a);\n    $finish;\n  end\nendmodule\n',
    },
    top: 'tb',
    compileOnly: false,
    timeLimitMs: 5000,
  }),
  runConversion({ files: { 'x.v': 'module x(input a, input b, output y);\n  assign y = a ^ b;\nendmodule\n' }, seed: 1 }),
]);
const jail = await hostile;
process.stdout.write(
  `${JSON.stringify({
    budgets,
    totals: workerTotals(),
    hostile: { end: jail.end, budget: jail.budget },
    judgement: { verdict: judgement.verdict, log: judgement.log.slice(0, 300) },
    project: { status: project.status, log: (project.simulation?.log ?? project.compileLog).slice(0, 300) },
    conversion: { status: conversion.status, message: conversion.message.slice(0, 300) },
  })}\n`,
);
