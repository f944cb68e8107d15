// Benchmark of checking the whole problem bank (issue 5): every judgement of the checker
// (references, templates, wrong solutions, mutants) run
//   directly  in the jail, two at a time, without the server — the baseline;
//   platform  through the platform: each judgement a 'validate' job in the job table, claimed and
//             judged by 2 worker processes over HTTP, its result read back from the table.
// Goal: platform time ≤ 1.3× direct. The jobs are queued in-process (as a pack import queues
// them), not through the submit call, whose per-user rate limit would stop a bank check.
// Both runs print the bank's mutation score, so they can be seen to judge the same way.
// Run: npm run build && npx tsx bench/bank-check.ts   (BENCH_PROBLEMS=N checks the first N only)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JudgeSpec } from '@veridojo/contracts';
import { waitForJob } from '../apps/server/src/queue/engine.ts';
import { openPglite } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { enqueueJob } from '../apps/server/src/repos/jobs.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { checkProblem, type CheckReport, type JudgeFn } from '../packages/judge/src/checker/check.ts';
import { mapParallel } from '../packages/problem-format/src/map-parallel.ts';
import type { JudgeOutcome, JudgeRequest } from '../packages/judge/src/judge/judge.ts';
import { readProblemBank } from '../packages/problem-format/src/problems.ts';
import { freePort } from './lib.mjs';

const TOKEN = 'bench-bank-check-token';
const GOAL = 1.3;
/** Problems checked at once through the platform: enough that the queue never runs dry between jobs. */
const PLATFORM_PROBLEMS_AT_ONCE = 6;

const limit = Number(process.env.BENCH_PROBLEMS ?? Infinity);
const problems = readProblemBank(path.resolve('problems')).problems.slice(0, limit);

function specOf(request: JudgeRequest): JudgeSpec {
  return request.testbench
    ? { testbench: request.testbench, reference: request.reference, time_limit_ms: request.timeLimitMs }
    : { interface: request.iface, stimulus: request.stimulus, reference: request.reference, time_limit_ms: request.timeLimitMs };
}

async function checkAll(judgeFn: JudgeFn | undefined, atOnce: number): Promise<{ seconds: number; reports: CheckReport[] }> {
  const started = performance.now();
  const reports = await mapParallel(problems, atOnce, (problem) => checkProblem(problem, judgeFn));
  return { seconds: (performance.now() - started) / 1000, reports };
}

function score(reports: CheckReport[]): string {
  const judged = reports.reduce((n, r) => n + r.mutants.judged, 0);
  const rejected = reports.reduce((n, r) => n + r.mutants.rejected, 0);
  const failed = reports.filter((r) => r.failures.length > 0).length;
  return `mutation score ${((rejected / judged) * 100).toFixed(1)}% (${rejected}/${judged}), ${failed} problems failing`;
}

const direct = await checkAll(undefined, 2);

const bank = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bank-check-'));
const port = await freePort();
const settings = readSettings({
  ADMIN_PASSWORD: 'bench-admin',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  WORKER_TOKEN: TOKEN,
  PROBLEMS_DIR: '/nonexistent',
});
const platform = await startPlatform(settings, { db: await openPglite(bank) });
await platform.app.listen({ port, host: '127.0.0.1' });
const workers: ChildProcess[] = Array.from({ length: 2 }, (_, i) =>
  spawn(process.execPath, ['apps/worker/dist/main.js'], {
    env: { ...process.env, SERVER_URL: `http://127.0.0.1:${port}`, WORKER_TOKEN: TOKEN, WORKER_NAME: `bank-${i}` },
    stdio: 'ignore',
  }),
);
try {
  const { ctx } = platform;
  /** One judgement as a validate job through the queue and the workers. */
  const throughPlatform: JudgeFn = async (request) => {
    const id = await enqueueJob(ctx.db, { kind: 'validate', payload: { spec: specOf(request), code: request.code } });
    ctx.jobEvents.emit('queued');
    const outcome = await waitForJob(ctx, id, 'validate', request.timeLimitMs + 120_000);
    if (outcome?.status !== 'done') throw new Error(`job ${id} ended ${outcome?.status ?? 'waiting'}`);
    const { verdict, mismatches, samples, log } = outcome.result;
    // The job keeps a summary; the checker reads verdict, samples and log. Reference X after
    // reset is proven by the direct run (`npm run problems:check`), not measured here.
    return { verdict, mismatches, samples, log, referenceXAfterReset: 0 } as JudgeOutcome;
  };
  await new Promise((r) => setTimeout(r, 1500)); // the workers' self-tests
  const viaPlatform = await checkAll(throughPlatform, PLATFORM_PROBLEMS_AT_ONCE);

  const judgements = direct.reports.reduce((n, r, i) => n + 2 + problems[i]!.wrong.length + r.mutants.total, 0);
  const ratio = viaPlatform.seconds / direct.seconds;
  console.log(`bank: ${problems.length} problems, ${judgements} judgements each way`);
  console.log(`direct, in the jail 2 at a time   ${direct.seconds.toFixed(1)} s  ${score(direct.reports)}`);
  console.log(`platform, 2 workers               ${viaPlatform.seconds.toFixed(1)} s  ${score(viaPlatform.reports)}`);
  console.log(`platform vs direct ${ratio.toFixed(2)}×  (goal ≤ ${GOAL})  ${ratio <= GOAL ? 'OK' : 'MISSED'}`);
  process.exitCode = ratio <= GOAL ? 0 : 1;
} finally {
  for (const worker of workers) worker.kill('SIGTERM');
  await Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r(null) : w.once('exit', r)))));
  await platform.close();
  fs.rmSync(bank, { recursive: true, force: true });
}
