/**
 * Cross-site request forgery guard for state-changing calls. Browsers send Origin on every
 * cross-origin POST/PUT/DELETE (and Referer when they hide Origin); the whole origin — scheme,
 * host and port — must be the platform's public origin (PUBLIC_ORIGIN, else the request's own
 * protocol and Host) or one listed in ALLOWED_ORIGINS. Comparing the host alone let a page on
 * http://site:8080 or plain http://site post to https://site. Calls without Origin or Referer
 * come from non-browser clients (command-line tools), which cookies do not ride along with by
 * accident. The JSON-only body parser closes the form-post route as well.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings } from '../settings.ts';
import { AppError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says the call comes from; undefined when it says nothing, 'null' when unreadable. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const claimed = request.headers.origin || request.headers.referer;
  if (!claimed) return undefined;
  try {
    // URL#origin normalises case and default ports; an opaque origin reads as 'null'.
    return new URL(claimed).origin;
  } catch {
    return 'null';
  }
}

/** The request's own origin: how it reached us (protocol honours TRUST_PROXY) and the Host it named. */
function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

export function installCsrfGuard(app: FastifyInstance, settings: Pick<Settings, 'publicOrigin' | 'allowedOrigins'>) {
  const trusted = new Set([...(settings.publicOrigin ? [settings.publicOrigin] : []), ...settings.allowedOrigins]);
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = claimedOrigin(request);
    if (origin === undefined) return;
    if (origin !== 'null' && trusted.has(origin)) return;
    if (origin !== 'null' && !settings.publicOrigin && origin === ownOrigin(request)) return;
    throw new AppError('CSRF_REJECTED');
  });
}
