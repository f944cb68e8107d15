// `npm run problems:check`: checks the bank as a whole (tags, chapters, learning path, near
// duplicates) and every problem (reference accepted, template and wrong solutions rejected,
// enough samples, mutation score, and the counterexample search's second opinion on the mutants
// the testbench accepts), two judgements at a time, prints one line per problem and a summary —
// with every testbench the search shows weak — and exits non-zero when any problem fails.
// `npm run problems:check -- problems --only a,b` judges only those problems (the bank-wide
// checks still cover all of them): for an author iterating on a few new problems.
// A problem proved before, unchanged and under an unchanged checker (problems/.bank-check.json,
// scripts/bank-stamp.ts) is not judged again; `--all` judges every problem regardless.
// Commit the record the check rewrites: CI then judges only what the commit changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkProblem, type CheckReport } from '../packages/judge/src/checker/check.ts';
import { mapParallel } from '../packages/problem-format/src/map-parallel.ts';
import { checkBank } from '../packages/judge/src/checker/bank.ts';
import { readProblemBank } from '../packages/problem-format/src/problems.ts';
import { COUNTEREXAMPLE_LIMITS } from '../packages/contracts/src/counterexample.ts';
import { checkerPrint, problemPrint, readStamp, STAMP_FILE, writeStamp } from './bank-stamp.ts';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set((args.splice(onlyAt, 2)[1] ?? '').split(',').filter(Boolean)) : null;
const allAt = args.indexOf('--all');
const all = allAt >= 0 && args.splice(allAt, 1).length > 0;
const root = path.resolve(args[0] ?? 'problems');
const parallel = Math.max(1, Math.min(2, os.cpus().length));
const started = Date.now();
const { problems: bank, errors } = readProblemBank(root);
for (const broken of errors) console.log(`FAIL ${broken.folder}\n       ✗ ${broken.error}`);
const vocabulary = JSON.parse(fs.readFileSync(path.join(root, 'tags.json'), 'utf8')) as Record<string, string>;
const bankReport = checkBank(bank, vocabulary);
for (const line of bankReport.summary) console.log(line);
for (const line of bankReport.nearDuplicates) console.log(`note ${line}`);
for (const error of bankReport.errors) console.log(`FAIL bank\n       ✗ ${error}`);
console.log('');
const wanted = only ? bank.filter((p) => only.has(p.meta.slug)) : bank;
const unknown = only ? [...only].filter((slug) => !bank.some((p) => p.meta.slug === slug)) : [];
for (const slug of unknown) console.log(`FAIL --only ${slug}: no such problem`);
const checker = checkerPrint(path.resolve(import.meta.dirname, '..'));
const stamp = readStamp(root);
const proved = !all && stamp?.checker === checker ? stamp.problems : {};
const prints = new Map(bank.map((p) => [p.meta.slug, problemPrint(p)]));
const selected = wanted.filter((p) => proved[p.meta.slug] !== prints.get(p.meta.slug));
const skipped = wanted.length - selected.length;
if (stamp && stamp.checker !== checker && !all) console.log('the checker changed since the last record: every problem is judged');
if (skipped > 0)
  console.log(
    `${skipped} problems unchanged since their last passing check (${path.basename(root)}/.bank-check.json) are not judged again; --all judges them\n`,
  );
/** The mutants a problem's testbench accepts that the counterexample search shows to differ. */
function missedLines(report: CheckReport): string[] {
  return report.secondOpinion.missed.map(
    (m) => `测试平台漏掉变异体 ${m.id}（${m.description}）：最短反例 ${m.cycles} 个时钟周期${m.reviewed ? '（曾复核为等价）' : ''}`,
  );
}
const reports = await mapParallel(selected, parallel, async (problem) => {
  const report = await checkProblem(problem);
  const status = report.failures.length === 0 ? 'ok  ' : 'FAIL';
  const m = report.mutants;
  console.log(
    `${status} ${problem.meta.slug.padEnd(32)} samples ${String(report.samples).padStart(5)}  mutants ${m.rejected}/${m.judged} rejected (${(report.score * 100).toFixed(0)}%)`,
  );
  for (const failure of report.failures) console.log(`       ✗ ${failure}`);
  for (const line of missedLines(report)) console.log(`       ⚠ ${line}`);
  return report;
});
const failed = [...reports.filter((r) => r.failures.length > 0), ...errors, ...bankReport.errors];
// The record keeps what passed now and what was proved before and has not changed since; a
// problem that failed, changed or left the bank drops out of it.
const passed = new Set(reports.filter((r) => r.failures.length === 0).map((r) => r.slug));
const kept = Object.entries(proved).filter(([slug, print]) => prints.get(slug) === print && !reports.some((r) => r.slug === slug));
const missed: Record<string, string[]> = {
  ...Object.fromEntries(kept.filter(([slug]) => stamp?.missed?.[slug]).map(([slug]) => [slug, stamp!.missed![slug]!])),
  ...Object.fromEntries(
    reports.filter((r) => passed.has(r.slug) && r.secondOpinion.missed.length > 0).map((r) => [r.slug, missedLines(r)]),
  ),
};
writeStamp(root, {
  checker,
  problems: { ...Object.fromEntries(kept), ...Object.fromEntries([...passed].map((slug) => [slug, prints.get(slug) as string])) },
  missed,
});
const judged = reports.reduce((n, r) => n + r.mutants.judged, 0);
const rejected = reports.reduce((n, r) => n + r.mutants.rejected, 0);
console.log(
  `\nbank: ${reports.length} problems judged, ${skipped} unchanged, mutation score ${judged ? ((rejected / judged) * 100).toFixed(1) : '100'}% (${rejected}/${judged}), ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
const opinion = reports.reduce(
  (sum, r) => ({
    searched: sum.searched + r.secondOpinion.searched,
    missed: sum.missed + r.secondOpinion.missed.length,
    alike: sum.alike + r.secondOpinion.alike.length,
    unsettled: sum.unsettled + r.secondOpinion.unsettled.length,
    unconfirmed: sum.unconfirmed + r.secondOpinion.unconfirmed.length,
  }),
  { searched: 0, missed: 0, alike: 0, unsettled: 0, unconfirmed: 0 },
);
console.log(
  `second opinion: ${opinion.searched} accepted mutants searched — ${opinion.missed} differ from the reference in simulation (missed by the testbench), ${opinion.alike} show no difference within ${COUNTEREXAMPLE_LIMITS.depth} cycles, ${opinion.unconfirmed} found by Yosys but not reproduced by the simulator, ${opinion.unsettled} unsettled`,
);
const weak = Object.entries(missed).filter(([slug]) => prints.has(slug));
console.log(
  `testbenches the counterexample search shows weak: ${weak.length}${weak.length > 0 ? ' (recorded in ' + STAMP_FILE + ')' : ''}`,
);
for (const [slug, lines] of weak) for (const line of lines) console.log(`  ${slug}: ${line}`);
console.log(
  `${reports.length - reports.filter((r) => r.failures.length > 0).length} passed, ${failed.length} failed, ${skipped} unchanged`,
);
process.exit(failed.length === 0 && unknown.length === 0 && wanted.length > 0 ? 0 : 1);
