/**
 * The converter's corpus (packages/judge/convert-corpus): every design converted for real — the
 * jail, our translator or Icarus's back end, GHDL and the co-simulation — and held to the outcome its
 * row of expected.json records: proven (success, equivalent, at least the vector floor, by the
 * translator the row names), a proof
 * that refutes the back end's VHDL, a refusal naming the construct, or an invalid design.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConvertResult } from '@veridojo/contracts';
import { mapParallel } from '@veridojo/problem-format';
import { describe, expect, it } from 'vitest';
import { runConversion } from './convert.ts';

const CORPUS = path.resolve(import.meta.dirname, '../../convert-corpus');
const SEED = 20_261_124;

interface Row {
  outcome: 'proven' | 'not_equivalent' | 'not_equivalent_or_proven' | 'unsupported' | 'invalid' | 'ambiguous_top';
  why: string;
  top?: string;
  message_contains?: string;
  /** For a proven design: which translator's VHDL was proven (ours, or Icarus's back end as the fallback). */
  translator?: 'veridojo' | 'icarus';
  /** For a proven design: text the VHDL must hold (an initial value the proof once did not look at). */
  vhdl_contains?: string;
  /** One of the coverage designs (issue 27): valid designs of the kinds learners write, each meant to be converted. */
  coverage?: boolean;
}

const expected = JSON.parse(fs.readFileSync(path.join(CORPUS, 'expected.json'), 'utf8')) as Record<string, Row>;
const designs = Object.keys(expected).sort();

function filesOf(design: string): Record<string, string> {
  const dir = path.join(CORPUS, design);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.v'))
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );
}

/** Issue 27's goal: at least this share of the coverage designs converted and proven. */
const COVERAGE_GOAL = 0.95;

/** The floors: every combination (≥ 2), 2 000 random vectors, 1 000 clock cycles. */
const FLOOR = { exhaustive: 2, random: 2000, clocked: 1000 } as const;

describe('the converter corpus', () => {
  it('has a row for every design folder and a folder for every row', () => {
    const folders = fs.readdirSync(CORPUS).filter((f) => fs.statSync(path.join(CORPUS, f)).isDirectory());
    expect(folders.sort()).toEqual(designs);
    expect(designs.length).toBeGreaterThanOrEqual(30);
  });

  // Why 900 s: 126 designs at two at a time take about 4 minutes on an idle machine; the rest is for a loaded one.
  it('converts every design to its expected outcome', { timeout: 900_000 }, async () => {
    const results = await mapParallel(designs, 2, async (design) => {
      const row = expected[design]!;
      return { design, row, result: await runConversion({ files: filesOf(design), top: row.top, seed: SEED }) };
    });
    const wrong: string[] = [];
    const check = (design: string, row: Row, r: ConvertResult) => {
      const say = (why: string) => wrong.push(`${design}: ${why} (status ${r.status}: ${r.message.slice(0, 200)})`);
      if (row.message_contains && !r.message.includes(row.message_contains)) say(`message lacks “${row.message_contains}”`);
      if (r.status !== 'success' && r.vhdl !== null) say('VHDL returned without a proof');
      if (row.outcome === 'proven' || (row.outcome === 'not_equivalent_or_proven' && r.status === 'success')) {
        if (r.status !== 'success' || !r.verification?.equivalent) return say('not proven');
        if (r.verification.vectors < FLOOR[r.verification.method]) say(`only ${r.verification.vectors} ${r.verification.method} vectors`);
        if (!r.vhdl?.includes('entity')) say('no VHDL');
        if (row.translator && r.translator !== row.translator) say(`translated by ${r.translator}, expected ${row.translator}`);
        if (row.vhdl_contains && !r.vhdl?.includes(row.vhdl_contains)) say(`VHDL lacks “${row.vhdl_contains}”`);
      } else if (row.outcome === 'not_equivalent' || row.outcome === 'not_equivalent_or_proven') {
        if (r.status !== 'not_equivalent' || !r.verification?.first_mismatch) say('the proof did not refute it');
      } else if (r.status !== row.outcome) say(`expected ${row.outcome}`);
    };
    for (const { design, row, result } of results) check(design, row, result);
    expect(wrong).toEqual([]);
    // Issue 27's measure over the designs meant to convert: the share proven (by either translator), and ours.
    const coverage = results.filter((r) => r.row.coverage);
    const proven = coverage.filter((r) => r.result.status === 'success' && r.result.verification?.equivalent);
    const ours = proven.filter((r) => r.result.translator === 'veridojo');
    const share = (n: number) => `${n}/${coverage.length} (${((100 * n) / coverage.length).toFixed(1)}%)`;
    console.log(`coverage designs: proven ${share(proven.length)}, by our translator ${share(ours.length)}`);
    expect(coverage.length).toBeGreaterThanOrEqual(40);
    expect(proven.length / coverage.length).toBeGreaterThanOrEqual(COVERAGE_GOAL);
  });
});
