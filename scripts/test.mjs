// `npm test`: every check the project has, in one run — lint, format, types, the problem checker,
// unit and API tests on PGlite, again on a throwaway PostgreSQL cluster the server tests that
// together run every SQL statement the first run ran (scripts/postgres-suite.mjs) and a proof that
// they did, then the browser tests.
// Prints a closing "N passed, N failed" line over the steps and exits non-zero on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from './pg-cluster.mjs';
import { chooseFiles, readTrace, uncovered } from './postgres-suite.mjs';
import { step } from './run.mjs';

const TRACE_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'sql-trace');
/**
 * Each vitest step also writes its results as JSON here, so the summary can repeat every failure at
 * the end: CI shows only the run's last lines, and stop 40's PGlite failure scrolled out of them.
 */
const REPORT_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'vitest');
const PGLITE_TRACE = path.join(TRACE_DIR, 'pglite.jsonl');
const POSTGRES_TRACE = path.join(TRACE_DIR, 'postgresql.jsonl');
fs.rmSync(TRACE_DIR, { recursive: true, force: true });
fs.mkdirSync(TRACE_DIR, { recursive: true });
fs.rmSync(REPORT_DIR, { recursive: true, force: true });
fs.mkdirSync(REPORT_DIR, { recursive: true });

const results = [];
const record = (name, ok) => results.push({ name, ok });

let reports = 0;
/** vitest's arguments for `title`'s run: its usual output, and a JSON copy for failures(). */
function vitest(title, args) {
  const file = path.join(REPORT_DIR, `${String(++reports).padStart(2, '0')}.json`);
  fs.writeFileSync(`${file}.title`, title);
  return ['vitest', 'run', ...args, '--reporter', 'default', '--reporter', 'json', '--outputFile.json', file];
}

/** Every failed test (and every file that failed to load) in the JSON reports, with its message's first lines. */
function failures() {
  const lines = [];
  for (const name of fs
    .readdirSync(REPORT_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const title = fs.readFileSync(path.join(REPORT_DIR, `${name}.title`), 'utf8');
    let report;
    try {
      report = JSON.parse(fs.readFileSync(path.join(REPORT_DIR, name), 'utf8'));
    } catch {
      continue; // a run that died before writing its report has printed why above
    }
    for (const file of report.testResults ?? []) {
      const where = path.relative(path.resolve(import.meta.dirname, '..'), file.name);
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (failed.length === 0 && file.status === 'failed') lines.push(`✗ [${title}] ${where}: ${firstLines(file.message)}`);
      for (const t of failed) lines.push(`✗ [${title}] ${where} › ${t.fullName}\n${firstLines((t.failureMessages ?? []).join('\n'))}`);
    }
  }
  return lines;
}

/** Enough of a failure message to recognise it: its first 12 lines but vitest's own stack frames, each cut at 300 characters. */
const firstLines = (text = '') =>
  text
    .split('\n')
    .filter((l) => !l.includes('node_modules/'))
    .slice(0, 12)
    .map((l) => `    ${l.slice(0, 300)}`)
    .join('\n');

/**
 * Test files that run after the others, one at a time, alone on the machine:
 * - bodies.test times the server's event loop against an unloaded baseline (a health check while
 *   oversized bodies arrive): another file judging on the second core stalled the probe past its
 *   bound (measured: 2.5 s against 1.1 s);
 * - packs-bank.test proves 213 references with one worker and calibrates their time limits from the
 *   runs: beside the cluster test it took 413 s and one reference was refused (full run, stop 39);
 * - the cluster test is itself two servers, three workers, nginx and PostgreSQL under load.
 */
const ALONE = ['apps/server/src/http/bodies.test.ts', 'apps/server/src/packs/packs-bank.test.ts', 'deploy/cluster.test.ts'];
/**
 * Why three server test files at a time on two cores: they wait on sandboxed runs, worker processes,
 * timers and the database as much as they compute. One at a time the PGlite pass took 1155 s, two
 * 875 s (as first measured); now two take 302 s with the cores 86% busy, three 259 s at 96% (2026-11-28).
 */
const SERVER_TEST_FILES_AT_ONCE = '3';
/** Why two component test files at a time: jsdom only computes, one file per core (vitest's default on two cores is one). */
const COMPONENT_TEST_FILES_AT_ONCE = '2';

/** The node project's tests on `files` (all of them when empty): two files at a time, then the ALONE ones one by one. */
function nodeTests(title, files, env) {
  const alone = files.length === 0 ? ALONE : ALONE.filter((f) => files.some((g) => f.startsWith(g)));
  const rest = files.length === 0 ? [] : files.filter((f) => !ALONE.includes(f));
  // An empty list means every file: a list of only ALONE files runs nothing in the first pass.
  let ok =
    (files.length > 0 && rest.length === 0) ||
    step(
      title,
      'npx',
      vitest(title, ['--project', 'node', '--maxWorkers', SERVER_TEST_FILES_AT_ONCE, ...ALONE.flatMap((f) => ['--exclude', f]), ...rest]),
      { env },
    );
  if (alone.length > 0)
    ok = step(`${title}: the ones run alone`, 'npx', vitest(`${title}, alone`, ['--project', 'node', ...alone]), { env }) && ok;
  return ok;
}

record('lint', step('lint (eslint)', 'npx', ['eslint', '.']));
record('format', step('format (prettier --check)', 'npx', ['prettier', '--check', '.']));
record('typecheck', step('typecheck (tsc)', 'npm', ['run', 'typecheck']));
// Before the long steps: it judges only problems changed since its record (seconds), so a broken
// reference is reported within the first minutes rather than after the server tests.
record('problem bank check', step('problem checker (npm run problems:check)', 'npx', ['tsx', 'scripts/problems-check.ts']));
// Two different host time zones, neither UTC nor Shanghai: results must not depend on the host's zone.
// The component tests (jsdom) run on their own: beside the server tests' sandboxed judgements on
// two cores, a page test waiting for its editor starved past its timeout. Alone, two files at a
// time: vitest's default on two cores is one, which left a core idle for the whole step (the step
// spent 230 s, 60 s of it importing modules and 51 s creating jsdom, all single-threaded).
record('tests on PGlite', nodeTests('unit and API tests on PGlite', [], { TZ: 'America/New_York', SQL_TRACE_FILE: PGLITE_TRACE }));
record(
  'component tests',
  step('component tests (jsdom)', 'npx', vitest('component tests', ['--project', 'web', '--maxWorkers', COMPONENT_TEST_FILES_AT_ONCE]), {
    env: { TZ: 'America/New_York' },
  }),
);

let cluster;
try {
  cluster = await startCluster();
  const pglite = readTrace(PGLITE_TRACE);
  // Without a trace (the first run stopped early) every server test runs again, as before.
  const files = pglite.size > 0 ? chooseFiles(pglite) : ['apps/server/', 'tests/api/'];
  process.stdout.write(
    `\nOn PostgreSQL: ${files.length} test files cover the ${new Set([...pglite.values()].flatMap((s) => [...s])).size} statements PGlite ran\n`,
  );
  record(
    'tests on PostgreSQL',
    nodeTests('server tests on PostgreSQL', files, { TEST_DATABASE_URL: cluster.url, TZ: 'Asia/Kolkata', SQL_TRACE_FILE: POSTGRES_TRACE }),
  );
  let missed = uncovered(pglite, readTrace(POSTGRES_TRACE));
  if (missed.length > 0) {
    // A statement that runs on a timer (a lease running out, a sweep) may miss one run by luck:
    // the files that ran the missed ones on PGlite run once more on PostgreSQL, then it counts.
    const again = [...new Set(missed.map((m) => m.test))].sort();
    step(
      'server tests that ran the missed statements, on PostgreSQL',
      'npx',
      vitest('missed statements again', ['--project', 'node', ...again]),
      {
        env: { TEST_DATABASE_URL: cluster.url, TZ: 'Asia/Kolkata', SQL_TRACE_FILE: POSTGRES_TRACE },
      },
    );
    missed = uncovered(pglite, readTrace(POSTGRES_TRACE));
  }
  for (const { statement, test } of missed)
    process.stdout.write(`✗ never ran on PostgreSQL (runs in ${test}): ${statement.slice(0, 200)}\n`);
  process.stdout.write(missed.length === 0 ? '✓ every statement the PGlite run ran also ran on PostgreSQL\n' : '');
  record('every statement on PostgreSQL', missed.length === 0);
} catch (error) {
  process.stdout.write(`✗ PostgreSQL cluster: ${error.message}\n`);
  record('tests on PostgreSQL', false);
} finally {
  cluster?.stop();
}

record('browser tests', step('end-to-end tests in Chromium', 'node', ['scripts/e2e.mjs']));

const failed = results.filter((r) => !r.ok);
const failedTests = failures();
if (failedTests.length > 0) process.stdout.write(`\nFailed tests:\n${failedTests.join('\n')}\n`);
process.stdout.write('\nSummary:\n');
for (const r of results) process.stdout.write(`  ${r.ok ? '✓' : '✗'} ${r.name}\n`);
process.stdout.write(`${results.length - failed.length} passed, ${failed.length} failed\n`);
process.exit(failed.length === 0 ? 0 : 1);
