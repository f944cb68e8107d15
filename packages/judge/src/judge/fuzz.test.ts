/**
 * The differential fuzzer (fuzz.ts) for a fixed budget per run, with a fresh seed each run
 * (printed, so a failing case can be made again with FUZZ_SEED). Longer runs: bench/fuzz-judge.ts.
 */
import { describe, expect, it } from 'vitest';
import { fuzzCase, fuzzJudge } from './fuzz.ts';

/** Why 20 s: about 120 jailed judgements on 2 cores — a fresh sample every CI run, a small share of it. */
const BUDGET_MS = 20_000;

describe('the judge under the differential fuzzer', () => {
  it('makes the same case from the same seed', () => {
    expect(fuzzCase(42).code).toBe(fuzzCase(42).code);
    expect(new Set(Array.from({ length: 50 }, (_, k) => fuzzCase(k).code)).size).toBeGreaterThan(40);
  });

  // The PostgreSQL pass of `npm test` repeats the node tests for the server's sake; the fuzzer
  // needs no database, and one sample per run is its budget.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'lets no hidden cheat through',
    async () => {
      const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 1e9));
      const report = await fuzzJudge({ seed, budgetMs: BUDGET_MS });
      console.log(
        `fuzz seed ${seed}: ${report.cases} cases, ${report.compiled} compiled with Icarus, ${report.refused} refused, ` +
          `${report.scanMissed.length} caught only by the compiled-design check`,
      );
      for (const m of report.scanMissed) console.log(`  scan missed (seed ${m.seed}): ${m.why}\n${JSON.stringify(m.code)}`);
      expect(report.bypasses, JSON.stringify(report.bypasses, null, 1)).toEqual([]);
      // The run was a real test: cases were made, and many of them compiled into real attempts.
      expect(report.cases).toBeGreaterThan(20);
      expect(report.compiled).toBeGreaterThan(report.cases / 10);
    },
    BUDGET_MS + 30_000,
  );
});
