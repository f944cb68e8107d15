// What scripts/e2e.mjs tells the test files: where the server listens, where mail lands, where screenshots go.
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through scripts/e2e.mjs (npm run test:e2e)`);
  return value;
}

export const BASE_URL = required('E2E_BASE_URL');
export const MAILBOX_DIR = required('E2E_MAILBOX_DIR');
export const SCREENSHOT_DIR = required('E2E_SCREENSHOT_DIR');
/** A prefix unique to this run, so names never collide with an earlier run against the same database. */
export const RUN_ID = required('E2E_RUN_ID');
/** The platform's admin account, created by the server at its first start (a member without problem limit). */
export const ADMIN = { username: process.env.E2E_ADMIN_USERNAME ?? 'admin', password: required('E2E_ADMIN_PASSWORD') };
