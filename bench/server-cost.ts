// Server CPU spent per judged submission, by phase (submit, claim, report, one poll), with the
// judging itself left out: the worker's part is replayed from one real judgement. On a 2-core
// machine the server shares the cores with the workers, so this is what limits throughput.
// Measured twice in one run: on PGlite on disk (the embedded default: the database's work is the
// server process's own CPU) and on a throwaway PostgreSQL cluster (scripts/pg-cluster.mjs: the
// database's work is in its own processes, the server's is the protocol and the app). The first
// WARM_UP submissions of each are left out (the JIT and the statement plans warming up).
// Run: npx tsx bench/server-cost.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { judge } from '../packages/judge/src/judge/judge.ts';
import { startCluster } from '../scripts/pg-cluster.mjs';
import { adderBank, iface, reference, stimulus } from './adder-bank.ts';

const N = Number(process.env.BENCH_RUNS ?? 150);
/** Why 30: the per-phase CPU settles within the first few dozen submissions (measured: 18 ms at 50 runs, 11 ms from the 30th on). */
const WARM_UP = 30;
/** Issue 30's goal for the server's CPU per judged submission. */
const GOAL_MS = 5;
type Phase = 'submit' | 'claim' | 'report' | 'poll';

const bank = adderBank();
const settings = readSettings({
  ADMIN_PASSWORD: 'bench-admin',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  WORKER_TOKEN: 'tok',
  PROBLEMS_DIR: bank,
});
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

/** CPU ms per submission by phase, on a platform over `db`, after the warm-up. */
async function costOn(db: Database): Promise<Record<Phase, number>> {
  const platform = await startPlatform(settings, { db });
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) =>
    platform.app.inject({
      method,
      url,
      payload: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  try {
    const problemId = JSON.parse((await call('GET', '/api/problem/all')).body)[0].id as number;
    const users: string[] = [];
    for (let i = 0; i < Math.ceil((N + WARM_UP) / 10); i++) {
      const res = await call('POST', '/api/user/register', { username: `cost_${i}`, password: 'bench-password' });
      users.push(String(res.headers['set-cookie']).split(';')[0]!);
    }
    const phases: Record<Phase, number> = { submit: 0, claim: 0, report: 0, poll: 0 };
    for (let i = 0; i < N + WARM_UP; i++) {
      const counted = i >= WARM_UP;
      const measure = async <T>(phase: Phase, work: () => Promise<T>): Promise<T> => {
        const before = process.cpuUsage();
        const value = await work();
        const spent = process.cpuUsage(before);
        if (counted) phases[phase] += (spent.user + spent.system) / 1000 / N;
        return value;
      };
      const cookie = users[Math.floor(i / 10)]!;
      const submitted = await measure('submit', async () =>
        JSON.parse((await call('POST', `/api/problem/${problemId}/submit`, { code: reference }, { cookie })).body),
      );
      const claimed = await measure('claim', async () =>
        JSON.parse((await call('POST', '/api/worker/claim', { worker: 'bench', wait_ms: 0 }, { authorization: 'Bearer tok' })).body),
      );
      if (claimed.job?.kind !== 'judge') throw new Error(`claimed ${claimed.job?.kind ?? 'nothing'}, not the judgement`);
      await measure('report', () =>
        call(
          'POST',
          `/api/worker/jobs/${claimed.job.id}/result`,
          { lease_token: claimed.job.lease_token, kind: claimed.job.kind, result },
          { authorization: 'Bearer tok' },
        ),
      );
      const seen = await measure('poll', async () =>
        JSON.parse((await call('GET', `/api/submission/${submitted.submission_id}`, undefined, { cookie })).body),
      );
      if (seen.verdict !== 'accepted') throw new Error(`submission ${submitted.submission_id}: ${seen.verdict}`);
    }
    return phases;
  } finally {
    await platform.close();
  }
}

function report(label: string, phases: Record<Phase, number>): number {
  const total = Object.values(phases).reduce((a, b) => a + b, 0);
  const parts = Object.entries(phases)
    .map(([phase, ms]) => `${phase} ${ms.toFixed(2)}`)
    .join(' + ');
  console.log(`${label.padEnd(22)} ${total.toFixed(1).padStart(5)} ms CPU per judged submission (${parts} ms)`);
  return total;
}

try {
  // On disk, as the platform runs: PGlite in memory skips the file writes a real server pays for.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-cost-db-'));
  const pglite = await openPglite(dataDir);
  let onPglite: Record<Phase, number>;
  try {
    onPglite = await costOn(pglite);
  } finally {
    await pglite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const cluster = await startCluster();
  let onPostgres: Record<Phase, number>;
  try {
    const db = await openPostgres(cluster.url);
    try {
      onPostgres = await costOn(db);
    } finally {
      await db.close();
    }
  } finally {
    cluster.stop();
  }
  console.log(
    `one direct jailed judgement: ${direct.wallMs} ms wall (VCD ${direct.waveform?.length ?? 0} bytes); ${N} submissions after ${WARM_UP} to warm up`,
  );
  const embedded = report('PGlite (in the server)', onPglite);
  const postgres = report('PostgreSQL (its own)', onPostgres);
  console.log(`PGlite: ${(embedded / GOAL_MS).toFixed(2)}× the goal of ${GOAL_MS} ms ${embedded <= GOAL_MS ? 'OK' : 'MISSED'}`);
  console.log(`PostgreSQL: ${(postgres / GOAL_MS).toFixed(2)}× the goal of ${GOAL_MS} ms ${postgres <= GOAL_MS ? 'OK' : 'MISSED'}`);
} finally {
  fs.rmSync(bank, { recursive: true, force: true });
}
