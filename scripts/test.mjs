// `npm test`: every check the project has, in one run — lint, format, types, unit and API tests
// on PGlite, the same server tests on a throwaway PostgreSQL cluster, the problem checker, then
// the browser tests.
// Prints a closing "N passed, N failed" line over the steps and exits non-zero on any failure.
import { startCluster } from './pg-cluster.mjs';
import { step } from './run.mjs';

const results = [];
const record = (name, ok) => results.push({ name, ok });

record('lint', step('lint (eslint)', 'npx', ['eslint', '.']));
record('format', step('format (prettier --check)', 'npx', ['prettier', '--check', '.']));
record('typecheck', step('typecheck (tsc)', 'npm', ['run', 'typecheck']));
// Two different host time zones, neither UTC nor Shanghai: results must not depend on the host's zone.
// The component tests (jsdom) run on their own: beside the server tests' sandboxed judgements on
// two cores, a page test waiting for its editor starved past its timeout.
record(
  'tests on PGlite',
  step('unit and API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'node'], { env: { TZ: 'America/New_York' } }),
);
record(
  'component tests',
  step('component tests (jsdom)', 'npx', ['vitest', 'run', '--project', 'web'], { env: { TZ: 'America/New_York' } }),
);

let cluster;
try {
  cluster = await startCluster();
  record(
    'tests on PostgreSQL',
    // Only the tests that reach a database: packages/ and the worker never do (the judge's golden
    // suites and the converter corpus ran above, and would only repeat the same jails).
    step('server tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'node', 'apps/server/', 'tests/api/'], {
      env: { TEST_DATABASE_URL: cluster.url, TZ: 'Asia/Kolkata' },
    }),
  );
} catch (error) {
  process.stdout.write(`✗ PostgreSQL cluster: ${error.message}\n`);
  record('tests on PostgreSQL', false);
} finally {
  cluster?.stop();
}

record('problem bank check', step('problem checker (npm run problems:check)', 'npx', ['tsx', 'scripts/problems-check.ts']));

record('browser tests', step('end-to-end tests in Chromium', 'node', ['scripts/e2e.mjs']));

const failed = results.filter((r) => !r.ok);
process.stdout.write('\nSummary:\n');
for (const r of results) process.stdout.write(`  ${r.ok ? '✓' : '✗'} ${r.name}\n`);
process.stdout.write(`${results.length - failed.length} passed, ${failed.length} failed\n`);
process.exit(failed.length === 0 ? 0 : 1);
