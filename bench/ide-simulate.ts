// Cost of the IDE's simulate call end to end — POST /api/online/simulate over HTTP, queued, claimed
// by a real worker process, compiled and simulated in the jail, reported, answered with the log
// and the VCD — for the counter template, against the same compile+simulate run directly in the
// jail (runProject, what the worker calls), and against bare iverilog + vvp without any jail.
// Rounds alternate the three so the machine's load falls on all alike. Goal: the round trip costs
// at most 1.3× the direct jailed run (the queue, HTTP and the database add little to a run);
// the jail's own cost over bare tools is printed, not judged.
// Run: npx tsx bench/ide-simulate.ts   (BENCH_ROUNDS to change the number of rounds)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readProjectTemplates, TEMPLATES_FOLDER } from '../packages/problem-format/src/index.ts';
import { runProject } from '../packages/judge/src/project.ts';
import { openPglite } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { spawnTestWorker } from '../apps/server/src/testing/worker-process.ts';
import { median } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const GOAL = 1.3;
const TOKEN = 'bench-ide-simulate-token-0123456789';

const counter = readProjectTemplates(TEMPLATES_FOLDER).find((t) => t.name === 'counter')!;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-ide-sim-db-'));
const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-ide-sim-bare-'));
const settings = readSettings({ ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', WORKER_TOKEN: TOKEN });
const platform = await startPlatform(settings, { db: await openPglite(dataDir) });
await platform.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(platform.app.server.address() as { port: number }).port}`;
const worker = spawnTestWorker(base, TOKEN, 'bench-ide-worker');

async function http(method: string, url: string, body: unknown, cookie = '') {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { res, json: (await res.json()) as Record<string, unknown> };
}

async function roundTrip(cookie: string): Promise<number> {
  const started = performance.now();
  const { json } = await http('POST', '/api/online/simulate', { top_module: 'test_bench', top_file: 'counter/counter_tb.v' }, cookie);
  const elapsed = performance.now() - started;
  if (json.outcome !== 'success' || !String(json.waveform).includes('$enddefinitions'))
    throw new Error(`simulate: ${JSON.stringify(json).slice(0, 500)}`);
  return elapsed;
}

async function jailed(): Promise<number> {
  const started = performance.now();
  const run = await runProject({ files: counter.files, top: counter.top, timeLimitMs: 10_000 });
  const elapsed = performance.now() - started;
  if (run.status !== 'finished' || !run.waveform?.includes('$enddefinitions')) throw new Error(`jail: ${run.status}`);
  return elapsed;
}

function bare(): number {
  for (const [name, text] of Object.entries(counter.files)) fs.writeFileSync(path.join(bareDir, name), text);
  const started = performance.now();
  const compiled = spawnSync('iverilog', ['-g2012', '-s', counter.top, '-o', 'run.vvp', ...Object.keys(counter.files)], { cwd: bareDir });
  const ran = spawnSync('vvp', ['-n', 'run.vvp'], { cwd: bareDir });
  const elapsed = performance.now() - started;
  if (compiled.status !== 0 || ran.status !== 0 || !fs.existsSync(path.join(bareDir, 'wave.vcd'))) throw new Error('bare run failed');
  return elapsed;
}

try {
  const registered = await http('POST', '/api/user/register', { username: 'bench_ide', password: 'bench-password' });
  const cookie = String(registered.res.headers.get('set-cookie')).split(';')[0]!;
  const loaded = await http('POST', '/api/online/templates/counter', {}, cookie);
  if (loaded.res.status !== 200) throw new Error(`template: ${JSON.stringify(loaded.json)}`);
  const times = { trip: [] as number[], jail: [] as number[], bare: [] as number[] };
  for (let i = 0; i < 3; i++) {
    await roundTrip(cookie); // warm-up: the worker's first claim, tsx's first compile of each module
    await jailed();
    bare();
  }
  for (let i = 0; i < ROUNDS; i++) {
    times.trip.push(await roundTrip(cookie));
    times.jail.push(await jailed());
    times.bare.push(bare());
  }
  const ratio = median(times.trip) / median(times.jail);
  console.log(`simulate the counter template, median of ${ROUNDS} alternating rounds`);
  console.log(`  POST /api/online/simulate (queue, worker, jail, VCD back)   ${median(times.trip).toFixed(1)} ms`);
  console.log(`  runProject directly (the same run in the jail)               ${median(times.jail).toFixed(1)} ms`);
  console.log(`  bare iverilog + vvp, no jail                                 ${median(times.bare).toFixed(1)} ms`);
  console.log(`jail over bare tools ${(median(times.jail) / median(times.bare)).toFixed(2)}× (printed, not judged)`);
  console.log(`ratio ${ratio.toFixed(2)}× round trip over the direct jailed run (goal ≤ ${GOAL}×)`);
  process.exitCode = ratio <= GOAL ? 0 : 1;
} finally {
  worker.kill('SIGKILL');
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(bareDir, { recursive: true, force: true });
}
