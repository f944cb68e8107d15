/**
 * What one server process tells the operator, in Prometheus' text format (GET /api/system/metrics,
 * behind METRICS_TOKEN): requests by route with their latency, the queue and the workers as the
 * database holds them (read at each scrape, so every process reports the same cluster-wide
 * figures), finished jobs' run time by kind and outcome and the runs a sandbox limit ended,
 * payment notifies and AI calls by outcome, and the process itself (CPU, memory, event loop delay). Counters count this process's events: Prometheus sums the processes.
 */
import { JOB_KIND_NAMES, WORKER_ALIVE_SECONDS } from '@veridojo/contracts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Queryable } from './db/database.ts';
import { queueByKind } from './repos/workers.ts';

/**
 * How one of Alipay's notifies ended: refused (not configured, bad signature, another app), nothing
 * to do (no payment in it), or the settlement's outcome — late ones credited, refunded or unresolved.
 */
export type NotifyOutcome =
  | 'not_configured'
  | 'bad_signature'
  | 'foreign_app'
  | 'no_payment'
  | 'paid'
  | 'already_paid'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'late_credited'
  | 'late_refunded'
  | 'late_unresolved';

/**
 * The limit of the jail a run ended at, as the worker's report says it (its verdict or status):
 * time (the CPU or the wall clock: both are time_limit to the learner), output (stdout/stderr or a
 * file's size) or memory. A fork bomb stops at the process limit and reports runtime_error: not counted.
 */
export type SandboxLimit = 'time' | 'output' | 'memory';

/** One call to the AI provider: answered, failed (the chat shows the error), or failed and the rules answered. */
export type AiOutcome = 'ok' | 'error' | 'fallback';

export interface Metrics {
  request(method: string, route: string, status: number, seconds: number): void;
  /** A job reported finished: its kind, its outcome (a judgement's verdict, an IDE run's status…), its run time. */
  jobFinished(kind: string, outcome: string, seconds: number | null): void;
  paymentNotify(outcome: NotifyOutcome): void;
  aiCall(use: 'analysis' | 'chat', outcome: AiOutcome): void;
  /** The exposition text: the database's figures read now, then every metric. */
  render(db: Queryable): Promise<string>;
  contentType: string;
}

// Why these buckets: an API call takes milliseconds; a long poll or an IDE run's answer tens of seconds.
const REQUEST_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 30, 60];
// Why these: a judgement takes 0.1–0.5 s, an IDE simulation or a conversion seconds, a looping
// design its whole limit (5–30 s); past 60 s it is a lease that ran out and a later attempt.
const RUN_SECONDS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/** The outcomes that mean a sandbox limit ended the run (verdicts and IDE/converter statuses share these ids). */
const LIMIT_OF_OUTCOME: Readonly<Record<string, SandboxLimit>> = {
  time_limit: 'time',
  output_limit: 'output',
  memory_limit: 'memory',
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'veridojo_' });
  const requests = new Counter({
    name: 'veridojo_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'veridojo_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_SECONDS,
    registers,
  });
  const queued = new Gauge({
    name: 'veridojo_queue_jobs',
    help: 'Jobs in the queue now, by kind and state (queued or running), all processes',
    labelNames: ['kind', 'state'] as const,
    registers,
  });
  const oldest = new Gauge({
    name: 'veridojo_queue_oldest_wait_seconds',
    help: 'How long the oldest queued job of each kind has waited',
    labelNames: ['kind'] as const,
    registers,
  });
  const workers = new Gauge({
    name: 'veridojo_workers_alive',
    help: `Workers that claimed within the last ${WORKER_ALIVE_SECONDS} s`,
    registers,
  });
  const runs = new Histogram({
    name: 'veridojo_job_run_seconds',
    help: 'Run time of finished jobs (first claim to report), by kind and outcome (verdict or status)',
    labelNames: ['kind', 'outcome'] as const,
    buckets: RUN_SECONDS,
    registers,
  });
  const kills = new Counter({
    name: 'veridojo_sandbox_kills_total',
    help: 'Runs a sandbox limit ended (time: CPU or wall clock; output; memory), by kind and limit',
    labelNames: ['kind', 'limit'] as const,
    registers,
  });
  const notifies = new Counter({
    name: 'veridojo_payment_notifies_total',
    help: "Alipay's payment notifies, by outcome",
    labelNames: ['outcome'] as const,
    registers,
  });
  const ai = new Counter({
    name: 'veridojo_ai_calls_total',
    help: 'AI provider calls, by use and outcome (fallback: failed, and the rules answered)',
    labelNames: ['use', 'outcome'] as const,
    registers,
  });

  return {
    contentType: registry.contentType,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    jobFinished(kind, outcome, seconds) {
      if (seconds !== null) runs.observe({ kind, outcome }, seconds);
      const limit = LIMIT_OF_OUTCOME[outcome];
      if (limit) kills.inc({ kind, limit });
    },
    paymentNotify(outcome) {
      notifies.inc({ outcome });
    },
    aiCall(use, outcome) {
      ai.inc({ use, outcome });
    },
    async render(db) {
      const snapshot = await queueByKind(db, WORKER_ALIVE_SECONDS);
      // Every kind has its series, 0 when idle: a dashboard's empty line would read as "no data".
      for (const kind of JOB_KIND_NAMES) {
        queued.set({ kind, state: 'queued' }, 0);
        queued.set({ kind, state: 'running' }, 0);
        oldest.set({ kind }, 0);
      }
      for (const row of snapshot.kinds) {
        queued.set({ kind: row.kind, state: 'queued' }, row.queued);
        queued.set({ kind: row.kind, state: 'running' }, row.running);
        oldest.set({ kind: row.kind }, row.oldest_wait_seconds);
      }
      workers.set(snapshot.workersAlive);
      return registry.metrics();
    },
  };
}
