/**
 * The database's notification channels (NOTIFY, heard by every server process via Database.listen).
 * SUBMISSION_CHANNEL carries a submission's id when its state changes — claimed (running), judged,
 * failed, queued again (a lease ran out, a worker handed it back) — in the statement that changes it (delivered at commit): a page following the submission
 * (GET /submission/:id/events) hears it at once, on whichever process it is connected to.
 */
export const SUBMISSION_CHANNEL = 'veridojo_submissions';

/**
 * AUTH_CHANNEL says what a process's cached session users (http/session-cache.ts) must drop:
 * `u<user id>` when a user's row changed or went, `s<token hash>` when a session ended before it
 * expired. Sent by triggers on `users` and `sessions` (migration 24), so no statement that changes
 * either can forget to; delivered at commit to every process.
 */
export const AUTH_CHANNEL = 'veridojo_auth';

/**
 * CONFIG_CHANNEL says the system configuration changed: each process's copy (kept-copy.ts) is
 * dropped. Sent by a trigger on `system_config` (migration 25); delivered at commit to every process.
 */
export const CONFIG_CHANNEL = 'veridojo_config';

/**
 * CATALOGUE_CHANNEL says problems or chapters changed: each process's copy of the problem catalogue
 * (kept-copy.ts, ctx.catalogue) is dropped. Sent by triggers on `problems` and `chapters` (migration
 * 26); delivered at commit to every process.
 */
export const CATALOGUE_CHANNEL = 'veridojo_catalogue';
