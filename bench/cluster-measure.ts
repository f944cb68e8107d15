/**
 * What the cluster benchmarks (cluster-throughput.ts, users-200.ts) read off the running stack of
 * deploy/cluster/stack.ts besides their own clocks: the CPU each part spent (server processes,
 * PostgreSQL, nginx) from /proc/<pid>/stat, the requests the servers counted by route (their
 * metrics), the database's tables by rows and bytes, and many registered users from loopback
 * addresses of their own (so each one's rate limits are its own, as behind nginx in production).
 */
import fs from 'node:fs';
import path from 'node:path';
import { mapParallel } from '../packages/problem-format/src/map-parallel.ts';
import { SiteUser } from '../deploy/cluster/site-user.ts';
import { METRICS_TOKEN, type Stack } from '../deploy/cluster/stack.ts';

/** Linux counts process CPU in clock ticks of 1/100 s (getconf CLK_TCK on every kernel we run on). */
const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): [state, ppid, ...]. */
function statFields(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds a process has spent (user + system); with `children`, also what its ended children
 * spent once waited for (PostgreSQL's postmaster reaps its backends, nginx's master its workers).
 */
export function cpuSeconds(pid: number, children = false): number {
  const f = statFields(pid);
  if (!f) return 0;
  // utime, stime, cutime, cstime are fields 14–17 of stat, 12–15 of what follows the name.
  const own = Number(f[11]) + Number(f[12]);
  return (own + (children ? Number(f[13]) + Number(f[14]) : 0)) / TICKS_PER_SECOND;
}

/** The live children of `parent`. */
function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    if (Number(statFields(Number(name))?.[1]) === parent) pids.push(Number(name));
  }
  return pids;
}

/** A process family's CPU seconds: the parent (with its reaped children) and each live child. */
export function familyCpu(parent: number): number {
  return cpuSeconds(parent, true) + childrenOf(parent).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}

/**
 * The pids whose CPU the benchmarks read: each server process, the PostgreSQL postmaster (found by
 * its port on its command line: other clusters may run on this machine) and nginx's master.
 */
export function stackPids(stack: Stack): { servers: number[]; postgres: number; nginx: number } {
  const port = new URL(stack.databaseUrl).port;
  let postgres = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let argv: string[];
    try {
      argv = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (path.basename(argv[0] ?? '') === 'postgres' && argv.some((a, i) => a === '-p' && argv[i + 1] === port)) postgres = Number(name);
  }
  const nginx = Number(fs.readFileSync(path.join(stack.dir, 'nginx', 'nginx.pid'), 'utf8').trim());
  if (!postgres || !nginx) throw new Error('PostgreSQL or nginx of the stack not found in /proc');
  return { servers: stack.servers.map((s) => s.child.pid!), postgres, nginx };
}

export interface CpuReading {
  servers: number[];
  postgres: number;
  nginx: number;
}

/** The stack's CPU seconds so far, part by part. */
export function readCpu(stack: Stack): CpuReading {
  const pids = stackPids(stack);
  return { servers: pids.servers.map((pid) => cpuSeconds(pid)), postgres: familyCpu(pids.postgres), nginx: familyCpu(pids.nginx) };
}

/** What the stack spent between two readings. */
export function cpuSpent(before: CpuReading, after: CpuReading): CpuReading {
  return {
    servers: after.servers.map((s, i) => s - before.servers[i]!),
    postgres: after.postgres - before.postgres,
    nginx: after.nginx - before.nginx,
  };
}

/** Requests both server processes counted so far, by "METHOD route" (veridojo_http_requests_total summed over statuses). */
export async function requestCounts(stack: Stack): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const port of stack.ports) {
    const res = await fetch(`http://127.0.0.1:${port}/api/system/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    for (const line of (await res.text()).split('\n')) {
      const m = /^veridojo_http_requests_total\{(.*)\} (\S+)$/.exec(line);
      if (!m) continue;
      const method = /method="([^"]*)"/.exec(m[1]!)?.[1];
      const route = /route="([^"]*)"/.exec(m[1]!)?.[1];
      const key = `${method} ${route}`;
      counts.set(key, (counts.get(key) ?? 0) + Number(m[2]));
    }
  }
  return counts;
}

/** Requests counted between two readings of requestCounts, by "METHOD route". */
export function requestsBetween(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const delta = new Map<string, number>();
  for (const [key, n] of after) if (n - (before.get(key) ?? 0) > 0) delta.set(key, n - (before.get(key) ?? 0));
  return delta;
}

/** Every table of the schema with its rows and its bytes (pg_total_relation_size: heap, TOAST and indexes). */
export async function tableSizes(stack: Stack): Promise<Map<string, { rows: number; bytes: number }>> {
  const tables = await stack.sql<{ name: string; bytes: string }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
  );
  const counts = await stack.sql<{ name: string; rows: number }>(
    tables.map((t) => `SELECT '${t.name}' AS name, count(*)::int AS rows FROM "${t.name}"`).join(' UNION ALL '),
  );
  const rows = new Map(counts.map((c) => [c.name, c.rows]));
  return new Map(tables.map((t) => [t.name, { rows: rows.get(t.name) ?? 0, bytes: Number(t.bytes) }]));
}

/** The loopback address of user `i`: 127.0.1.1 … 127.0.1.250, then 127.0.3.x (127.0.2.1 is the cluster test's Alipay). */
const addressOf = (i: number) => `127.0.${i < 250 ? 1 : 3 + Math.floor((i - 250) / 250)}.${(i % 250) + 1}`;

/**
 * `count` users registered through nginx, user `first + i` from its own loopback address (the
 * registration limit is 30 an hour per address; the submit limit, 10 a minute, is per user).
 */
export async function registeredUsers(stack: Stack, count: number, name: string, first = 0): Promise<SiteUser[]> {
  const site = { url: stack.url, origin: stack.origin, ca: stack.site.ca };
  const users = Array.from({ length: count }, (_, i) => new SiteUser(site, addressOf(first + i)));
  await mapParallel(
    users.map((u, i) => ({ u, i })),
    8,
    async ({ u, i }) => {
      const answer = await u.call('POST', '/api/user/register', { username: `${name}_${i}`, password: 'bench-password', email: null });
      if (answer.status !== 200) throw new Error(`register ${name}_${i}: ${answer.status} ${answer.text.slice(0, 200)}`);
    },
  );
  return users;
}

/** Sorted copy's value at quantile q (0…1). */
export function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/**
 * The servers' own latency histogram of one route so far (veridojo_http_request_duration_seconds,
 * both processes summed): cumulative counts by upper bound in seconds.
 */
export async function latencyBuckets(stack: Stack, method: string, route: string): Promise<Map<number, number>> {
  const buckets = new Map<number, number>();
  for (const port of stack.ports) {
    const res = await fetch(`http://127.0.0.1:${port}/api/system/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    for (const line of (await res.text()).split('\n')) {
      const m = /^veridojo_http_request_duration_seconds_bucket\{(.*)\} (\S+)$/.exec(line);
      if (!m || !m[1]!.includes(`method="${method}"`) || !m[1]!.includes(`route="${route}"`)) continue;
      const le = /le="([^"]*)"/.exec(m[1]!)![1]!;
      const bound = le === '+Inf' ? Infinity : Number(le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + Number(m[2]));
    }
  }
  return buckets;
}

/** The smallest bucket bound holding quantile q of the requests counted between two histogram readings. */
export function bucketQuantile(before: Map<number, number>, after: Map<number, number>, q: number): number {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const total = (after.get(Infinity) ?? 0) - (before.get(Infinity) ?? 0);
  for (const bound of bounds) if ((after.get(bound) ?? 0) - (before.get(bound) ?? 0) >= q * total) return bound;
  return Infinity;
}
