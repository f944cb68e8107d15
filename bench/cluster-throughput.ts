/**
 * Judge throughput of the deployment of docs/DEPLOY.md on this machine (issue 31, bench/): the
 * stack of the cluster test (deploy/cluster/stack.ts: PostgreSQL in a temp dir, two server
 * processes from source, nginx with TLS in front, workers reaching the servers through nginx),
 * all figures measured in this one run:
 *  real workers  1, 2 and 3 workers judging BENCH_SUBMISSIONS correct answers to the bank's `wire`
 *                problem each: judgements/s from the database's timestamps (first submission
 *                created → last verdict recorded), against the same judgement run directly in the
 *                jail BENCH_SUBMISSIONS times at the same parallelism (runJob of apps/worker, the
 *                workers' own code, on a job claimed from this stack) — goal ≥ 0.86× (issue 31: the
 *                single server on PGlite must reach 0.9×, the cluster lose at most 5 % of that);
 *  simulated     BENCH_SIMULATED workers (20) that claim through nginx and report a real judgement's
 *                result at once, no jail, draining a queue of BENCH_QUEUE submissions: the rate the
 *                queue and the servers alone allow, and what each part's CPU (both server processes,
 *                PostgreSQL, nginx) was busy meanwhile — where the cluster saturates;
 *  storage       database rows and bytes per submission (pg_total_relation_size of every table before
 *                and after the real workers' submissions) and what of it is VCD, log and code, the
 *                capacity model's figures in docs/DEPLOY.md.
 * Each user submits at most 10 times (the submit limit, 10 a minute per user, stays as shipped):
 * the bench registers a user per 10 submissions, each from a loopback address of its own.
 * The machine's cores are shared by the workers, the servers, PostgreSQL, nginx and this script.
 * Run: npx tsx bench/cluster-throughput.ts   (BENCH_SUBMISSIONS=60 BENCH_QUEUE=400 BENCH_SIMULATED=20)
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { Agent, fetch } from 'undici';
import type { ClaimedJob, JudgeResult } from '@veridojo/contracts';
import { runJob } from '../apps/worker/src/runners.ts';
import { judge } from '../packages/judge/src/judge/judge.ts';
import { iface, reference, stimulus } from './adder-bank.ts';
import { mapParallel } from '../packages/problem-format/src/map-parallel.ts';
import { stopProcess, until } from '../deploy/cluster/processes.ts';
import type { SiteUser } from '../deploy/cluster/site-user.ts';
import { startStack, stopStack, WORKER_TOKEN, type Stack } from '../deploy/cluster/stack.ts';
import { cpuSpent, readCpu, registeredUsers, tableSizes, type CpuReading } from './cluster-measure.ts';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 60);
const QUEUE = Number(process.env.BENCH_QUEUE ?? 400);
const SIMULATED = Number(process.env.BENCH_SIMULATED ?? 20);
/** issue 31: 0.9× for one server on PGlite (the speed issue's goal), at most 5 % lost by the cluster. */
const GOAL = 0.9 * 0.95;
/** The submit limit's default (contracts RATE_LIMIT_DEFAULTS): 10 a minute per user. */
const PER_USER = 10;
const ACCEPTED = 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n';

const stack: Stack = await startStack(0);
const workerAgent = new Agent({ connect: { ca: stack.site.ca, servername: 'localhost' } });
const users: SiteUser[] = [];

/** A worker's call through nginx, with the worker token as the workers send it. */
async function workerCall(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${stack.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${WORKER_TOKEN}` },
    body: JSON.stringify(body),
    dispatcher: workerAgent,
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/** `count` submissions of the correct answer from `from` (10 each), 4 at a time; their ids. */
async function submitAll(from: SiteUser[], submitPath: string, count: number): Promise<number[]> {
  return mapParallel(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const answer = await from[Math.floor(i / PER_USER)]!.call('POST', submitPath, { code: ACCEPTED }, { repeat: false });
      if (answer.status !== 200) throw new Error(`submit: ${answer.status} ${answer.text.slice(0, 200)}`);
      return answer.body.submission_id as number;
    },
  );
}

/** Waits (reading the database, not the servers) until every one of `ids` has its verdict; checks each is accepted. */
async function judged(ids: number[]): Promise<{ seconds: number; firstStarted: number }> {
  await until(
    `${ids.length} verdicts`,
    async () => {
      const [row] = await stack.sql<{ open: number }>(
        `SELECT count(*)::int AS open FROM submissions WHERE id = ANY($1) AND status IN ('queued', 'running')`,
        [ids],
      );
      return row!.open === 0 ? true : undefined;
    },
    20 * 60_000,
    () => stack.logs(),
    500,
  );
  const [row] = await stack.sql<{ wrong: number; seconds: number; first_started: Date }>(
    `SELECT count(*) FILTER (WHERE s.verdict <> 'accepted')::int AS wrong,
            extract(epoch FROM max(s.finished_at) - min(s.created_at))::float AS seconds,
            min(j.started_at) AS first_started
       FROM submissions s JOIN jobs j ON j.submission_id = s.id WHERE s.id = ANY($1)`,
    [ids],
  );
  if (row!.wrong > 0) throw new Error(`${row!.wrong} of ${ids.length} submissions not accepted\n${stack.logs()}`);
  return { seconds: row!.seconds, firstStarted: new Date(row!.first_started).getTime() };
}

/** Direct jailed judgements of `job`, `count` of them `parallel` at a time: judgements/s. */
async function directRate(job: ClaimedJob, count: number, parallel: number): Promise<number> {
  const started = performance.now();
  await mapParallel(
    Array.from({ length: count }, (_, i) => i),
    parallel,
    async () => {
      const { result } = await runJob(job, new AbortController().signal);
      if ((result as JudgeResult).verdict !== 'accepted') throw new Error(`direct judgement: ${(result as JudgeResult).verdict}`);
    },
  );
  return count / ((performance.now() - started) / 1000);
}

const cores = (seconds: number, wall: number) => `${(seconds / wall).toFixed(2)} cores`;
const describeCpu = (spent: CpuReading, wall: number) =>
  `servers ${spent.servers.map((s) => cores(s, wall)).join(' + ')}, PostgreSQL ${cores(spent.postgres, wall)}, nginx ${cores(spent.nginx, wall)}`;

try {
  const [problem] = await stack.sql<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
  const submitPath = `/api/problem/${problem!.id}/submit`;
  const usersPerRound = Math.ceil(SUBMISSIONS / PER_USER);
  users.push(...(await registeredUsers(stack, 3 * usersPerRound + Math.ceil(QUEUE / PER_USER) + 1, 'throughput')));
  const spare = users.pop()!;

  // One real judgement job of this stack, claimed as a worker would, for the direct runs.
  await submitAll([spare], submitPath, 1);
  const claimed = (await workerCall('/worker/claim', { worker: 'bench-direct', wait_ms: 0 })).job as ClaimedJob;
  const output = await runJob(claimed, new AbortController().signal);
  await workerCall(`/worker/jobs/${claimed.id}/result`, { lease_token: claimed.lease_token, kind: claimed.kind, result: output.result });
  const canned = output.result;

  const direct = new Map<number, number>();
  for (const parallel of [1, 2, 3]) direct.set(parallel, await directRate(claimed, SUBMISSIONS, parallel));

  // ---- Real workers through nginx ----
  const sizesBefore = await tableSizes(stack);
  const realIds: number[] = [];
  const real = new Map<number, number>();
  for (const count of [1, 2, 3]) {
    const names = Array.from({ length: count }, (_, i) => `bench-${count}w-${i}`);
    const workers = names.map((name) => stack.startWorker(name));
    await until(
      `${count} workers to claim`,
      async () => ((await stack.sql(`SELECT name FROM workers WHERE name = ANY($1)`, [names])).length === count ? true : undefined),
      120_000,
      () => stack.logs(),
      200,
    );
    const round = users.slice((count - 1) * usersPerRound, count * usersPerRound);
    const ids = await submitAll(round, submitPath, SUBMISSIONS);
    const { seconds } = await judged(ids);
    real.set(count, SUBMISSIONS / seconds);
    realIds.push(...ids);
    await Promise.all(workers.map((w) => stopProcess(w)));
    for (const name of names) stack.workers.delete(name);
  }
  const sizesAfter = await tableSizes(stack);

  // ---- Simulated workers: the queue filled first, then drained by workers that judge at once ----
  const queueUsers = users.slice(3 * usersPerRound);
  const queued = await submitAll(queueUsers, submitPath, QUEUE);
  const cpuBefore = readCpu(stack);
  const benchBefore = process.cpuUsage();
  const drainStarted = performance.now();
  let reported = 0;
  await Promise.all(
    Array.from({ length: SIMULATED }, async (_, i) => {
      while (reported < QUEUE) {
        const job = (await workerCall('/worker/claim', { worker: `simulated-${i}`, wait_ms: 500 })).job as ClaimedJob | null;
        if (!job) continue;
        await workerCall(`/worker/jobs/${job.id}/result`, { lease_token: job.lease_token, kind: job.kind, result: canned });
        reported++;
      }
    }),
  );
  const drainWall = (performance.now() - drainStarted) / 1000;
  const cpu = cpuSpent(cpuBefore, readCpu(stack));
  const bench = process.cpuUsage(benchBefore);
  const { firstStarted } = await judged(queued);
  const [last] = await stack.sql<{ last: Date }>(`SELECT max(finished_at) AS last FROM submissions WHERE id = ANY($1)`, [queued]);
  const simRate = QUEUE / ((new Date(last!.last).getTime() - firstStarted) / 1000);

  // ---- Report ----
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), shared; problem wire, ${SUBMISSIONS} submissions per round`,
  );
  console.log(`direct jailed judgements: ${[1, 2, 3].map((p) => `${p} at a time ${direct.get(p)!.toFixed(2)}/s`).join(', ')}`);
  let ok = true;
  for (const count of [1, 2, 3]) {
    const ratio = real.get(count)! / direct.get(count)!;
    ok &&= ratio >= GOAL;
    console.log(
      `${count} worker${count > 1 ? 's' : ' '} through nginx + 2 servers + PostgreSQL  ${real.get(count)!.toFixed(2)} judgements/s = ${(
        real.get(count)! * 60
      ).toFixed(
        0,
      )}/min   vs direct ${count} at a time ${ratio.toFixed(2)}×  (goal ≥ ${GOAL.toFixed(2)})  ${ratio >= GOAL ? 'OK' : 'MISSED'}`,
    );
  }
  console.log(
    `${SIMULATED} simulated workers (no jail) draining ${QUEUE} queued: ${simRate.toFixed(1)} judgements/s (${drainWall.toFixed(1)} s wall); CPU while draining: ${describeCpu(cpu, drainWall)}, this script ${cores((bench.user + bench.system) / 1e6, drainWall)}`,
  );
  const perJudgement = (s: number) => `${((s / QUEUE) * 1000).toFixed(1)} ms`;
  console.log(
    `  CPU per judgement on the queue path: servers ${perJudgement(cpu.servers.reduce((a, b) => a + b, 0))}, PostgreSQL ${perJudgement(cpu.postgres)}, nginx ${perJudgement(cpu.nginx)}`,
  );

  const n = realIds.length;
  let rows = 0;
  let bytes = 0;
  const changed: string[] = [];
  for (const [table, after] of sizesAfter) {
    const before = sizesBefore.get(table) ?? { rows: 0, bytes: 0 };
    // The workers' own rows come with starting workers, not with submissions.
    if (table === 'workers' || (after.rows === before.rows && after.bytes === before.bytes)) continue;
    rows += after.rows - before.rows;
    bytes += after.bytes - before.bytes;
    changed.push(`${table} +${after.rows - before.rows} rows +${((after.bytes - before.bytes) / 1024).toFixed(0)} kB`);
  }
  console.log(
    `database per submission (${n} judged): ${(rows / n).toFixed(2)} rows, ${(bytes / n / 1024).toFixed(2)} kB (${changed.join('; ')})`,
  );
  const [stored] = await stack.sql<{ code: number; log: number; waveform: number; details: number; job: number }>(
    `SELECT avg(octet_length(s.code))::float AS code, avg(octet_length(s.log))::float AS log,
            avg(coalesce(octet_length(s.waveform_gz), 0))::float AS waveform, avg(pg_column_size(s.details))::float AS details,
            avg(pg_column_size(j.*))::float AS job
       FROM submissions s JOIN jobs j ON j.submission_id = s.id WHERE s.id = ANY($1)`,
    [realIds],
  );
  console.log(
    `  of which per submission: code ${stored!.code.toFixed(0)} B, log ${stored!.log.toFixed(0)} B, VCD (gzip) ${stored!.waveform.toFixed(0)} B, details ${stored!.details.toFixed(0)} B, its job row ${stored!.job.toFixed(0)} B`,
  );
  // A larger waveform for scale: the benchmarks' 4-bit adder on 1000 vectors, gzip'd as a worker does.
  const adder = await judge({ iface, stimulus, reference, code: reference, timeLimitMs: 10_000, seed: 1 });
  const adderVcd = adder.waveform ?? '';
  console.log(
    `  for scale, the 4-bit adder on 1000 vectors (bench/adder-bank.ts): VCD ${adderVcd.length} B, gzip'd ${gzipSync(adderVcd, { level: 1 }).length} B, log ${adder.log.length} B`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(users.map((u) => u.close()));
  await workerAgent.close();
  await stopStack();
}
