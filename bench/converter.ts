// Cost of a proven conversion through the platform — POST /api/verilog-converter/convert over HTTP,
// queued, claimed by a real worker, converted, analysed by GHDL and co-simulated in two jails,
// answered — against the bare back end alone (`iverilog -tvhdl`, unjailed, unproven), per design,
// in alternating rounds. Prints each design's medians, the ratio, and the median added time over
// the designs; goal: median added at most 500 ms (the proof's price for never showing wrong VHDL).
// Also the proof's own time (the second jail, as the answer's log reports it: 验证用时 N ms), its
// median and p95 over every run of every design — the figure to compare before and after a change
// to the proof (issue 27: comparing from power-up must not double it). Then the proof time over the
// converter corpus (packages/judge/convert-corpus): every design it pins as proven, converted once
// through the platform, its median and p95 — the corpus-wide figure issue 27 asks for.
// Run: npx tsx bench/converter.ts   (BENCH_ROUNDS to change the number of rounds; BENCH_CORPUS=0 to skip the corpus)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { spawnTestWorker } from '../apps/server/src/testing/worker-process.ts';
import { median } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL_ADDED_MS = 500;
const TOKEN = 'bench-converter-token-0123456789';

/** Designs of the kinds the converter meets: combinational (exhaustive and random) and clocked. */
const DESIGNS: Record<string, Record<string, string>> = {
  'adder (8 input bits, exhaustive)': {
    'adder.v': 'module adder(input [3:0] a, input [3:0] b, output [4:0] sum);\n  assign sum = a + b;\nendmodule\n',
  },
  'mux4 (16 input bits, exhaustive)': {
    'mux4.v':
      "module mux4(input [1:0] sel, input [3:0] a, input [3:0] b, input [3:0] c, input [1:0] d, output reg [3:0] y);\n  always @* case (sel)\n    2'd0: y = a;\n    2'd1: y = b;\n    2'd2: y = c;\n    default: y = {2'b00, d};\n  endcase\nendmodule\n",
  },
  'comparator (32 input bits, random)': {
    'cmp.v':
      'module cmp(input [15:0] a, input [15:0] b, output lt, output eq, output gt);\n  assign lt = a < b;\n  assign eq = a == b;\n  assign gt = a > b;\nendmodule\n',
  },
  'accumulator (clocked, async reset)': {
    'acc.v':
      'module acc(input clk, input rst_n, input [3:0] x, output reg [7:0] total);\n  always @(posedge clk or negedge rst_n)\n    if (!rst_n) total <= 0;\n    else total <= total + x;\nendmodule\n',
  },
  'two-file counter (clocked, sync reset)': {
    'top.v':
      'module top(input clk, input rst, input en, output [3:0] q);\n  counter #(.W(4)) c(.clk(clk), .rst(rst), .en(en), .q(q));\nendmodule\n',
    'counter.v':
      "module counter #(parameter W = 8) (input clk, input rst, input en, output reg [W-1:0] q);\n  always @(posedge clk)\n    if (rst) q <= 0;\n    else if (en) q <= q + 1'b1;\nendmodule\n",
  },
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-conv-db-'));
const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-conv-bare-'));
const settings = readSettings({ ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', WORKER_TOKEN: TOKEN });
const platform = await startPlatform(settings, { db: await openPglite(dataDir) });
await platform.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(platform.app.server.address() as { port: number }).port}`;
const worker = spawnTestWorker(base, TOKEN, 'bench-converter-worker');
/** The nearest-rank 95th percentile. */
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)]!;
/** Every proof's wall time, from the answers' logs. */
const proofTimes: number[] = [];

async function post(url: string, body: unknown, cookie = '') {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { res, json: (await res.json()) as Record<string, unknown> };
}

async function platformRun(
  cookie: string,
  files: Record<string, string>,
  warmUp = false,
  top?: string,
  into = proofTimes,
): Promise<number> {
  const started = performance.now();
  const { json } = await post(
    '/api/verilog-converter/convert',
    { files: Object.entries(files).map(([filename, content]) => ({ filename, content })), ...(top ? { top } : {}) },
    cookie,
  );
  const elapsed = performance.now() - started;
  if (json.success !== true) throw new Error(`convert: ${JSON.stringify(json).slice(0, 600)}`);
  const proof = /验证用时 (\d+) ms/.exec(JSON.stringify(json));
  if (proof && !warmUp) into.push(Number(proof[1]));
  return elapsed;
}

/** The converter corpus's designs pinned as proven, with their files and top. */
function provenCorpus(): { name: string; files: Record<string, string>; top?: string }[] {
  const corpus = path.resolve(import.meta.dirname, '../packages/judge/convert-corpus');
  const expected = JSON.parse(fs.readFileSync(path.join(corpus, 'expected.json'), 'utf8')) as Record<
    string,
    { outcome: string; top?: string }
  >;
  return Object.entries(expected)
    .filter(([, row]) => row.outcome === 'proven')
    .map(([name, row]) => {
      const dir = path.join(corpus, name);
      const files = Object.fromEntries(
        fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.v'))
          .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
      );
      return { name, files, ...(row.top ? { top: row.top } : {}) };
    });
}

function bare(files: Record<string, string>): number {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(bareDir, name), text);
  const started = performance.now();
  const run = spawnSync('iverilog', ['-g2012', '-tvhdl', '-o', 'out.vhd', ...Object.keys(files)], { cwd: bareDir });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`bare back end failed: ${run.stderr}`);
  for (const name of Object.keys(files)) fs.rmSync(path.join(bareDir, name));
  return elapsed;
}

try {
  const registered = await post('/api/user/register', { username: 'bench_conv', password: 'bench-password' });
  const cookie = String(registered.res.headers.get('set-cookie')).split(';')[0]!;
  // An admin has no line limit: the bench measures conversions, not the limit.
  await platform.ctx.db.query(`UPDATE users SET is_admin = true WHERE username = 'bench_conv'`);
  const added: number[] = [];
  console.log(`convert + proof through the platform vs bare iverilog -tvhdl, median of ${ROUNDS} alternating rounds`);
  for (const [name, files] of Object.entries(DESIGNS)) {
    await platformRun(cookie, files, true); // warm-up
    bare(files);
    const times = { platform: [] as number[], bare: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      times.platform.push(await platformRun(cookie, files));
      times.bare.push(bare(files));
    }
    const [p, b] = [median(times.platform), median(times.bare)];
    added.push(p - b);
    console.log(
      `  ${name.padEnd(40)} platform ${p.toFixed(0).padStart(5)} ms  bare ${b.toFixed(1).padStart(6)} ms  ratio ${(p / b).toFixed(1)}×`,
    );
  }
  if (proofTimes.length > 0)
    console.log(`proof time over ${proofTimes.length} conversions: median ${median(proofTimes)} ms, p95 ${p95(proofTimes)} ms`);
  if (process.env.BENCH_CORPUS !== '0') {
    const designs = provenCorpus();
    const corpusProofs: number[] = [];
    const walls: number[] = [];
    for (const design of designs) walls.push(await platformRun(cookie, design.files, false, design.top, corpusProofs));
    console.log(
      `converter corpus, ${designs.length} proven designs once each: proof time median ${median(corpusProofs)} ms, p95 ${p95(corpusProofs)} ms;` +
        ` whole conversion median ${median(walls).toFixed(0)} ms, p95 ${p95(walls).toFixed(0)} ms`,
    );
  }
  const medianAdded = median(added);
  console.log(`median added time ${medianAdded.toFixed(0)} ms per design (goal ≤ ${GOAL_ADDED_MS} ms)`);
  process.exitCode = medianAdded <= GOAL_ADDED_MS ? 0 : 1;
} finally {
  worker.kill('SIGKILL');
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(bareDir, { recursive: true, force: true });
}
