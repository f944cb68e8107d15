/**
 * A judge worker: self-test the toolchain, then loop — claim a job from the server (long poll),
 * run it in the sandbox while sending heartbeats, report the result. Holds no database
 * credentials; configured by SERVER_URL, WORKER_TOKEN and WORKER_NAME. SIGTERM finishes the
 * job at hand, then exits.
 */
import os from 'node:os';
import { ServerClient } from './client.ts';
import { dropRoot } from './privileges.ts';
import { runJob } from './run-job.ts';
import { selfTest } from './self-test.ts';

/** Why 10 s: a third of the 30 s lease, so two lost heartbeats still keep the job. */
const HEARTBEAT_MS = 10_000;
/** Why 20 s: long polls this long cost the server nothing and pick a new job up at once. */
const CLAIM_WAIT_MS = 20_000;
/** Back-off while the server is unreachable (starting, restarting). */
const RETRY_MS = 2_000;

const log = (level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), worker: name, msg, ...extra })}\n`);

const server = process.env.SERVER_URL ?? 'http://127.0.0.1:3000';
const token = process.env.WORKER_TOKEN;
const name = process.env.WORKER_NAME ?? `${os.hostname()}-${process.pid}`;
if (!token) {
  log('error', 'WORKER_TOKEN is not set: the server only hands jobs to workers that know its token');
  process.exit(2);
}

log('info', dropRoot());
const problem = await selfTest((message) => log('warn', message));
if (problem) {
  log('error', `self-test failed, refusing jobs: ${problem}`);
  process.exit(3);
}
log('info', 'self-test passed', { server });

const client = new ServerClient(server, token);
let stopping = false;
// Stopping ends a wait for work at once; a job being judged is finished and reported first.
const stopWaiting = new AbortController();
const stop = () => {
  stopping = true;
  stopWaiting.abort();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

while (!stopping) {
  let job;
  try {
    job = await client.claim(name, CLAIM_WAIT_MS, stopWaiting.signal);
  } catch (error) {
    if (stopping) break;
    log('warn', `claim failed: ${(error as Error).message}`);
    await new Promise((r) => setTimeout(r, RETRY_MS));
    continue;
  }
  if (!job) continue;
  const { id, lease_token: lease } = job;
  const beat = setInterval(() => {
    client.heartbeat(id, lease).catch((error: Error) => log('warn', `heartbeat failed: ${error.message}`, { job: id }));
  }, HEARTBEAT_MS);
  try {
    const result = await runJob(job.kind, job.payload);
    await client.report(id, lease, result);
    log('info', 'judged', { job: id, verdict: result.verdict });
  } catch (error) {
    log('error', `job failed: ${(error as Error).message}`, { job: id });
    await client.fail(id, lease, (error as Error).message).catch(() => undefined);
  } finally {
    clearInterval(beat);
  }
}
log('info', 'stopped');
