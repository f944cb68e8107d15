// Benchmark of the construct scan (issue 26, finding 2): the time of the check the worker runs on
// preprocessed text (checks/table.ts `preprocessed`: lexing, bracket matching, the scan) against
// the text's size, from 1 KiB to the cap of one preprocessed file (1 MiB), for two texts: the
// macro bomb's expansion (`a#(` repeated: one-character tokens, an unclosed group at every third,
// the worst case per byte) and real code (the bank's references, repeated). Last, the cap of a
// whole run — 8 MiB in eight files — through the worker's check thread, as a run sends it.
// Prints the CPU time (the best of five rounds; and the best median wall time) and the CPU time
// per byte of each size, and the ratio of the largest to the smallest CPU time per byte of each
// text: linear means a flat line; goal ≤ 2.
// (Before the fix the bomb's 131 072 copies, 384 KiB, took 98 s: a ratio in the thousands.)
// Run: node --expose-gc --import tsx bench/scan.ts (as bench/run-all.mjs does; without --expose-gc it runs, noisier)
import fs from 'node:fs';
import path from 'node:path';
import { checkHost } from '../packages/judge/src/checks/host.ts';
import { CHECKS } from '../packages/judge/src/checks/table.ts';
import { PREPROCESSED_FILE_BYTES, PREPROCESSED_TOTAL_BYTES } from '../packages/judge/src/steps.ts';
import { median } from './lib.mjs';

const GOAL = 2;
/** A sample of one size runs until it has used this much CPU: 25 scheduler ticks, a 4 % grain. */
const MIN_SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? 100);
const KiB = 1024;

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

/** Rounds over all sizes: each size's figure is its best round (see measure). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** One scan of `text` under the judging policy. */
const scan = (text: string) => CHECKS.preprocessed({ texts: [text], policy: 'judging', provided: [] });

/** CPU milliseconds per scan of `text` over at least MIN_SAMPLE_MS of CPU (and 3 runs), and the median wall time. */
function sample(text: string): { cpu: number; wall: number } {
  const walls: number[] = [];
  const started = cpuMs();
  while (walls.length < 3 || cpuMs() - started < MIN_SAMPLE_MS) {
    const t = performance.now();
    scan(text);
    walls.push(performance.now() - t);
  }
  return { cpu: (cpuMs() - started) / walls.length, wall: median(walls) };
}

/**
 * CPU time per scan for each text, size by size. CPU time of this thread, not the wall clock: a
 * long run shares the cores with other processes for longer than a short one, which made
 * wall-clock ratios a measure of the machine's load. Long samples (the thread clock moves in
 * scheduler ticks), taken in rounds over all sizes, each size's best round kept: the neighbours'
 * load comes and goes, and it only ever adds (caches and memory bandwidth they take).
 */
function measure(texts: string[]): { cpu: number; wall: number }[] {
  const best = texts.map(() => ({ cpu: Infinity, wall: Infinity }));
  for (let round = 0; round < ROUNDS; round++)
    texts.forEach((text, k) => {
      // A clean heap and a warm run first, so a size pays neither for the garbage of the one before nor a cold start.
      (globalThis as { gc?: () => void }).gc?.();
      scan(text);
      const { cpu, wall } = sample(text);
      best[k] = { cpu: Math.min(best[k]!.cpu, cpu), wall: Math.min(best[k]!.wall, wall) };
    });
  return best;
}

const sizes: number[] = [];
for (let bytes = KiB; bytes <= PREPROCESSED_FILE_BYTES; bytes *= 2) sizes.push(bytes);
const bank = bankCode();
const series: [string, (bytes: number) => string][] = [
  ['macro bomb (a#( repeated)', (bytes) => sized('a#(', bytes)],
  ['real code (the bank`s references)', (bytes) => sized(bank, bytes)],
];

// Warm-up: the JIT compiles the lexer and the scan before anything is timed.
for (const [, make] of series) for (let k = 0; k < 20; k++) scan(make(64 * KiB));

let failed = false;
for (const [name, make] of series) {
  console.log(`\n${name}`);
  console.log('      size   CPU time   per byte  wall time');
  const figures = measure(sizes.map(make));
  const perByte = figures.map(({ cpu }, k) => (cpu * 1e6) / sizes[k]!);
  figures.forEach(({ cpu, wall }, k) =>
    console.log(
      `${`${sizes[k]! / KiB} KiB`.padStart(10)} ${`${cpu.toFixed(2)} ms`.padStart(10)} ${`${perByte[k]!.toFixed(1)} ns`.padStart(10)} ${`${wall.toFixed(2)} ms`.padStart(10)}`,
    ),
  );
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
