// Benchmark of the waveform viewer's VCD parser (issue 4): a ~50 MB Icarus VCD made in this run
// (bench/bank-vcd.ts), parsed by ours (apps/web/src/waveform/vcd.ts: bytes → text → model for
// drawing) and by vcd-stream, the baseline measured in the same run (its WebAssembly build,
// every change delivered to one callback that only counts). Prints MB/s of both and the ratio;
// goal: ours ≥ 2× vcd-stream.
// Run: npx tsx bench/vcd-parse.ts
import { createRequire } from 'node:module';
import { parseVcd } from '@veridojo/waveform';
import { makeBankVcd } from './bank-vcd.ts';
import fs from 'node:fs';
import { median } from './lib.mjs';

const GOAL = 2;
/** Measured runs per parser after one warm-up run (the JIT's and the WebAssembly compiler's). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * vcd-stream's WebAssembly `execute` copies each written chunk onto the wasm stack, so chunks
 * must stay small; 128 KiB is what its own web front end (lib/get-vcd.js) writes.
 */
const VCD_STREAM_CHUNK = 1 << 17;

interface VcdStreamParser {
  change: { any(listener: (...args: unknown[]) => void): void };
  info: { wires: { body?: unknown[] } };
  write(chunk: Uint8Array): boolean;
  end(): void;
  once(event: 'finish', listener: () => void): void;
}

const require = createRequire(import.meta.url);
const createVCD = require('vcd-stream/out/vcd.js') as () => Promise<unknown>;
const webVcdParser = require('vcd-stream/lib/web-vcd-parser.js') as (wasm: unknown) => Promise<VcdStreamParser>;

function countVars(scope: { body?: unknown[] }): number {
  let n = 0;
  for (const item of scope.body ?? []) {
    const node = item as { kind: string; body?: unknown[] };
    n += node.kind === 'var' ? 1 : countVars(node);
  }
  return n;
}

function runOurs(bytes: Uint8Array) {
  const began = performance.now();
  const text = new TextDecoder().decode(bytes);
  const decoded = performance.now();
  const waveform = parseVcd(text);
  const ended = performance.now();
  const changes = waveform.traces.reduce((sum, trace) => sum + trace.count, 0);
  return { ms: ended - began, parseMs: ended - decoded, changes, variables: waveform.variables.length };
}

async function runVcdStream(bytes: Uint8Array) {
  const parser = await webVcdParser(await createVCD());
  let changes = 0;
  parser.change.any(() => {
    changes++;
  });
  const began = performance.now();
  for (let at = 0; at < bytes.length; at += VCD_STREAM_CHUNK) parser.write(bytes.subarray(at, at + VCD_STREAM_CHUNK));
  await new Promise<void>((resolve) => {
    parser.once('finish', resolve);
    parser.end();
  });
  return { ms: performance.now() - began, changes, variables: countVars(parser.info.wires) };
}

const made = performance.now();
const vcd = makeBankVcd();
const bytes = new Uint8Array(fs.readFileSync(vcd.file));
vcd.remove();
const mb = bytes.length / 1e6;
console.log(`VCD from iverilog + vvp: ${mb.toFixed(1)} MB in ${((performance.now() - made) / 1000).toFixed(1)} s`);

const ours: ReturnType<typeof runOurs>[] = [];
const theirs: Awaited<ReturnType<typeof runVcdStream>>[] = [];
runOurs(bytes);
await runVcdStream(bytes);
for (let run = 0; run < RUNS; run++) {
  ours.push(runOurs(bytes));
  theirs.push(await runVcdStream(bytes));
}

const oursMs = median(ours.map((r) => r.ms));
const oursParseMs = median(ours.map((r) => r.parseMs));
const theirsMs = median(theirs.map((r) => r.ms));
const rate = (ms: number) => `${(mb / (ms / 1000)).toFixed(0)} MB/s`;
console.log(
  `ours:       ${oursMs.toFixed(0)} ms  ${rate(oursMs)} (decode + parse; parse alone ${rate(oursParseMs)})  ` +
    `${ours[0]!.variables} variables, ${ours[0]!.changes} changes kept`,
);
console.log(
  `vcd-stream: ${theirsMs.toFixed(0)} ms  ${rate(theirsMs)}  ${theirs[0]!.variables} variables, ${theirs[0]!.changes} changes delivered`,
);
const ratio = theirsMs / oursMs;
console.log(`ours / vcd-stream throughput: ${ratio.toFixed(2)}×  (goal ≥ ${GOAL}×) ${ratio >= GOAL ? 'OK' : 'BELOW GOAL'}`);
process.exit(ratio >= GOAL ? 0 : 1);
