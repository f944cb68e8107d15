/**
 * Security headers as a browser receives them: on the SPA page (also a deep link), a hashed
 * asset, API calls (success, error, 404, CSRF refusal) and the OpenAPI document; HSTS only
 * when the request came over TLS, which a client can claim only through a trusted proxy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestPlatform, type TestPlatform } from '../testing/harness.ts';
import { API_POLICY, HSTS } from './security-headers.ts';

/** 'a b; c d' → { a: ['b'], c: ['d'] } */
function directives(header: OutgoingHttpHeaders[string]): Record<string, string[]> {
  expect(typeof header, 'content-security-policy is present').toBe('string');
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

function expectCommonHeaders(headers: OutgoingHttpHeaders, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(directives(headers['content-security-policy'])['frame-ancestors'], what).toEqual(["'none'"]);
}

function expectSpaPolicy(headers: OutgoingHttpHeaders, what: string) {
  expectCommonHeaders(headers, what);
  const csp = directives(headers['content-security-policy']);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  // No inline script, no eval: only files from this origin run.
  expect(csp['script-src'], what).toEqual(["'self'"]);
  expect(csp['script-src-attr'], what).toEqual(["'none'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'none'"]);
  // WaveDrom diagrams are data-URL images; nothing else may load from elsewhere.
  expect(csp['img-src'], what).toEqual(["'self'", 'data:']);
  expect(csp['connect-src'], what).toEqual(["'self'"]);
  expect(csp['worker-src'], what).toEqual(["'self'"]);
  expect(csp['upgrade-insecure-requests'], what).toBeUndefined();
}

describe('security headers', () => {
  let platform: TestPlatform;
  let proxied: TestPlatform;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">spa-shell</div>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("app")');
    platform = await startTestPlatform({ WEB_DIST: dist });
    proxied = await startTestPlatform({ WEB_DIST: dist, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await platform?.close();
    await proxied?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('puts the SPA policy on the page, on deep links and on assets', async () => {
    for (const url of ['/', '/problem/3', '/assets/main-abc123.js']) {
      const res = await platform.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSpaPolicy(res.headers, url);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    // A missing asset is a 404 with the same headers.
    const missing = await platform.app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
    expectSpaPolicy(missing.headers, 'missing asset');
  });

  it('gives API answers the same headers with a policy that loads nothing', async () => {
    const client = new Client(platform);
    const answers = {
      success: await client.get('/api/system/health'),
      'not logged in': await client.get('/api/user/profile'),
      'no such call': await client.get('/api/no/such/call'),
      'cross-site post': await client.post('/api/user/login', { username: 'x', password: 'y' }, { origin: 'https://evil.example' }),
      'bad json': await client.post('/api/user/login', '{', {}),
      'openapi document': await client.get('/api/docs'),
    };
    expect(answers.success.status).toBe(200);
    expect(answers['not logged in'].status).toBe(401);
    expect(answers['no such call'].status).toBe(404);
    expect(answers['cross-site post'].body.code).toBe('CSRF_REJECTED');
    expect(answers['bad json'].body.code).toBe('BAD_JSON');
    expect(answers['openapi document'].headers['content-type']).toContain('application/json');
    for (const [what, res] of Object.entries(answers)) {
      expectCommonHeaders(res.headers, what);
      expect(res.headers['content-security-policy'], what).toBe(API_POLICY);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('sends HSTS only over TLS, and believes X-Forwarded-Proto only behind a trusted proxy', async () => {
    const overTls = { 'x-forwarded-proto': 'https' };
    for (const url of ['/', '/api/system/health']) {
      const viaProxy = await proxied.app.inject({ method: 'GET', url, headers: overTls });
      expect(viaProxy.headers['strict-transport-security'], url).toBe(HSTS);
      const plainViaProxy = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
      expect(plainViaProxy.headers['strict-transport-security'], url).toBeUndefined();
      // Without TRUST_PROXY the header is a client's claim, not a fact.
      const spoofed = await platform.app.inject({ method: 'GET', url, headers: overTls });
      expect(spoofed.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect(HSTS).toMatch(/^max-age=\d{7,}$/);
  });

  it('the page shell has no inline script, which script-src would block', () => {
    const shell = fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const scripts = [...shell.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, body] of scripts) {
      expect(attributes, tag).toMatch(/\bsrc=/);
      expect(body!.trim(), tag).toBe('');
    }
  });
});
