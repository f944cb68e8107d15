/** Periodic clean-up of expired sessions, old reset codes, stale rate-limit windows, old waveforms, old IDE runs and unpaid VIP orders past their time. */
import type { AppContext } from './context.ts';
import { deleteOldCodes } from './repos/email-codes.ts';
import { deleteStaleRateLimits } from './repos/rate-limits.ts';
import { deleteEndedChats } from './repos/ai.ts';
import { deleteExpiredSessions } from './repos/sessions.ts';
import { dropOldWaveforms } from './repos/submissions.ts';
import { requeueExpired } from './queue/engine.ts';
import { expireOrders } from './commands/payments/expiry.ts';
import { deleteExpiredJobs } from './repos/jobs.ts';

/** Why 10 minutes: expired rows are harmless (every read checks expiry); this only bounds table growth. */
const INTERVAL_MS = 10 * 60 * 1000;
/** Why 15 s: half a lease, so an abandoned job waits at most 45 s for another worker. */
const LEASE_SWEEP_MS = 15_000;
/** The longest rate-limit window is an hour; older windows can go. */
const RATE_LIMIT_KEEP_SECONDS = 2 * 3600;

export async function sweep(ctx: AppContext): Promise<void> {
  await deleteExpiredSessions(ctx.db);
  await deleteOldCodes(ctx.db);
  await deleteStaleRateLimits(ctx.db, RATE_LIMIT_KEEP_SECONDS);
  await dropOldWaveforms(ctx.db);
  await deleteExpiredJobs(ctx.db);
  await expireOrders(ctx);
  await deleteEndedChats(ctx.db);
}

export function startHousekeeping(ctx: AppContext): () => void {
  const timer = setInterval(() => {
    sweep(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'housekeeping failed'));
  }, INTERVAL_MS);
  timer.unref();
  // Expired leases are also released at every claim; this catches them when no worker is asking.
  const leases = setInterval(() => {
    requeueExpired(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'requeue failed'));
  }, LEASE_SWEEP_MS);
  leases.unref();
  return () => {
    clearInterval(timer);
    clearInterval(leases);
  };
}
