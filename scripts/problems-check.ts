// `npm run problems:check`: checks the bank as a whole (tags, chapters, learning path, near
// duplicates) and every problem (reference accepted, template and wrong solutions rejected,
// enough samples, mutation score), two judgements at a time, prints
// one line per problem and a summary, and exits non-zero when any problem fails.
// `npm run problems:check -- problems --only a,b` judges only those problems (the bank-wide
// checks still cover all of them): for an author iterating on a few new problems.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkProblem } from '../packages/judge/src/checker/check.ts';
import { mapParallel } from '../packages/problem-format/src/map-parallel.ts';
import { checkBank } from '../packages/judge/src/checker/bank.ts';
import { readProblemBank } from '../packages/problem-format/src/problems.ts';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set((args.splice(onlyAt, 2)[1] ?? '').split(',').filter(Boolean)) : null;
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
const selected = only ? bank.filter((p) => only.has(p.meta.slug)) : bank;
const unknown = only ? [...only].filter((slug) => !bank.some((p) => p.meta.slug === slug)) : [];
for (const slug of unknown) console.log(`FAIL --only ${slug}: no such problem`);
const reports = await mapParallel(selected, parallel, async (problem) => {
  const report = await checkProblem(problem);
  const status = report.failures.length === 0 ? 'ok  ' : 'FAIL';
  const m = report.mutants;
  console.log(
    `${status} ${problem.meta.slug.padEnd(32)} samples ${String(report.samples).padStart(5)}  mutants ${m.rejected}/${m.judged} rejected (${(report.score * 100).toFixed(0)}%)`,
  );
  for (const failure of report.failures) console.log(`       ✗ ${failure}`);
  return report;
});
const failed = [...reports.filter((r) => r.failures.length > 0), ...errors, ...bankReport.errors];
const judged = reports.reduce((n, r) => n + r.mutants.judged, 0);
const rejected = reports.reduce((n, r) => n + r.mutants.rejected, 0);
console.log(
  `\nbank: ${reports.length} problems, mutation score ${judged ? ((rejected / judged) * 100).toFixed(1) : '100'}% (${rejected}/${judged}), ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`${reports.length - reports.filter((r) => r.failures.length > 0).length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 && unknown.length === 0 && reports.length > 0 ? 0 : 1);
