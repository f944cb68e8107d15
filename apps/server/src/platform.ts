/**
 * Start-up of one server process: open the database, migrate, seed the configuration,
 * create the first admin, build the app. Used by main.ts and by the tests.
 */
import { AnalysisCache } from './analysis/analysis-cache.ts';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { readProblemBank } from '@veridojo/problem-format';
import type { FastifyInstance } from 'fastify';
import { buildApp, createServer } from './app.ts';
import { ensureAdmin } from './commands/accounts.ts';
import { checkJobKinds } from './queue/registry.ts';
import { checkJobHandlers, JOB_FINISHED, type JobFinishedHandlers } from './queue/job-finished.ts';
import { seedProblems } from './commands/problem-bank.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { listProblems } from './repos/problems.ts';
import { readSystemConfig, seedSystemConfig } from './repos/system-config.ts';
import { createMailer } from './services/mailer.ts';
import { probeToolchain } from './services/toolchain.ts';
import type { Settings } from './settings.ts';
import { createMetrics } from './metrics.ts';
import { AUTH_CHANNEL, CATALOGUE_CHANNEL, CONFIG_CHANNEL, SUBMISSION_CHANNEL } from './repos/channels.ts';
import { SessionCache } from './http/session-cache.ts';
import { KeptCopy } from './kept-copy.ts';

export interface Platform {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

export async function startPlatform(
  settings: Settings,
  options: {
    db?: Database;
    jobHandlers?: Partial<JobFinishedHandlers>;
    /**
     * The database already holds settings.problemsDir's bank as seedBank wrote it (the tests'
     * seeded template): seeding it again would find all 213 problems unchanged, at ~2 000 statements.
     */
    bankSeeded?: boolean;
  } = {},
): Promise<Platform> {
  // Before anything is opened: a job kind nobody handles would be claimed, run and then lost.
  const jobHandlers = options.jobHandlers ?? JOB_FINISHED;
  checkJobHandlers(jobHandlers);
  const app = createServer(settings);
  const log = app.log;
  const db = options.db ?? (await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir }));
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ applied }, 'database migrated');
  await checkJobKinds(db);
  await seedSystemConfig(db);
  const mailer = createMailer(settings.smtp, settings.production, log);
  if (mailer.mode === 'log') log.warn('未配置 SMTP：开发模式下验证码写入服务器日志，不会发出邮件');
  if (mailer.mode === 'none') log.error('未配置 SMTP：生产模式下无法发送找回密码验证码');
  const ctx: AppContext = {
    db,
    settings,
    mailer,
    log,
    now: () => new Date(),
    toolchain: await probeToolchain(),
    jobEvents: new EventEmitter(),
    submissionEvents: new EventEmitter(),
    jobHandlers: jobHandlers as JobFinishedHandlers,
    shutdown: new AbortController(),
    analyses: new AnalysisCache(),
    metrics: createMetrics(),
    sessions: new SessionCache(),
    config: new KeptCopy(() => readSystemConfig(db)),
    catalogue: new KeptCopy(() => listProblems(db)),
  };
  ctx.jobEvents.setMaxListeners(0);
  ctx.submissionEvents.setMaxListeners(0);
  const stopNotices = await db.listen(SUBMISSION_CHANNEL, (payload) => ctx.submissionEvents.emit('notice', payload));
  const stopAuthNotices = await db.listen(AUTH_CHANNEL, (payload) => ctx.sessions.heard(payload));
  const stopConfigNotices = await db.listen(CONFIG_CHANNEL, () => ctx.config.changed());
  const stopCatalogueNotices = await db.listen(CATALOGUE_CHANNEL, () => ctx.catalogue.changed());
  if (fs.existsSync(settings.problemsDir) && !options.bankSeeded) {
    const { errors, seeded } = await seedBank(db, settings.problemsDir);
    for (const broken of errors) log.error(broken, 'problem folder skipped');
    for (const conflict of seeded.conflicts) log.error(conflict, 'problem not seeded');
    log.info(
      { added: seeded.added.length, updated: seeded.updated.length, revised: seeded.revised.length, unchanged: seeded.unchanged },
      'problem bank seeded',
    );
  }
  const admin = await ensureAdmin(ctx);
  if (admin.generatedPassword) {
    // Printed once, on the console only: it is not stored anywhere in clear text.
    process.stdout.write(
      `\n管理员账号已创建：用户名 ${settings.adminUsername}  密码 ${admin.generatedPassword}\n（只显示这一次，请登录后修改密码）\n\n`,
    );
  } else if (admin.created) {
    log.info({ username: settings.adminUsername }, 'admin account created');
  } else if (admin.conflict) {
    log.error(
      { username: settings.adminUsername },
      'no admin exists and ADMIN_USERNAME belongs to a normal account; set another ADMIN_USERNAME',
    );
  }
  await buildApp(ctx, app);
  return {
    app,
    ctx,
    async close() {
      ctx.shutdown.abort();
      await app.close();
      await stopNotices();
      await stopAuthNotices();
      await stopConfigNotices();
      await stopCatalogueNotices();
      mailer.close();
      if (!options.db) await db.close();
    },
  };
}

/** Seeds the problem folders under `dir` (the bank, source 'bank'): what every start does. */
export async function seedBank(db: Database, dir: string) {
  const bank = readProblemBank(dir);
  return { errors: bank.errors, seeded: await seedProblems(db, bank.problems) };
}
