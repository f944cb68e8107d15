// Cost of the similarity check (issue 33): 200 students' passing submissions of one problem
// (mux-4to1), compared pairwise as the `similarity` job does it — the worker's check thread running
// CHECKS.similarity (fingerprints, then all 19 900 pairs) — against a baseline measured in the same
// run: the construct scan the worker already runs on each of those 200 submissions when it judges
// them (CHECKS.preprocessed, on the same thread). The submissions: eight styles a class writes
// (case, ?: in stages, a chained ?:, if/else, and-or masks, an array, nested, defaults), each
// student's with their own names, comments, layout and order of items, and one in ten a disguised
// copy of a classmate's. Goal: the whole check under 5 s. Last, for the record, the worst input
// the job accepts: 200 submissions at the code limit (64 KiB each), which must stay within the
// check thread's 10 s deadline.
// Run: npx tsx bench/similarity.ts   (BENCH_ROUNDS to change the number of rounds)
import fs from 'node:fs';
import path from 'node:path';
import { SIMILARITY_MAX_PAIRS } from '../packages/contracts/src/similarity.ts';
import { checkHost } from '../packages/judge/src/checks/host.ts';
import { median } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL_MS = 5000;
const DEADLINE_MS = 10_000;
const STUDENTS = 200;
const folder = path.resolve(import.meta.dirname, '../problems/01-basics/mux-4to1');
const template = fs.readFileSync(path.join(folder, 'template.v'), 'utf8');
const reference = fs.readFileSync(path.join(folder, 'reference.v'), 'utf8');

/** A seeded generator (mulberry32): the same class every run. */
let seed = 33;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
function shuffled<T>(xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Eight styles: whether `out` is a reg, and the module items ({t0}…{t3}: the student's own names). */
const STYLES: { reg: boolean; items: string[] }[] = [
  {
    reg: true,
    items: [
      "always @(*) begin\n  case (sel)\n    2'b00: out = a;\n    2'b01: out = b;\n    2'b10: out = c;\n    default: out = d;\n  endcase\nend",
    ],
  },
  {
    reg: false,
    items: [
      'wire [7:0] {t0};',
      'wire [7:0] {t1};',
      'assign {t0} = sel[0] ? b : a;',
      'assign {t1} = sel[0] ? d : c;',
      'assign out = sel[1] ? {t1} : {t0};',
    ],
  },
  { reg: false, items: ["assign out = (sel == 2'd0) ? a : (sel == 2'd1) ? b : (sel == 2'd2) ? c : d;"] },
  {
    reg: true,
    items: [
      "always @* begin\n  if (sel == 2'b00) out = a;\n  else if (sel == 2'b01) out = b;\n  else if (sel == 2'b10) out = c;\n  else out = d;\nend",
    ],
  },
  {
    reg: false,
    items: ["assign out = ({8{sel == 2'd0}} & a) | ({8{sel == 2'd1}} & b) | ({8{sel == 2'd2}} & c) | ({8{sel == 2'd3}} & d);"],
  },
  {
    reg: false,
    items: [
      'wire [7:0] {t0} [0:3];',
      'assign {t0}[0] = a;',
      'assign {t0}[1] = b;',
      'assign {t0}[2] = c;',
      'assign {t0}[3] = d;',
      'assign out = {t0}[sel];',
    ],
  },
  {
    reg: true,
    items: ["always @(*) begin\n  case (sel[1])\n    1'b0: out = sel[0] ? b : a;\n    1'b1: out = sel[0] ? d : c;\n  endcase\nend"],
  },
  {
    reg: true,
    items: ["always @(*) begin\n  out = a;\n  if (sel == 2'd1) out = b;\n  if (sel == 2'd2) out = c;\n  if (sel == 2'd3) out = d;\nend"],
  },
];
const NAMES = ['lo', 'hi', 'x', 'y', 'tmp', 'm', 'mux_lo', 'mux_hi', 'stage', 'pair', 'r0', 'r1', 'low', 'high', 'sel_ab', 'sel_cd'];
const COMMENTS = ['// 选择输出', '/* mux */', '// TODO', '// 第一级', '// done', ''];

/** A student's code of a style: their names, comments, indentation and order of items. */
function written(style: { reg: boolean; items: string[] }): string {
  const names = shuffled(NAMES).map((n, k) => `${n}${k}`);
  const indent = pick(['  ', '    ', '\t']);
  const items = shuffled(style.items).map(
    (item) => `${indent}${item.replace(/\{t(\d)\}/g, (_m, k: string) => names[Number(k)]!)} ${pick(COMMENTS)}`,
  );
  const header = `module TopModule(\n${indent}input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d,\n${indent}input [1:0] sel,\n${indent}output ${style.reg ? 'reg ' : ''}[7:0] out\n);`;
  return `${pick(COMMENTS)}\n${header}\n${items.join('\n')}\nendmodule\n`;
}

/** The class: one in ten copies (renames, re-comments, re-lays out) the code of the student before. */
function classSubmissions(): string[] {
  const styles: number[] = [];
  const codes: string[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const copying = i % 10 === 9;
    styles.push(copying ? styles[i - 1]! : Math.floor(random() * STYLES.length));
    codes.push(written(STYLES[styles[i]!]!));
  }
  return codes;
}

/** 200 sources at the code limit: each a different long design (a chain of assignments of its own). */
function atTheCap(): string[] {
  return Array.from({ length: STUDENTS }, (_, s) => {
    const lines = [`module TopModule(input [7:0] a, input [7:0] b, output [7:0] out);`];
    for (let k = 0; lines.join('\n').length < 65_000; k++)
      lines.push(`  wire [7:0] w${k} = ${k === 0 ? 'a' : `w${k - 1}`} ${pick(['^', '&', '|', '+'])} 8'd${(s * 31 + k * 7) % 256};`);
    return `${lines.join('\n')}\nendmodule\n`.slice(0, 65_536);
  });
}

const host = checkHost();
const check = (sources: string[]) => host.run('similarity', { sources, excluded: [template, reference], maxPairs: SIMILARITY_MAX_PAIRS });
const scanAll = async (sources: string[]) => {
  for (const text of sources) await host.run('preprocessed', { texts: [text], policy: 'judging', provided: [] });
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const sources = classSubmissions();
// One of each first, unmeasured: the check thread's start.
const found = await check(sources);
await scanAll(sources);
const checks: number[] = [];
const scans: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  checks.push(await timed(() => check(sources)));
  scans.push(await timed(() => scanAll(sources)));
}
const [checkMs, scanMs] = [median(checks), median(scans)];
const chars = sources.reduce((n, s) => n + s.length, 0);
console.log(
  `similarity check of ${STUDENTS} submissions of mux-4to1 (${(chars / 1024).toFixed(0)} KiB, ${(STUDENTS * (STUDENTS - 1)) / 2} pairs):`,
);
console.log(
  `  pairs at or above ${found.threshold}: ${found.pairs.length + found.more} (one in ten is a copy; the rest share a style with many)`,
);
console.log(`  whole check ${checkMs.toFixed(0)} ms (median of ${ROUNDS}) — goal under ${GOAL_MS} ms`);
console.log(`  baseline: the judge's construct scan of the same ${STUDENTS} submissions ${scanMs.toFixed(0)} ms`);
console.log(`  ratio check / scan: ${(checkMs / scanMs).toFixed(2)}×`);

const capped = atTheCap();
const cappedMs = await timed(() => check(capped));
console.log(
  `worst input accepted: ${STUDENTS} submissions at the 64 KiB code limit (${((STUDENTS * 65_536) / 1024 / 1024).toFixed(1)} MiB)`,
);
console.log(
  `  whole check ${cappedMs.toFixed(0)} ms — within the check thread's ${DEADLINE_MS} ms deadline: ${cappedMs < DEADLINE_MS ? 'yes' : 'NO'}`,
);
await host.close();
if (checkMs >= GOAL_MS || cappedMs >= DEADLINE_MS) process.exit(1);
