/**
 * What one server process tells the operator, in Prometheus' text format (GET /api/system/metrics,
 * behind METRICS_TOKEN): requests by route with their latency, the queue and the workers as the
 * database holds them (read at each scrape, so every process reports the same cluster-wide
 * figures), payment notifies and AI calls by outcome, and the process itself (CPU, memory, event
 * loop delay). Counters count this process's events: Prometheus sums the processes.
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

/** One call to the AI provider: answered, failed (the chat shows the error), or failed and the rules answered. */
export type AiOutcome = 'ok' | 'error' | 'fallback';

export interface Metrics {
  request(method: string, route: string, status: number, seconds: number): void;
  paymentNotify(outcome: NotifyOutcome): void;
  aiCall(use: 'analysis' | 'chat', outcome: AiOutcome): void;
  /** The exposition text: the database's figures read now, then every metric. */
  render(db: Queryable): Promise<string>;
  contentType: string;
}

// Why these buckets: an API call takes milliseconds; a long poll or an IDE run's answer tens of seconds.
const REQUEST_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 30, 60];

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
