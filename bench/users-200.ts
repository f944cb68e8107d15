/**
 * 200 concurrent users of the deployment of docs/DEPLOY.md at a deadline (issue 31, bench/): the
 * stack of the cluster test (deploy/cluster/stack.ts: PostgreSQL, two server processes, nginx with
 * TLS in front, three real workers), all on loopback. Every user at once (within 1 s) opens the
 * problem list, the problem page, checks its login, submits a correct answer and waits for the
 * verdict — first with pushed verdicts (GET /api/submission/:id/events, server-sent events, as the
 * submission page does), then by polling (GET /api/submission/:id every second, the fallback).
 * All figures are measured in this one run:
 *  latency   p50/p99 per request kind, and the problem list's p99 under load against its p50
 *            unloaded (30 calls by one user before the load) — goal ≤ 10×;
 *  errors    any answer but 200, a broken stream reopened, a verdict not accepted — goal 0;
 *  pushed vs polling  per verdict: the requests the servers answered (their own metrics, every
 *            route, and those of waiting alone), and the CPU the server processes spent
 *            (/proc/<pid>/stat before and after), PostgreSQL's and nginx's beside.
 * The users are ordinary free accounts, as a class would have: each registered from a loopback
 * address of its own (registration allows 30 an hour per address), each submits once per phase
 * (the submit limit is 10 a minute per user), and the stack's bank holds one problem, the first in
 * curriculum order, which the free problem limit always opens. Nothing of the shipped limits is
 * raised. The verdict's wait is mostly the queue: 200 judgements on three workers. The workers
 * run at nice 19 (BENCH_NICE_WORKERS=0 to leave them at 0): in production they have machines of
 * their own, here they would otherwise take the 2 cores from the servers whose latency is measured.
 * Each user's connection is opened before a phase (a check_auth not counted: a learner at a
 * deadline has the site open), and a warm-up visit of 10 users in each mode comes first.
 * Run: npx tsx bench/users-200.ts   (BENCH_USERS=200)
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mapParallel } from '../packages/problem-format/src/map-parallel.ts';
import { until } from '../deploy/cluster/processes.ts';
import type { SiteUser } from '../deploy/cluster/site-user.ts';
import { startStack, stopStack, type Stack } from '../deploy/cluster/stack.ts';
import {
  bucketQuantile,
  latencyBuckets,
  cpuSpent,
  quantile,
  readCpu,
  registeredUsers,
  requestCounts,
  requestsBetween,
} from './cluster-measure.ts';
import { median } from './lib.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const UNLOADED_CALLS = 30;
/** Why 1 s: what a page polling a submission does (issue 31: "200 students polling every second"). */
const POLL_MS = 1000;
/** Why 1 s: a deadline's users arrive together, not in one instant (BENCH_ARRIVAL_MS to spread them wider). */
const ARRIVAL_MS = Number(process.env.BENCH_ARRIVAL_MS ?? 1000);
const GOAL_LIST = 10;
const NICE_WORKERS = process.env.BENCH_NICE_WORKERS !== '0';
const WARM_UP_USERS = 10;
const ACCEPTED = 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n';
const KINDS = ['problem list', 'problem page', 'check_auth', 'submit', 'submit → verdict seen'] as const;
type Kind = (typeof KINDS)[number];
type Mode = 'pushed' | 'polling';

const stack: Stack = await startStack(3);
const users: SiteUser[] = [];

interface Phase {
  times: Map<Kind, number[]>;
  errors: string[];
  /** Requests the users made to learn their verdicts (streams opened, or polls). */
  waits: number;
}

/** One user's visit: the pages, the submit, the verdict by `mode`. */
async function visit(u: SiteUser, problemId: number, mode: Mode, phase: Phase): Promise<void> {
  await new Promise((r) => setTimeout(r, Math.random() * ARRIVAL_MS));
  const timed = async (kind: Kind, method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const answer = await u.call(method, path, body, { repeat: false });
    phase.times.get(kind)!.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer.body;
  };
  try {
    await timed('problem list', 'GET', '/api/problem/all');
    await timed('problem page', 'GET', `/api/problem/${problemId}`);
    await timed('check_auth', 'GET', '/api/user/check_auth');
    const submitted = performance.now();
    const id = (await timed('submit', 'POST', `/api/problem/${problemId}/submit`, { code: ACCEPTED })).submission_id as number;
    const isFinal = (s: Record<string, unknown>) => s.status === 'success' || s.status === 'failed';
    let final: Record<string, unknown>;
    if (mode === 'pushed') {
      const repeats = u.repeats.length;
      final = await u.follow(`/api/submission/${id}/events`, isFinal, 15 * 60_000);
      phase.waits += 1 + u.repeats.length - repeats;
      if (u.repeats.length > repeats) phase.errors.push(`submission ${id}: its stream broke ${u.repeats.length - repeats} times`);
    } else {
      for (;;) {
        const answer = await u.call('GET', `/api/submission/${id}`, undefined, { repeat: false });
        phase.waits++;
        if (answer.status !== 200) throw new Error(`GET /api/submission/${id}: ${answer.status}`);
        if (isFinal(answer.body)) {
          final = answer.body;
          break;
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    }
    phase.times.get('submit → verdict seen')!.push(performance.now() - submitted);
    if (final.verdict !== 'accepted') phase.errors.push(`submission ${id}: ${String(final.verdict)}`);
  } catch (error) {
    phase.errors.push((error as Error).message);
  }
}

const ms = (x: number) => `${x.toFixed(0).padStart(6)} ms`;

try {
  await until(
    'the three workers to claim',
    async () => ((await stack.sql('SELECT name FROM workers')).length === 3 ? true : undefined),
    120_000,
    () => stack.logs(),
    200,
  );
  // The niceness passes to every process a worker starts from now on (its jails' compilers and simulators).
  if (NICE_WORKERS) for (const worker of stack.workers.values()) os.setPriority(worker.child.pid!, 19);
  const [problem] = await stack.sql<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
  const registering = performance.now();
  users.push(...(await registeredUsers(stack, USERS, 'rush')));
  const registerSeconds = (performance.now() - registering) / 1000;

  // Unloaded: one user's problem list, after a few calls to warm the servers up.
  const unloaded: number[] = [];
  for (let i = 0; i < UNLOADED_CALLS + 5; i++) {
    const started = performance.now();
    const answer = await users[0]!.call('GET', '/api/problem/all', undefined, { repeat: false });
    if (answer.status !== 200) throw new Error(`unloaded problem list: ${answer.status}`);
    if (i >= 5) unloaded.push(performance.now() - started);
  }
  const listUnloaded = median(unloaded);

  const newPhase = (): Phase => ({ times: new Map(KINDS.map((k) => [k, []])), errors: [], waits: 0 });
  const warmUp = newPhase();
  for (const mode of ['pushed', 'polling'] as const)
    await Promise.all(users.slice(0, WARM_UP_USERS).map((u) => visit(u, problem!.id, mode, warmUp)));
  if (warmUp.errors.length > 0) throw new Error(`warm-up: ${warmUp.errors.join('; ')}`);

  const results = new Map<
    Mode,
    {
      phase: Phase;
      wall: number;
      verdicts: number;
      requests: Map<string, number>;
      cpu: ReturnType<typeof cpuSpent>;
      benchCpu: number;
      atServers: number[];
      /** This script's own event-loop delay during the phase (ms): how long a user's answer could wait in the client before it was timed. */
      clientDelay: { p50: number; p99: number; max: number };
    }
  >();
  for (const mode of ['pushed', 'polling'] as const) {
    const phase = newPhase();
    await mapParallel(users, 16, (u) => u.call('GET', '/api/user/check_auth', undefined, { repeat: false }));
    const requestsBefore = await requestCounts(stack);
    const listBefore = await latencyBuckets(stack, 'GET', '/api/problem/all');
    const cpuBefore = readCpu(stack);
    const benchBefore = process.cpuUsage();
    // Every simulated user's client is this one process: its event loop's delay is time the users'
    // figures include and the servers never saw.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    await mapParallel(users, USERS, (u) => visit(u, problem!.id, mode, phase));
    const wall = (performance.now() - started) / 1000;
    loop.disable();
    const clientDelay = { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
    const cpu = cpuSpent(cpuBefore, readCpu(stack));
    const bench = process.cpuUsage(benchBefore);
    const requests = requestsBetween(requestsBefore, await requestCounts(stack));
    const listAfter = await latencyBuckets(stack, 'GET', '/api/problem/all');
    const atServers = [bucketQuantile(listBefore, listAfter, 0.5), bucketQuantile(listBefore, listAfter, 0.99)];
    results.set(mode, {
      phase,
      wall,
      verdicts: phase.times.get('submit → verdict seen')!.length,
      requests,
      cpu,
      benchCpu: (bench.user + bench.system) / 1e6,
      atServers,
      clientDelay,
    });
  }

  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), shared; ${USERS} users arriving within ${ARRIVAL_MS / 1000} s (registered in ${registerSeconds.toFixed(1)} s), 3 workers${NICE_WORKERS ? ' at nice 19' : ''}, problem wire`,
  );
  console.log(`problem list unloaded: median ${ms(listUnloaded)} (${UNLOADED_CALLS} calls, one user)`);
  let ok = true;
  for (const [mode, r] of results) {
    console.log(
      `\n${mode} verdicts: ${r.verdicts} verdicts in ${r.wall.toFixed(1)} s, ${r.phase.errors.length} errors; CPU busy: servers ${r.cpu.servers.map((c) => (c / r.wall).toFixed(2)).join(' + ')} cores, PostgreSQL ${(r.cpu.postgres / r.wall).toFixed(2)}, nginx ${(r.cpu.nginx / r.wall).toFixed(2)}, the users' client (this script) ${(r.benchCpu / r.wall).toFixed(2)}`,
    );
    for (const error of r.phase.errors.slice(0, 5)) console.log(`  error: ${error}`);
    for (const kind of KINDS) {
      const xs = r.phase.times.get(kind)!;
      console.log(`  ${kind.padEnd(22)} p50 ${ms(quantile(xs, 0.5))}  p99 ${ms(quantile(xs, 0.99))}  (${xs.length})`);
    }
    console.log(
      `  problem list as the servers timed it (their histogram's buckets): p50 ≤ ${r.atServers[0]! * 1000} ms, p99 ≤ ${r.atServers[1]! * 1000} ms`,
    );
    console.log(
      `  the users' client (this script): event-loop delay p50 ${ms(r.clientDelay.p50)}, p99 ${ms(r.clientDelay.p99)}, max ${ms(r.clientDelay.max)} — time in the users' figures the servers never saw`,
    );
    const listRatio = quantile(r.phase.times.get('problem list')!, 0.99) / listUnloaded;
    console.log(
      `  problem list p99 under load vs unloaded p50  ${listRatio.toFixed(1)}×  (goal ≤ ${GOAL_LIST})  ${listRatio <= GOAL_LIST ? 'OK' : 'MISSED'}`,
    );
    const total = [...r.requests.values()].reduce((a, b) => a + b, 0);
    const waiting = [...r.requests].filter(([key]) => key.includes('/submission/')).reduce((a, [, n]) => a + n, 0);
    const serverCpu = r.cpu.servers.reduce((a, b) => a + b, 0);
    console.log(
      `  per verdict: ${(total / r.verdicts).toFixed(2)} server requests (${(waiting / r.verdicts).toFixed(2)} to wait for it; the users counted ${(r.phase.waits / r.verdicts).toFixed(2)}), server CPU ${((serverCpu / r.verdicts) * 1000).toFixed(1)} ms, PostgreSQL ${((r.cpu.postgres / r.verdicts) * 1000).toFixed(1)} ms, nginx ${((r.cpu.nginx / r.verdicts) * 1000).toFixed(1)} ms`,
    );
    console.log(
      `  requests by route: ${[...r.requests]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    ok &&= r.phase.errors.length === 0 && listRatio <= GOAL_LIST;
  }
  const pushed = results.get('pushed')!;
  const polling = results.get('polling')!;
  const perVerdict = (r: typeof pushed) => [...r.requests.values()].reduce((a, b) => a + b, 0) / r.verdicts;
  const cpuPerVerdict = (r: typeof pushed) => r.cpu.servers.reduce((a, b) => a + b, 0) / r.verdicts;
  console.log(
    `\npushed vs polling: server requests per verdict ${(perVerdict(pushed) / perVerdict(polling)).toFixed(2)}×, server CPU per verdict ${(cpuPerVerdict(pushed) / cpuPerVerdict(polling)).toFixed(2)}×`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(users.map((u) => u.close()));
  await stopStack();
}
