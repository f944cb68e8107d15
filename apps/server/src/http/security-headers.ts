/**
 * Security headers on every response (the SPA, its assets, the API, errors and 404s), set by
 * helmet's middleware, built once: the Content-Security-Policy the built SPA satisfies on every page, a stricter
 * one for the API's JSON, no framing, no MIME sniffing, a same-origin referrer, and HSTS only on
 * requests that really came over TLS. The e2e test tests/e2e/csp.test.ts opens every route in
 * Chromium under this policy and fails on any violation: change the two together.
 *
 * Not @fastify/helmet: it builds helmet's middleware again on every request (the policy parsed and
 * written anew), 13% of the CPU a trivial API call costs (a profile under bench/check-auth.mjs).
 */
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The SPA's policy. Each source list is the narrowest the built app needs:
 * - script-src 'self': the bundle, its lazy chunks and the theme bootstrap are files (no inline
 *   script anywhere, see apps/web/index.html); no 'unsafe-eval', the build contains no eval or
 *   new Function (WaveDrom's eval path is not even bundled, see apps/web/build/wavedrom-render.ts).
 * - style-src 'self' 'unsafe-inline': antd's CSS-in-JS writes <style> elements at run time, and the
 *   editor sets style attributes; both were measured with the e2e test (without 'unsafe-inline'
 *   every page reports style-src-elem violations; with style-src-attr 'none' the problem page
 *   reports style-src-attr ones). Nonces would need a per-request page and libraries that all
 *   pass them on (the modal's scroll lock does not), for little gain: injected CSS can only leak
 *   through a URL it loads, and img-src, font-src and connect-src allow nothing beyond this origin.
 * - zod would probe for eval (its compiled parsers); the browser bundle builds it jitless, see
 *   apps/web/build/zod-jitless.ts.
 * - img-src data:: the favicon and the WaveDrom diagrams, which are drawn as SVG data-URL <img>s
 *   (an image document runs no script and its styles cannot reach the page).
 * - worker-src 'self': the waveform viewer parses large VCD files in a Web Worker from /assets.
 * - no upgrade-insecure-requests: every URL is relative, so over TLS it changes nothing, and over
 *   plain http (a classroom LAN) it would send the assets to an https port that does not exist.
 */
const SPA_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The API answers JSON (and the OpenAPI document is JSON too): a response that is opened as a page may load nothing. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Why one year and no includeSubDomains: a year is the usual lifetime browsers and preload lists
 * expect; the platform is often one host of an institution's domain, and whether its other
 * subdomains must be https-only is the operator's decision, not ours.
 */
export const HSTS = 'max-age=31536000';

const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');

export async function installSecurityHeaders(app: FastifyInstance) {
  const helmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: SPA_POLICY },
    // The legacy twin of frame-ancestors 'none', for browsers that predate CSP level 2.
    xFrameOptions: { action: 'deny' },
    // Why same-origin: nothing the platform links to needs to know which page a learner came from.
    referrerPolicy: { policy: 'same-origin' },
    // Set below, per request: over plain http the header is ignored by browsers and only misleads.
    strictTransportSecurity: false,
  });
  // The first hook, so even a request refused early (CSRF, body parsing, 404) carries them.
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response; the two below go through the reply, whose headers win when it is written.
    helmetHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (isApi(request)) reply.header('content-security-policy', API_POLICY);
      // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is set.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done(error as Error | undefined);
    });
  });
}
