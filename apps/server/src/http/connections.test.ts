/**
 * The server's connection guards over real sockets (issue 26, finding 4): sockets that send a
 * partial header and then nothing are closed after the headers timeout, one address's connections
 * beyond its limit are closed at once while another address is served, connections beyond the
 * total cap are closed at once, and a long poll that answers after the request timeout is not cut.
 * Loopback addresses other than 127.0.0.1 (127.0.0.2, …) stand for other clients.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../settings.ts';
import { addressKey, effectiveMaxConnections, openFileLimit } from './connections.ts';
import { DATABASE_KIND, startTestPlatform, type TestPlatform } from '../testing/harness.ts';

const TOKEN = 'connections-test-token-0123456789';
const LIMITS = { total: 120, perAddress: 40, headersMs: 1000 };

let platform: TestPlatform;
let port: number;

beforeAll(async () => {
  platform = await startTestPlatform({
    WORKER_TOKEN: TOKEN,
    MAX_CONNECTIONS: String(LIMITS.total),
    MAX_CONNECTIONS_PER_ADDRESS: String(LIMITS.perAddress),
    HEADERS_TIMEOUT_MS: String(LIMITS.headersMs),
    REQUEST_TIMEOUT_MS: String(LIMITS.headersMs),
  });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  port = (platform.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await platform?.close();
});

interface Stalled {
  socket: net.Socket;
  /** When the server closed it, in ms after it was opened (undefined while open). */
  closedAfter: number | undefined;
  /** What the server wrote before closing it. */
  received: string;
}

/** A socket from `from` that sends the start of a request's headers and then nothing. */
function stall(from: string): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    const stalled: Stalled = { socket, closedAfter: undefined, received: '' };
    socket.on('data', (d: Buffer) => (stalled.received += d.toString()));
    socket.on('error', () => undefined); // a reset by the server is what some of these expect
    socket.on('close', () => (stalled.closedAfter = Date.now() - opened));
    socket.once('connect', () => {
      socket.write('GET /api/system/health HTTP/1.1\r\nHost: localhost\r\nX-Partial: ');
      resolve(stalled);
    });
    socket.once('error', (error) => (stalled.closedAfter === undefined ? resolve(stalled) : reject(error)));
  });
}

/** A normal request from `from`; its status and how long it took. */
function request(from: string, path = '/api/system/health'): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path, localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
    });
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const closedWithin = (sockets: Stalled[], ms: number) => sockets.filter((s) => s.closedAfter !== undefined && s.closedAfter <= ms);

async function closeAll(sockets: Stalled[]) {
  for (const s of sockets) s.socket.destroy();
  await sleep(100);
}

describe(`connection guards on ${DATABASE_KIND}`, () => {
  it('closes one address`s connections beyond its limit at once, serves another address meanwhile, and cuts stalled headers', async () => {
    const stalled = await Promise.all(Array.from({ length: LIMITS.perAddress + 20 }, () => stall('127.0.0.1')));
    const other = await request('127.0.0.2');
    expect(other.status).toBe(200);
    // Why 1 s: a health check on loopback takes milliseconds; this only has to be well under the stall.
    expect(other.ms).toBeLessThan(1000);
    await sleep(300);
    // The 20 beyond the address's limit: closed as they arrived, nothing written.
    expect(closedWithin(stalled, 500).length).toBe(20);
    // The rest are cut by the headers timeout (1 s here; Node checks every quarter of it) with a 408.
    await sleep(LIMITS.headersMs + 1000);
    const cut = stalled.filter((s) => s.closedAfter !== undefined && s.closedAfter > 500);
    expect(cut.length).toBe(LIMITS.perAddress);
    expect(cut.every((s) => s.closedAfter! <= LIMITS.headersMs + 1500)).toBe(true);
    expect(cut.every((s) => s.received.startsWith('HTTP/1.1 408'))).toBe(true);
    await closeAll(stalled);
  });

  it('closes connections beyond the total cap at once, and serves again once the stalled ones are cut', async () => {
    // Five addresses of 30, each under its own limit: 150 in all, 30 over the cap of 120.
    const from = ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7'];
    const stalled: Stalled[] = [];
    for (const address of from) stalled.push(...(await Promise.all(Array.from({ length: 30 }, () => stall(address)))));
    await sleep(300);
    const count = await new Promise<number>((resolve, reject) =>
      platform.app.server.getConnections((e, n) => (e ? reject(e) : resolve(n))),
    );
    expect(count).toBeLessThanOrEqual(LIMITS.total);
    expect(closedWithin(stalled, 500).length).toBe(stalled.length - LIMITS.total);
    // Once the headers timeout has cut the stalled ones, another client is served as usual.
    await sleep(LIMITS.headersMs + 1000);
    expect(stalled.every((s) => s.closedAfter !== undefined)).toBe(true);
    const later = await request('127.0.0.9');
    expect(later.status).toBe(200);
    await closeAll(stalled);
  });

  it('lets a long poll answer after the request and headers timeouts: they cover receiving a request, not answering it', async () => {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/worker/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ worker: 'long-poll-test', kinds: ['simulate'], wait_ms: LIMITS.headersMs * 2 + 500 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'success', job: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMITS.headersMs * 2);
  });
});

describe('connection settings', () => {
  it('has defaults with a per-address limit, which is off behind a proxy (every connection would be the proxy`s) unless set', () => {
    expect(readSettings({}).connections).toEqual({
      max: 4096,
      perAddress: 256,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 10_000,
    });
    expect(readSettings({ TRUST_PROXY: 'true' }).connections).toMatchObject({ perAddress: 0, keepAliveTimeoutMs: 72_000 });
    expect(readSettings({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '500' }).connections.perAddress).toBe(500);
    expect(readSettings({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections.perAddress).toBe(0);
    expect(() => readSettings({ MAX_CONNECTIONS: 'lots' })).toThrow(/MAX_CONNECTIONS/);
    // A request timeout below the headers timeout would make Node refuse to start: raised to it.
    expect(readSettings({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '5000' }).connections.requestTimeoutMs).toBe(20_000);
  });

  it('reads TRUST_PROXY as the hops to believe, never every hop', () => {
    expect(readSettings({}).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // `true` is the one proxy in front: an X-Forwarded-For a client sends through it names nobody.
    expect(readSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readSettings({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ' }).trustProxy).toBe('10.0.0.5,10.1.0.0/16');
    expect(readSettings({ TRUST_PROXY: '10.0.0.5' }).connections.perAddress).toBe(0);
  });

  it('keeps file descriptors for the rest of the process under the open-file limit', () => {
    expect(effectiveMaxConnections(4096, 1024)).toBe(512);
    expect(effectiveMaxConnections(4096, 1_048_576)).toBe(4096);
    expect(effectiveMaxConnections(4096, undefined)).toBe(4096);
    expect(
      openFileLimit(
        'Max cpu time              unlimited            unlimited            seconds\nMax open files            20000                20000                files\n',
      ),
    ).toBe(20_000);
    expect(openFileLimit('Max open files            unlimited            unlimited            files\n')).toBeUndefined();
  });

  it('counts IPv4 addresses one by one and IPv6 ones by their /64', () => {
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
