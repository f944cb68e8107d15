/**
 * GET /system/environment, GET /system/health (liveness), GET /system/ready (readiness) and
 * GET /system/metrics (the operator's Prometheus scrape).
 *
 * GET /system/environment: versions of the platform and the toolchain it drives. Visitors see
 * major versions only and no operating system; admins see exact versions and `os`.
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';

const ToolVersion = z.object({ name: z.string(), version: z.string().nullable() });

export const EnvironmentResponse = z.object({
  status: SuccessStatus,
  platform: z.object({
    name: z.string(),
    version: z.string(),
    node: z.string(),
    /** Kernel and architecture: admins only. */
    os: z.string().optional(),
  }),
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), version: z.string() }),
  toolchain: z.array(ToolVersion),
  time_zone: z.string(),
});
export type EnvironmentResponse = z.infer<typeof EnvironmentResponse>;

export const HealthResponse = z.object({ status: SuccessStatus, database: z.literal('ok') });

/**
 * Readiness: this process can do its work — the database answers, every migration of this release
 * is applied, and a worker claimed within WORKER_ALIVE_SECONDS (else judgements would only queue).
 * Not ready is the error envelope NOT_READY (503) naming what is missing.
 */
export const ReadyResponse = z.object({
  status: SuccessStatus,
  database: z.literal('ok'),
  migrations: z.literal('current'),
  workers_alive: z.number().int(),
});
