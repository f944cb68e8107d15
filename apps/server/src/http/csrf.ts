/**
 * Cross-site request forgery guard for state-changing calls. Browsers send Origin on every
 * cross-origin POST/PUT/DELETE; when it names a site other than this server (or an origin
 * listed in ALLOWED_ORIGINS) the call is refused. Calls without Origin or Referer come from
 * non-browser clients (command-line tools), which cookies do not ride along with by accident.
 * The JSON-only body parser closes the form-post route as well.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

export function installCsrfGuard(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = originOf(request);
    if (origin === undefined) return;
    if (allowed.has(origin)) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError('CSRF_REJECTED');
    }
    if (origin === 'null' || host !== request.host) throw new AppError('CSRF_REJECTED');
  });
}
