/**
 * A judge worker: check that every job kind has a runner, self-test the toolchain, then loop —
 * claim a job of its kinds from the server (long poll), run it in the sandbox while sending
 * heartbeats, upload the result's attachment if it has one (gzip bytes), report the result. A heartbeat answered "lease lost" aborts the run (another worker
 * has the job). Reports that fail on the way (network, 5xx) are repeated with back-off while the
 * lease lasts, so a blip does not cost a judgement again. Holds no database credentials;
 * configured by SERVER_URL, WORKER_TOKEN and WORKER_NAME. SIGTERM finishes the job at hand, then exits.
 * Jails are kept warm: the next run's jail is made once a job's report is answered, before the next claim.
 * A watchdog thread kills the process when its event loop stays blocked (watchdog.ts): the
 * supervisor starts it again. Each job's "judged" line carries its marks: when the claim's answer
 * arrived, the run ended and the report was acknowledged (ms since the epoch, with the judge's own
 * marks of its phases between), which bench/judge.ts turns into the breakdown of a verdict's time.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { ClaimedJob } from '@veridojo/contracts';
import { retryUntil, ServerClient, type CallError } from './client.ts';
import { prepareBudgets } from '@veridojo/judge/budgets';
import { keepJailsWarm, warmNextJail } from '@veridojo/judge/sandbox';
import { dropRoot, judgeAccount } from './privileges.ts';
import { checkRunners, RUNNABLE_KINDS, RUNNERS, runJob } from './runners.ts';
import { selfTest } from './self-test.ts';
import { startWatchdog } from './watchdog.ts';

/**
 * Heartbeats every third of the job's lease (the server's JOB_LEASE_MS, 30 s by default: every
 * 10 s), so two lost heartbeats still keep the job. The lease comes with each claim, so the
 * server's setting is the only one.
 */
const heartbeatMs = (leaseMs: number) => Math.max(1000, Math.floor(leaseMs / 3));
/** Why 20 s: long polls this long cost the server nothing and pick a new job up at once. */
const CLAIM_WAIT_MS = 20_000;
/** Back-off while the server is unreachable (starting, restarting). */
const RETRY_MS = 2_000;

const log = (level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), worker: name, msg, ...extra })}\n`);

const server = process.env.SERVER_URL ?? 'http://127.0.0.1:3000';
const token = process.env.WORKER_TOKEN;
const name = process.env.WORKER_NAME ?? `${os.hostname()}-${process.pid}`;
/** The build admins see in the judge queue tab: this package's version and the Node.js it runs on. */
const version = `${(JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version} (Node ${process.versions.node})`;
if (!token) {
  log('error', 'WORKER_TOKEN is not set: the server only hands jobs to workers that know its token');
  process.exit(2);
}

startWatchdog({ name });

try {
  checkRunners(RUNNERS);
} catch (error) {
  log('error', (error as Error).message);
  process.exit(4);
}
// Budgets first: making control groups needs root; the judge user then owns this worker's.
const account = judgeAccount();
log('info', prepareBudgets(account));
log('info', dropRoot(account));
const problem = await selfTest((message) => log('warn', message));
if (problem) {
  log('error', `self-test failed, refusing jobs: ${problem}`);
  process.exit(3);
}
log('info', 'self-test passed', { server });
// From here the next run's jail is made ahead, off the next verdict's path (sandbox.ts; work()).
keepJailsWarm(true);

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

/** Now, as ms since the epoch with fractions: comparable with the judge's marks and the server's clock. */
const markNow = () => performance.timeOrigin + performance.now();

/** Runs one claimed job to its report: heartbeats, abort on a lost lease, reports retried within the lease. */
async function work(job: ClaimedJob, marks: Record<string, number>) {
  const { id } = job;
  const lease = new AbortController();
  // The lease runs until this instant unless extended; reports are retried only until then.
  let leaseUntil = Date.now() + job.lease_ms;
  const retry = (what: string) => (error: Error, waitMs: number) =>
    log('warn', `${what} failed, retrying in ${waitMs} ms: ${error.message}`, { job: id, request: job.request_id });
  const beat = setInterval(() => {
    client.heartbeat(id, job.lease_token).then(
      () => (leaseUntil = Date.now() + job.lease_ms),
      (error: CallError) => {
        if (error.code !== 'LEASE_LOST') return log('warn', `heartbeat failed: ${error.message}`, { job: id, request: job.request_id });
        if (!lease.signal.aborted)
          log('warn', 'lease lost: another worker has the job; abandoning the run', { job: id, request: job.request_id });
        lease.abort();
      },
    );
  }, heartbeatMs(job.lease_ms));
  try {
    let output;
    try {
      output = await runJob(job, lease.signal, marks);
      marks.ran = markNow();
    } catch (error) {
      if (lease.signal.aborted) return;
      log('error', `job failed: ${(error as Error).message}`, { job: id, request: job.request_id });
      await retryUntil(
        () => client.fail(id, job.lease_token, (error as Error).message),
        () => leaseUntil,
        retry('failure report'),
      ).catch((lost: Error) =>
        log('error', `failure report lost (the lease will run out and the job be retried): ${lost.message}`, {
          job: id,
          request: job.request_id,
        }),
      );
      return;
    }
    if (lease.signal.aborted) return;
    const { result, attachment } = output;
    // The attachment's bytes first, as they are (its kind keeps one): the report then carries none.
    if (attachment !== null)
      await retryUntil(
        () => client.uploadAttachment(job, attachment),
        () => leaseUntil,
        retry('attachment upload'),
      );
    await retryUntil(
      () => client.report(job, result),
      () => leaseUntil,
      retry('result report'),
    );
    marks.reported = markNow();
    log('info', 'judged', { job: id, request: job.request_id, kind: job.kind, verdict: (result as { verdict?: string }).verdict, marks });
  } catch (error) {
    log('error', `result report lost (the lease will run out and the job be run again): ${(error as Error).message}`, {
      job: id,
      request: job.request_id,
    });
  } finally {
    clearInterval(beat);
    // Now, not as the run ends: the jail's spawn would hold up the report's request (sandbox.ts).
    warmNextJail();
  }
}

while (!stopping) {
  let job;
  try {
    job = await client.claim({ name, version }, RUNNABLE_KINDS, CLAIM_WAIT_MS, stopWaiting.signal);
  } catch (error) {
    if (stopping) break;
    log('warn', `claim failed: ${(error as Error).message}`);
    await new Promise((r) => setTimeout(r, RETRY_MS));
    continue;
  }
  if (job) await work(job, { claimed: markNow() });
}
log('info', 'stopped');
