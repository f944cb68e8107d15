/**
 * The shipped nginx site (deploy/nginx/veridojo.conf) run by Debian's nginx in front of a real
 * server on loopback, changed only where a test must differ from a machine (ports, paths, the
 * certificate): TLS with HTTP/2, the http → https move, hashed assets from disk with a year of
 * caching, the SPA page and the API proxied, a second server process that is down skipped, the
 * client's own address seen by the server while an address the client wrote is not, body limits
 * against the contract, and the API's error envelope when nginx answers by itself.
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API, bodyEncodingOf, errorBody, type ApiCall } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../apps/server/src/testing/harness.ts';
import { freePort } from '../../scripts/free-port.mjs';
import { SITE_FILE, startSite, type RunningSite } from './site.ts';

const site = fs.readFileSync(SITE_FILE, 'utf8');

interface H2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

describe('the nginx site in front of a server', () => {
  let dir: string;
  let platform: TestPlatform;
  let nginx: RunningSite | undefined;
  let httpPort: number;
  let origin: string;
  let ca: Buffer;
  let platformOpen = true;

  /** One HTTP/2 request over TLS from `localAddress` (any loopback address is this machine). */
  async function h2(
    method: string,
    url: string,
    options: { headers?: Record<string, string>; body?: string; localAddress?: string } = {},
  ): Promise<H2Answer> {
    const session = http2.connect(origin, {
      ca,
      servername: 'localhost',
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    try {
      const stream = session.request({ ':method': method, ':path': url, ...options.headers });
      if (options.body !== undefined) stream.end(options.body);
      else stream.end();
      return await new Promise<H2Answer>((resolve, reject) => {
        let headers: http2.IncomingHttpHeaders = {};
        const chunks: Buffer[] = [];
        stream.on('response', (h) => (headers = h));
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks).toString('utf8') }));
        stream.on('error', reject);
      });
    } finally {
      session.close();
    }
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-nginx-'));
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">spa-shell</div>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("app")');
    const tlsPort = await freePort();
    origin = `https://localhost:${tlsPort}`;
    // What DEPLOY.md sets: one trusted hop, and the public origin (nginx passes Host without its port).
    platform = await startTestPlatform({ WEB_DIST: dist, TRUST_PROXY: 'true', PUBLIC_ORIGIN: origin });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const serverPort = (platform.app.server.address() as net.AddressInfo).port;
    // The second process of the site is down here: nginx must pass its share to the live one.
    nginx = await startSite({ dir, upstreams: [serverPort, await freePort()], webDist: dist, tlsPort });
    ca = nginx.ca;
    httpPort = nginx.httpPort;
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    if (platformOpen) await platform?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the API over TLS and HTTP/2, every request, with one of two server processes down', async () => {
    for (let i = 0; i < 6; i++) {
      const answer = await h2('GET', '/api/system/health');
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'success' });
    }
  });

  it('moves plain http to https, path kept', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: httpPort, path: '/problem/3?tab=1', headers: { host: 'localhost' } }, resolve)
        .on('error', reject),
    );
    answer.resume();
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('https://localhost/problem/3?tab=1');
  });

  it('serves hashed assets from disk for a year, a missing one as 404, and the SPA page from the server', async () => {
    const asset = await h2('GET', '/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect((await h2('GET', '/assets/gone-999.js')).status).toBe(404);
    const page = await h2('GET', '/problem/3');
    expect(page.status).toBe(200);
    expect(page.body).toContain('spa-shell');
    // The server's own headers reach the browser: its policy, and HSTS since nginx spoke TLS.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['strict-transport-security']).toBeDefined();
  });

  it('lets the server see the client nginx saw, never an address the client wrote', async () => {
    const login = await h2('POST', '/api/user/login', {
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username: 'admin', password: 'admin-password' }),
    });
    expect(login.status, login.body).toBe(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    // The session cookie is Secure: the server knows the browser spoke https to nginx.
    expect(String(login.headers['set-cookie'])).toMatch(/Secure/i);
    const exported = await h2('GET', '/api/admin/export/users', {
      headers: { cookie, 'x-forwarded-for': '6.6.6.6' },
      localAddress: '127.0.0.7',
    });
    expect(exported.status).toBe(200);
    const audit = await h2('GET', '/api/admin/audit?action=export_users', { headers: { cookie } });
    const entries = (JSON.parse(audit.body) as { entries: { address: string }[] }).entries;
    expect(entries[0]?.address).toBe('127.0.0.7');
  });

  it('takes the largest body the contract allows and answers a larger one with the API envelope', async () => {
    const calls = Object.values(API) as ApiCall[];
    const largest = Math.max(...calls.map((call) => bodyEncodingOf(call).maxBytes));
    const limit = /client_max_body_size (\d+)m;/.exec(site);
    expect(limit, 'the site sets client_max_body_size in MiB').not.toBeNull();
    expect(Number(limit![1]) * 1024 * 1024).toBe(largest);

    const tooLarge = await h2('POST', '/api/user/login', {
      headers: { 'content-type': 'application/json', origin },
      body: 'x'.repeat(largest + 1),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual(errorBody('PAYLOAD_TOO_LARGE'));
    // Within nginx's limit but over the call's own: the server's answer, naming the call's limit.
    const overCall = await h2('POST', '/api/user/login', {
      headers: { 'content-type': 'application/json', origin },
      body: 'x'.repeat(1024 * 1024),
    });
    // Who answered, when it is not the 413: nginx's own page (no request id) or the server.
    expect(
      overCall.status,
      JSON.stringify({ body: overCall.body.slice(0, 200), requestId: overCall.headers['x-request-id'] ?? null }),
    ).toBe(413);
    expect((JSON.parse(overCall.body) as { message: string }).message).toMatch(/此接口最多接受/);
  });

  it('answers with the API envelope while no server process is reachable', async () => {
    await platform.close();
    platformOpen = false;
    const answer = await h2('GET', '/api/system/health');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual(errorBody('SERVICE_UNAVAILABLE'));
  });
});
