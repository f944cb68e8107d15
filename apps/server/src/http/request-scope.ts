/**
 * The request a piece of work belongs to, without passing it through every call: route.ts runs
 * each contract call's handler inside `requestScope`, and whatever it queues (queue/enqueue.ts,
 * the IDE's and the submission's own inserts) records `currentRequestId()` on the job row, which a
 * claim hands to the worker, which logs it with the job's lines — so one id follows a learner's
 * call from nginx's access log through the server's log to the worker's (docs/DEPLOY.md).
 * Request ids come from app.ts (genReqId).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';

export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served here, or null outside one (housekeeping, a start's seeding). */
export function currentRequestId(): string | null {
  return requestScope.getStore()?.requestId ?? null;
}

/** What an id a trusted proxy sends may look like: nginx's $request_id is 32 hex digits; a UUID fits too. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The id of a new request: the one the trusted proxy in front sent (X-Request-Id, the same in its
 * access log), or a random one. A client reaching the server directly cannot name its own id:
 * the header counts only behind a trusted proxy, and only in the shape above.
 */
export function requestIdOf(header: string | string[] | undefined, behindProxy: boolean): string {
  if (behindProxy && typeof header === 'string' && PROXY_REQUEST_ID.test(header)) return header;
  return crypto.randomUUID();
}
