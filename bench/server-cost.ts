// Server CPU spent per judged submission, by phase (submit, claim, report, one poll), with the
// judging itself left out: the worker's part is replayed from one real judgement. On a 2-core
// machine the server shares the cores with the workers, so this is what limits throughput.
// The figure is printed as a share of one direct jailed judgement's wall time, measured here too.
// Run: npx tsx bench/server-cost.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openPglite } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { judge } from '../packages/judge/src/judge/judge.ts';
import { adderBank, iface, reference, stimulus } from './adder-bank.ts';

const N = Number(process.env.BENCH_RUNS ?? 50);
const bank = adderBank();

const settings = readSettings({
  ADMIN_PASSWORD: 'bench-admin',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  WORKER_TOKEN: 'tok',
  PROBLEMS_DIR: bank,
});
// On disk, as the platform runs: PGlite in memory skips the file writes a real server pays for.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-cost-db-'));
const platform = await startPlatform(settings, { db: await openPglite(dataDir) });
const call = async (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) =>
  platform.app.inject({
    method,
    url,
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

try {
  const problemId = JSON.parse((await call('GET', '/api/problem/all')).body)[0].id as number;
  const direct = await judge({ iface, stimulus, reference, code: reference, timeLimitMs: 10_000, seed: 1 });
  const result = {
    verdict: direct.verdict,
    mismatches: 0,
    samples: direct.samples,
    output_mismatches: direct.outputMismatches,
    first_mismatch: null,
    diagnostics: [],
    log: direct.log,
    waveform_gz: gzipSync(direct.waveform ?? '').toString('base64'),
  };
  const users: string[] = [];
  for (let i = 0; i < Math.ceil(N / 10); i++) {
    const res = await call('POST', '/api/user/register', { username: `cost_${i}`, password: 'bench-password' });
    users.push(String(res.headers['set-cookie']).split(';')[0]!);
  }
  const phases = { submit: 0, claim: 0, report: 0, poll: 0 };
  const measure = async <T>(phase: keyof typeof phases, work: () => Promise<T>): Promise<T> => {
    const before = process.cpuUsage();
    const value = await work();
    const spent = process.cpuUsage(before);
    phases[phase] += (spent.user + spent.system) / 1000;
    return value;
  };
  for (let i = 0; i < N; i++) {
    const cookie = users[Math.floor(i / 10)]!;
    const submitted = await measure('submit', async () =>
      JSON.parse((await call('POST', `/api/problem/${problemId}/submit`, { code: reference }, { cookie })).body),
    );
    const claimed = await measure('claim', async () =>
      JSON.parse((await call('POST', '/api/worker/claim', { worker: 'bench', wait_ms: 0 }, { authorization: 'Bearer tok' })).body),
    );
    await measure('report', () =>
      call(
        'POST',
        `/api/worker/jobs/${claimed.job.id}/result`,
        { lease_token: claimed.job.lease_token, kind: claimed.job.kind, result },
        { authorization: 'Bearer tok' },
      ),
    );
    await measure('poll', () => call('GET', `/api/submission/${submitted.submission_id}`, undefined, { cookie }));
  }
  const total = Object.values(phases).reduce((a, b) => a + b, 0) / N;
  for (const [phase, ms] of Object.entries(phases)) console.log(`${phase.padEnd(7)} ${(ms / N).toFixed(2)} ms CPU per submission`);
  console.log(
    `server CPU per judged submission ${total.toFixed(1)} ms = ${(total / direct.wallMs).toFixed(2)}× one direct jailed judgement (${direct.wallMs} ms wall, VCD ${direct.waveform?.length ?? 0} bytes)`,
  );
} finally {
  await platform.close();
  fs.rmSync(bank, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
