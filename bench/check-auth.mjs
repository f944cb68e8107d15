// Benchmark: GET /api/user/check_auth with a logged-in session under load (autocannon on
// loopback) against GET /api/system/health, which makes one trivial query on the same
// database, in the same run. Goal (issue 30): check_auth throughput at least 0.9× the baseline.
import autocannon from 'autocannon';
import { startServer } from './lib.mjs';

// Why 10 s per route with 20 connections: long enough for stable figures on 2 cores, short for CI.
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

function load(url, headers) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
}

const server = await startServer();
try {
  const res = await fetch(`${server.base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_user', password: 'bench-password', email: null }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`register failed: ${res.status}`);
  const check = await (await fetch(`${server.base}/api/user/check_auth`, { headers: { cookie } })).json();
  if (!check.is_login) throw new Error('session not recognised');

  await load(`${server.base}/api/system/health`, {}); // warm-up, discarded
  const baseline = await load(`${server.base}/api/system/health`, {});
  const subject = await load(`${server.base}/api/user/check_auth`, { cookie });
  if (baseline.non2xx || subject.non2xx || baseline.errors || subject.errors) throw new Error('requests failed under load');
  const ratio = subject.requests.average / baseline.requests.average;
  const row = (name, r) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms`;
  console.log(row('baseline /api/system/health', baseline));
  console.log(row('/api/user/check_auth', subject));
  console.log(`check_auth / baseline throughput: ${ratio.toFixed(2)}× (goal ≥ 0.90×) ${ratio >= 0.9 ? 'OK' : 'BELOW GOAL'}`);
  process.exitCode = ratio >= 0.9 ? 0 : 1;
} finally {
  await server.stop();
}
