// `npm run problems:mutants -- problems --only tb-a,tb-b [--count 2] [--write]`: proposes
// mutants of a testbench-writing problem's design.v as faulty designs. It generates the checker's
// mutants of design.v, judges the problem's model testbench (reference.v) against all of them at
// once, and lists those it catches — a mutant the model cannot catch is equivalent or needs a
// stronger model, and is never proposed. It picks `--count` of different kinds (reset, edge,
// constant, operator…) spread over the design; `--write` stores them as faulty/mutant-*.v with
// their category and origin. A person reviews each before it lands (docs/PROBLEM_FORMAT.md):
// the mutated line must be a mistake a designer could make, with the right category, and not a
// second copy of a written faulty design.
import fs from 'node:fs';
import path from 'node:path';
import {
  faultCategoryOf,
  MUTANT_PREFIX,
  mutantHeader,
  mutantKind,
  mutantLine,
  normalised,
  resetNameOf,
} from '../packages/judge/src/checker/faulty-mutants.ts';
import { generateMutants, type Mutant } from '../packages/judge/src/checker/mutants.ts';
import { judgeTestbench } from '../packages/judge/src/judge/testbench-mode.ts';
import { readProblemBank } from '../packages/problem-format/src/problems.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const only = new Set((option('--only') ?? '').split(',').filter(Boolean));
const count = Number(option('--count') ?? '2');
const write = args.includes('--write');
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'problems');

// Why 60 s: every mutant is judged in one run, a second of CPU each; a bank judgement's limit is
// far lower, but this runs once per problem on an author's machine.
const PROPOSAL_TIME_MS = 60_000;
const BATCH = 10;
const KIND_ORDER = ['reset', 'edge', 'constant+1', 'constant-1', 'bitflip', 'operator', 'removal', 'blocking'];

const { problems } = readProblemBank(root);
for (const problem of problems) {
  const task = problem.task;
  const meta = problem.meta;
  if (!task || !meta.testbench_task || (only.size > 0 && !only.has(meta.slug))) continue;
  const mutants = generateMutants(task.design, { reset: resetNameOf(task.design) });
  // In batches: a model testbench that prints a line per mismatch would flood the output cap
  // when many designs run in one jail.
  const caught: Mutant[] = [];
  let passed = true;
  const judgeAgainst = (batch: Mutant[]) =>
    judgeTestbench({
      code: problem.reference,
      dut: meta.testbench_task!.dut,
      designTop: meta.testbench_task!.top,
      reference: task.design,
      faulty: batch.map((m) => ({ name: m.id, category: faultCategoryOf(m.id), code: m.code })),
      timeLimitMs: PROPOSAL_TIME_MS,
    });
  for (let at = 0; at < mutants.length; at += BATCH) {
    const batch = mutants.slice(at, at + BATCH);
    const outcome = await judgeAgainst(batch);
    if (outcome.verdict !== 'output_limit') {
      passed &&= outcome.referencePassed;
      caught.push(...outcome.runs.filter((r) => r.design >= 0 && r.finished && r.failed).map((r) => batch[r.design]!));
      continue;
    }
    // One design made the model print too much: alone, such a mutant would flood a learner's
    // judgement too, so it is never proposed.
    for (const mutant of batch) {
      const alone = await judgeAgainst([mutant]);
      if (alone.verdict === 'output_limit') continue;
      passed &&= alone.referencePassed;
      if (alone.caught === 1) caught.push(mutant);
    }
  }
  if (!passed) {
    console.log(`FAIL ${meta.slug}: the model testbench does not pass design.v`);
    continue;
  }
  // A written faulty design that is the same one-token change needs no second copy.
  const written = new Set(task.faulty.filter((f) => !f.name.startsWith(MUTANT_PREFIX)).map((f) => normalised(f.code)));
  // In the order generateMutants made them (the runs come back shuffled), so a rerun picks the same.
  caught.sort((a, b) => mutants.indexOf(a) - mutants.indexOf(b));
  const fresh = caught.filter((m) => !written.has(normalised(m.code)));
  // One of each kind in KIND_ORDER first, then any other on a line not yet used.
  const picked: Mutant[] = [];
  const usable = (m: Mutant) => !picked.includes(m) && !picked.some((p) => mutantLine(p.id) === mutantLine(m.id));
  for (const kind of KIND_ORDER) {
    const ofKind = fresh.filter((m) => mutantKind(m.id) === kind && usable(m));
    if (ofKind.length > 0 && picked.length < count) picked.push(ofKind[Math.floor(ofKind.length / 2)]!);
  }
  for (const m of fresh) if (picked.length < count && usable(m)) picked.push(m);
  const missed = mutants.filter((m) => !caught.includes(m));
  const existing = new Set(task.faulty.map((f) => f.name));
  console.log(
    `${meta.slug}: ${mutants.length} mutants, the model catches ${caught.length}, ${caught.length - fresh.length} of them written already`,
  );
  for (const m of missed) console.log(`  not caught: ${m.id} ${m.description}`);
  for (const mutant of picked) {
    const name = `${MUTANT_PREFIX}${mutantKind(mutant.id).replace(/[+]/g, 'plus').replace(/-1$/, 'minus1')}-${mutantLine(mutant.id)}.v`;
    const category = faultCategoryOf(mutant.id);
    console.log(`  ${existing.has(name) ? '(have)' : 'new   '} ${name}  ${category}  ${mutant.description}`);
    if (write && !existing.has(name)) {
      fs.writeFileSync(path.join(root, problem.folder, 'faulty', name), mutantHeader(mutant, category) + mutant.code);
    }
  }
}
