// Another user's latency while the IDE's heavy answers are served (issue 26, finding 3). A probe
// user calls GET /api/user/profile and GET /api/user/check_auth in turn, one call every 20 ms
// whether or not the last was answered: first on an idle server (the baseline), then while four
// users loop 32 MiB-waveform simulations, then while twelve users with 4 MiB projects (16 files,
// all used by the testbench) simulate at once. The server runs from source in its own process;
// the workers are replayed — a fake worker claims over the real protocol, holds each job as long as
// a run takes and reports one real 32 MiB result made here once, gzip level 1 as the worker does —
// so the figures are the server's cost, not the simulator's. The probe runs in this process and
// the load in a child process, so neither one's work delays the other's timing.
// Goal: under either load the probe's median stays within 3× the idle baseline (before the fix:
// ~750× with the waveforms, ~150× with the projects). The p90 and the slowest call are printed, not
// judged: twelve 4 MiB runs started at once put ~1 s of work on PGlite's one connection (reading
// each project, building and claiming its payload: ~65 ms of database and ~50 ms of file selection
// and line counting per run), and calls arriving meanwhile wait their turn.
// Run: npx tsx bench/api-under-ide-load.ts   (BENCH_SECONDS per phase, default 10; BENCH_PHASES=wave or
// project for one phase; BENCH_SERVER_NODE_OPTIONS, e.g. --cpu-prof, for the server process alone)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOKEN = 'bench-ide-load-token-0123456789';
const GOAL_MEDIAN = 3;
/** How long the fake worker holds a job: about what a real run of these projects takes. */
const HOLD_MS = 1000;
/** Between two probe calls (50 a second: users clicking, not a flood), and how many may wait at once. */
const PROBE_GAP_MS = 20;
const PROBE_IN_FLIGHT = 50;

const TB_WAVE = `module test_bench;
  reg clk = 0;
  reg [31:0] count = 0;
  reg [31:0] lfsr = 32'h1;
  always #1 clk = ~clk;
  always @(posedge clk) begin
    count <= count + 1;
    lfsr <= {lfsr[30:0], lfsr[31] ^ lfsr[21] ^ lfsr[1] ^ lfsr[0]};
  end
  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    #100000000 $finish;
  end
endmodule
`;

/** A 4 MiB project: fifteen modules of ~255 KiB (mostly comment, under the line limit) and the testbench using them all. */
function bigProject(): { path: string; content: string }[] {
  const files: { path: string; content: string }[] = [];
  const filler = `// ${'x'.repeat(76)}\n`.repeat(Math.floor((255 * 1024) / 80));
  for (let i = 0; i < 15; i++)
    files.push({ path: `rtl/m${i}.v`, content: `module m${i}(input a, output y);\n  assign y = ~a;\nendmodule\n${filler}` });
  const uses = Array.from({ length: 15 }, (_, i) => `  m${i} u${i}(.a(a), .y(y[${i}]));`).join('\n');
  files.push({
    path: 'sim/tb.v',
    content: `module test_bench;\n  reg a = 0;\n  wire [14:0] y;\n${uses}\n  initial #10 $finish;\nendmodule\n`,
  });
  return files;
}

type Load = { kind: 'wave' | 'project'; base: string; cookies: string[]; resultFile: string; seconds: number };

// ---- The load: a child process running the users' loops and the fake workers ----

async function runLoad(load: Load) {
  const result = fs.readFileSync(load.resultFile, 'utf8');
  const small = JSON.stringify({
    status: 'success',
    message: '仿真完成',
    log: 'ok',
    diagnostics: [],
    waveform_truncated: false,
    dump_inserted: false,
  });
  // The waveform's gzip bytes, uploaded as the job's attachment before the report (as the worker does).
  const waveform = fs.readFileSync(`${load.resultFile}.gz`);
  const until = Date.now() + load.seconds * 1000;
  let usersDone = false;
  // Serves until every user's last call is answered: a run left queued would wait out its call.
  const worker = async (name: string) => {
    while (!usersDone) {
      const claim = await fetch(`${load.base}/api/worker/claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ worker: name, kinds: ['simulate'], wait_ms: 1000 }),
      });
      const { job } = (await claim.json()) as { job: { id: number; lease_token: string } | null };
      if (!job) continue;
      await new Promise((r) => setTimeout(r, HOLD_MS));
      if (load.kind === 'wave') {
        const uploaded = await fetch(`${load.base}/api/worker/jobs/${job.id}/attachment?lease_token=${job.lease_token}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${TOKEN}` },
          body: waveform,
        });
        if (!uploaded.ok) throw new Error(`attachment: ${uploaded.status} ${await uploaded.text()}`);
      }
      const body = `{"lease_token":${JSON.stringify(job.lease_token)},"kind":"simulate","result":${load.kind === 'wave' ? result : small}}`;
      const res = await fetch(`${load.base}/api/worker/jobs/${job.id}/result`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body,
      });
      if (!res.ok) throw new Error(`report: ${res.status} ${await res.text()}`);
    }
  };
  let answers = 0;
  let busy = 0;
  const user = async (cookie: string) => {
    while (Date.now() < until) {
      const res = await fetch(`${load.base}/api/online/simulate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: load.base, cookie },
        body: JSON.stringify({ top_module: 'test_bench', timeout: 10 }),
      });
      const bytes = await res.arrayBuffer();
      // Queued longer than the call waits (30 s beyond the run's limit): counted, since it is part of what is measured.
      if (res.status === 503) busy++;
      else if (res.status !== 200) throw new Error(`simulate: ${res.status} ${Buffer.from(bytes).toString().slice(0, 300)}`);
      else answers++;
    }
  };
  const users = Promise.all(load.cookies.map(user)).finally(() => (usersDone = true));
  await Promise.all([worker('bench-a'), worker('bench-b'), users]);
  process.stdout.write(`${JSON.stringify({ answers, busy })}\n`);
}

// ---- The probe and the phases ----

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

/**
 * Another user's calls, one every PROBE_GAP_MS whether or not the last one was answered (at most
 * PROBE_IN_FLIGHT at a time), as many users' clicks arrive: a server that stalls for a second
 * shows it in every call that arrived meanwhile, not in one slow sample.
 */
async function probe(base: string, cookie: string, seconds: number, running?: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  let stop = false;
  void running?.finally(() => (stop = true));
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; Date.now() < until && !stop; i++) {
    const url = i % 2 === 0 ? '/api/user/profile' : '/api/user/check_auth';
    const started = performance.now();
    const call = (async () => {
      const res = await fetch(base + url, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      times.push(performance.now() - started);
    })();
    inFlight.add(call);
    void call.finally(() => inFlight.delete(call));
    if (inFlight.size >= PROBE_IN_FLIGHT) await Promise.race(inFlight);
    await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
  }
  await Promise.all(inFlight);
  return times;
}

function startLoad(load: Load): { child: ChildProcess; done: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'load', JSON.stringify(load)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  const done = new Promise<string>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`load process exited with ${code}`)))),
  );
  return { child, done };
}

async function register(base: string, name: string): Promise<string> {
  const res = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: name, password: 'bench-password', email: null }),
  });
  if (!res.ok) throw new Error(`register ${name}: ${res.status} ${await res.text()}`);
  return String(res.headers.get('set-cookie')).split(';')[0]!;
}

async function importFiles(base: string, cookie: string, files: { path: string; content: string }[]) {
  const res = await fetch(`${base}/api/online/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ files }),
  });
  if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
}

/** One real simulation of the waveform testbench, in the jail, as the worker reports it. */
async function realWaveResult(file: string) {
  const { runProject } = await import('../packages/judge/src/project.ts');
  const run = await runProject({ files: { 'sim/tb.v': TB_WAVE }, top: 'test_bench', timeLimitMs: 30_000 });
  if (!run.waveform) throw new Error(`no waveform: ${run.status}`);
  const result = {
    status: 'success',
    message: '仿真完成',
    log: '波形文件达到上限',
    diagnostics: [],
    waveform_truncated: run.waveformTruncated,
    dump_inserted: false,
  };
  fs.writeFileSync(file, JSON.stringify(result));
  fs.writeFileSync(`${file}.gz`, gzipSync(run.waveform, { level: 1 }));
  return run.waveform.length;
}

function row(name: string, times: number[], idle?: number[]) {
  const med = quantile(times, 0.5);
  const p90 = quantile(times, 0.9);
  const ratios = idle ? `   median ${(med / quantile(idle, 0.5)).toFixed(1)}×  p90 ${(p90 / quantile(idle, 0.9)).toFixed(1)}×` : '';
  return `${name.padEnd(42)} n=${String(times.length).padStart(5)}  median ${med.toFixed(1).padStart(6)} ms  p90 ${p90.toFixed(1).padStart(7)} ms  max ${quantile(times, 1).toFixed(0).padStart(6)} ms${ratios}`;
}

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-ide-load-'));
  const resultFile = path.join(scratch, 'result.json');
  const vcdBytes = await realWaveResult(resultFile);
  const server = await startServer(
    { WORKER_TOKEN: TOKEN, ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}) },
    { fromSource: true },
  );
  const children: ChildProcess[] = [];
  try {
    const only = process.env.BENCH_PHASES?.split(',');
    const probeCookie = await register(server.base, 'bench_probe');
    const waveUsers: string[] = [];
    for (let i = 0; i < (!only || only.includes('wave') ? 4 : 0); i++) {
      const cookie = await register(server.base, `bench_wave_${i}`);
      await importFiles(server.base, cookie, [{ path: 'sim/tb.v', content: TB_WAVE }]);
      waveUsers.push(cookie);
    }
    const projectUsers: string[] = [];
    const project = bigProject();
    for (let i = 0; i < (!only || only.includes('project') ? 12 : 0); i++) {
      const cookie = await register(server.base, `bench_big_${i}`);
      await importFiles(server.base, cookie, project);
      projectUsers.push(cookie);
    }
    await probe(server.base, probeCookie, 2); // warm-up, discarded
    const idle = await probe(server.base, probeCookie, SECONDS);

    const all: [string, Load][] = [
      [
        `4 users looping ${(vcdBytes / 1024 / 1024).toFixed(0)} MiB-waveform simulations`,
        { kind: 'wave', base: server.base, cookies: waveUsers, resultFile, seconds: SECONDS },
      ],
      ['12 users simulating 4 MiB projects', { kind: 'project', base: server.base, cookies: projectUsers, resultFile, seconds: SECONDS }],
    ];
    const phases = all.filter(([, load]) => !only || only.includes(load.kind));
    console.log(`another user's GET /api/user/profile and /api/user/check_auth (${SECONDS} s per phase)`);
    console.log(row('idle server (baseline)', idle));
    let ok = true;
    for (const [name, load] of phases) {
      const started = startLoad(load);
      children.push(started.child);
      const times = await probe(server.base, probeCookie, SECONDS + 2, started.done);
      const out = await started.done;
      const { answers, busy } = JSON.parse(out.trim().split('\n').pop()!) as { answers: number; busy: number };
      console.log(row(name, times, idle));
      console.log(`${''.padEnd(42)} ${answers} simulations answered${busy ? `, ${busy} given up as WORKERS_BUSY` : ''}`);
      ok &&= quantile(times, 0.5) <= GOAL_MEDIAN * quantile(idle, 0.5);
    }
    console.log(`goal: median ≤ ${GOAL_MEDIAN}× the idle baseline under each load: ${ok ? 'OK' : 'NOT MET'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'load') await runLoad(JSON.parse(process.argv[3]!) as Load);
else await main();
