/**
 * The check thread's entry (host.ts starts it): serves the checks of table.ts. Bundled on its own
 * as apps/worker/dist/check-thread.js (scripts/build-node.mjs); from source, Node strips the types
 * (or tsx, when the process runs under it).
 */
import { serveChecks } from './serve.ts';
import { CHECKS } from './table.ts';

serveChecks(CHECKS);
