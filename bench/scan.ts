// Benchmark of the construct scan (issue 26, finding 2): the time of the check the worker runs on
// preprocessed text (checks/table.ts `preprocessed`: lexing, bracket matching, the scan) against
// the text's size, from 1 KiB to the cap of one preprocessed file (1 MiB), for two texts: the
// macro bomb's expansion (`a#(` repeated: one-character tokens, an unclosed group at every third,
// the worst case per byte) and real code (the bank's references, repeated). Last, the cap of a
// whole run — 8 MiB in eight files — through the worker's check thread, as a run sends it.
// Prints the CPU time (and the wall time) and the CPU time per byte of each size, and the ratio of
// the largest to the smallest CPU time per byte of each text: linear means a flat line; goal ≤ 2.
// (Before the fix the bomb's 131 072 copies, 384 KiB, took 98 s: a ratio in the thousands.)
// Run: node --expose-gc --import tsx bench/scan.ts (as bench/run-all.mjs does; without --expose-gc it runs, noisier)
import fs from 'node:fs';
import path from 'node:path';
import { checkHost } from '../packages/judge/src/checks/host.ts';
import { CHECKS } from '../packages/judge/src/checks/table.ts';
import { PREPROCESSED_FILE_BYTES, PREPROCESSED_TOTAL_BYTES } from '../packages/judge/src/steps.ts';

const GOAL = 2;
/** Each size is scanned until it has used this much CPU (at least 5 runs): small sizes need many runs to time. */
const MIN_SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? 300);
const KiB = 1024;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `unit` repeated to exactly `bytes` characters (all ASCII: characters are bytes). */
function sized(unit: string, bytes: number): string {
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

/** The bank's reference designs, one after another: ordinary RTL, comments and all. */
function bankCode(): string {
  const root = path.resolve(import.meta.dirname, '../problems');
  const texts: string[] = [];
  for (const chapter of fs.readdirSync(root, { withFileTypes: true })) {
    if (!chapter.isDirectory()) continue;
    for (const problem of fs.readdirSync(path.join(root, chapter.name), { withFileTypes: true })) {
      const file = path.join(root, chapter.name, problem.name, 'reference.v');
      if (problem.isDirectory() && fs.existsSync(file)) texts.push(fs.readFileSync(file, 'utf8'));
    }
  }
  // Whole lines only, so a cut never leaves half a comment or string behind.
  return `${texts.join('\n')}\n`;
}

/** Milliseconds of CPU this thread has used (not the collector's helper threads, nor other processes). */
const cpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/**
 * One scan of `text` under the judging policy: the CPU time of a run (the mean over runs; CPU time,
 * not the wall clock, so the other processes sharing the cores do not count — a long run shares
 * them for longer than a short one, which made wall-clock ratios a measure of the machine's load),
 * and the median wall time.
 */
function time(text: string): { cpu: number; wall: number } {
  const scan = () => CHECKS.preprocessed({ texts: [text], policy: 'judging', provided: [] });
  // A clean heap and warm runs first (a third of the sample, five runs at least), so a size pays
  // neither for the garbage of the one before nor for the compiler tiering up on its first runs.
  (globalThis as { gc?: () => void }).gc?.();
  const warm = cpuMs();
  for (let k = 0; k < 5 || cpuMs() - warm < MIN_SAMPLE_MS / 3; k++) scan();
  const walls: number[] = [];
  const cpuStart = cpuMs();
  while (walls.length < 5 || cpuMs() - cpuStart < MIN_SAMPLE_MS) {
    const t = performance.now();
    scan();
    walls.push(performance.now() - t);
  }
  return { cpu: (cpuMs() - cpuStart) / walls.length, wall: median(walls) };
}

const sizes: number[] = [];
for (let bytes = KiB; bytes <= PREPROCESSED_FILE_BYTES; bytes *= 2) sizes.push(bytes);
const bank = bankCode();
const texts: [string, (bytes: number) => string][] = [
  ['macro bomb (a#( repeated)', (bytes) => sized('a#(', bytes)],
  ['real code (the bank`s references)', (bytes) => sized(bank, bytes)],
];

// Warm-up: the JIT compiles the lexer and the scan before anything is timed.
for (const [, make] of texts) time(make(64 * KiB));

let failed = false;
for (const [name, make] of texts) {
  console.log(`\n${name}`);
  console.log('      size   CPU time   per byte  wall time');
  const perByte: number[] = [];
  for (const bytes of sizes) {
    const { cpu, wall } = time(make(bytes));
    perByte.push((cpu * 1e6) / bytes);
    console.log(
      `${`${bytes / KiB} KiB`.padStart(10)} ${`${cpu.toFixed(2)} ms`.padStart(10)} ${`${perByte.at(-1)!.toFixed(1)} ns`.padStart(10)} ${`${wall.toFixed(2)} ms`.padStart(10)}`,
    );
  }
  const ratio = Math.max(...perByte) / Math.min(...perByte);
  const ok = ratio <= GOAL;
  failed ||= !ok;
  console.log(`largest / smallest CPU time per byte: ${ratio.toFixed(2)} (goal ≤ ${GOAL}) ${ok ? 'ok' : 'NOT MET'}`);
}

// The cap of a run: eight files of the bomb at the per-file cap, through the worker's check thread.
const files = Array.from({ length: PREPROCESSED_TOTAL_BYTES / PREPROCESSED_FILE_BYTES }, () => sized('a#(', PREPROCESSED_FILE_BYTES));
const host = checkHost();
await host.run('preprocessed', { texts: [files[0]!.slice(0, KiB)], policy: 'judging', provided: [] }); // the thread is up
const runs: number[] = [];
for (let k = 0; k < 3; k++) {
  const t = performance.now();
  await host.run('preprocessed', { texts: files, policy: 'judging', provided: [] });
  runs.push(performance.now() - t);
}
const total = median(runs);
console.log(
  `\na run at its cap (${PREPROCESSED_TOTAL_BYTES / KiB / KiB} MiB in ${files.length} files of the bomb) on the check thread: ` +
    `${total.toFixed(0)} ms, ${((total * 1e6) / PREPROCESSED_TOTAL_BYTES).toFixed(1)} ns per byte`,
);
await host.close();
process.exit(failed ? 1 : 0);
