// Which server test files `npm test` runs a second time on PostgreSQL. PGlite is PostgreSQL's own
// engine, so the same statement means the same thing on both; what can differ is the driver (types
// of results, prepared statements), the pool, and concurrency (PGlite has one connection). So the
// second run needs every statement the first run executed, once, plus the files whose subject is
// concurrency or the schema itself — not every route test again.
// The first run records (test file, statement) pairs (apps/server/src/testing/sql-trace.ts); the
// files are chosen greedily to cover every statement; afterwards `uncovered` proves the second
// run executed them all.
import fs from 'node:fs';

/** Run on both databases whatever their statements: racing transactions, locks, migrations, the catalog. */
export const ALWAYS_ON_POSTGRES = [
  'apps/server/src/db/', // migrations, run on PGlite only once into the test template
  'apps/server/src/routes/queue.test.ts', // racing claims (FOR UPDATE SKIP LOCKED), a killed worker
  'apps/server/src/job-kinds.test.ts', // the registry against the catalog's constraint and index
  'apps/server/src/routes/payment.test.ts', // twenty concurrent confirmations of one order
  'apps/server/src/routes/payment-alipay.test.ts', // twenty concurrent notifications
  'apps/server/src/routes/login.test.ts', // a burst of logins against one account's counters
];

/** The recorded pairs of one run: a Map from test file to the set of statement shapes it ran. */
export function readTrace(file) {
  const byFile = new Map();
  if (!fs.existsSync(file)) return byFile;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const [test, statement] = JSON.parse(line).split('\t');
    if (!byFile.has(test)) byFile.set(test, new Set());
    byFile.get(test).add(statement);
  }
  return byFile;
}

const statementsOf = (byFile) => new Set([...byFile.values()].flatMap((s) => [...s]));

/**
 * The files to run on PostgreSQL: the ones always run, then, while a statement is left, the file
 * that runs most of those left (ties: the name, so the choice is the same on every machine).
 */
export function chooseFiles(byFile, always = ALWAYS_ON_POSTGRES) {
  const isAlways = (test) => always.some((entry) => (entry.endsWith('/') ? test.startsWith(entry) : test === entry));
  const chosen = [...byFile.keys()].filter(isAlways).sort();
  const left = statementsOf(byFile);
  for (const test of chosen) for (const s of byFile.get(test)) left.delete(s);
  while (left.size > 0) {
    let best = null;
    let gain = 0;
    for (const [test, statements] of [...byFile].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (chosen.includes(test)) continue;
      const count = [...statements].filter((s) => left.has(s)).length;
      if (count > gain) [best, gain] = [test, count];
    }
    if (!best) break;
    chosen.push(best);
    for (const s of byFile.get(best)) left.delete(s);
  }
  // Greedy picks early a big file whose statements later picks all run too (the bank round trip
  // of packs.test): a picked file that adds nothing to the others is dropped, last picked first.
  for (const test of [...chosen].reverse()) {
    if (isAlways(test)) continue;
    const others = new Set(chosen.filter((t) => t !== test).flatMap((t) => [...byFile.get(t)]));
    if ([...byFile.get(test)].every((s) => others.has(s))) chosen.splice(chosen.indexOf(test), 1);
  }
  return chosen.sort();
}

/** Statements the PGlite run executed and the PostgreSQL run never did, with a file that runs each. */
export function uncovered(pglite, postgres) {
  const ran = statementsOf(postgres);
  const missing = new Map();
  for (const [test, statements] of pglite) for (const s of statements) if (!ran.has(s) && !missing.has(s)) missing.set(s, test);
  return [...missing].map(([statement, test]) => ({ statement, test }));
}
