/** What route modules and commands are given: the database, settings, mailer and a clock. */
import type { AnalysisCache } from './analysis/analysis-cache.ts';
import type { SystemConfig } from '@veridojo/contracts';
import type { KeptCopy } from './kept-copy.ts';
import type { ProblemSummary } from './repos/problems.ts';
import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { JobFinishedHandlers } from './queue/job-finished.ts';
import type { Database } from './db/database.ts';
import type { SessionCache } from './http/session-cache.ts';
import type { Metrics } from './metrics.ts';
import type { Mailer } from './services/mailer.ts';
import type { Settings } from './settings.ts';

export interface AppContext {
  db: Database;
  settings: Settings;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Toolchain versions probed once at start-up. */
  toolchain: { name: string; version: string | null }[];
  /** In-process signal that a job was queued, to wake waiting worker claims at once. */
  jobEvents: EventEmitter;
  /**
   * 'notice' with a submission's id when it reached its final state in any server process (the
   * database's SUBMISSION_CHANNEL), or null when notices may have been missed: pages following a
   * submission re-read it then (routes/submissions.ts).
   */
  submissionEvents: EventEmitter;
  /** What the server does when a job of each kind finishes (queue/job-finished.ts). */
  jobHandlers: JobFinishedHandlers;
  /** Aborted when the process shuts down, so long-polling calls return at once. */
  shutdown: AbortController;
  /** Rule analyses of judged submissions (analysis/analysis-cache.ts). */
  analyses: AnalysisCache;
  /** What this process counts for the operator (metrics.ts). */
  metrics: Metrics;
  /**
   * Session users kept in memory (http/session-cache.ts). A command that changes a user's row or
   * ends sessions tells it after its commit (userChanged, sessionEnded); other processes hear AUTH_CHANNEL.
   */
  sessions: SessionCache;
  /**
   * The system configuration kept in memory (kept-copy.ts): read it with `config.current()`. A
   * command that writes the table tells it after its commit (changed); other processes hear CONFIG_CHANNEL.
   */
  config: KeptCopy<SystemConfig>;
  /**
   * The problem catalogue kept in memory (kept-copy.ts): the visible problems in curriculum order,
   * without their large texts (repos/problems.ts listProblems). A command that writes problems or
   * chapters tells it after its commit (changed); other processes hear CATALOGUE_CHANNEL.
   */
  catalogue: KeptCopy<ProblemSummary[]>;
}
