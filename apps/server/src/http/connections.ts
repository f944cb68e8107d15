/**
 * The HTTP server's guards against one client holding its connections (issue 26, finding 4): a
 * cap on open connections in all, a cap per client address, and timeouts on receiving a request
 * (its headers, then the whole of it) and on idle keep-alive connections. Without them 20 000
 * sockets that send a partial header filled the open-file table and every other request failed.
 * The embedded default has no proxy in front, so these live in the server itself. Values come from
 * settings.ts (ConnectionSettings, each default with its reason; README, "Connections").
 *
 * What is deliberately not limited: how long an answer takes. A worker's claim long-polls for up
 * to 25 s, an IDE run is answered after up to a minute of silence, and the AI chat is a stream of
 * server-sent events; the request timeouts only cover the time a request takes to arrive.
 */
import fs from 'node:fs';
import type { Server, ServerOptions } from 'node:http';
import { isIPv6, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionSettings } from '../settings.ts';

/**
 * File descriptors kept for everything else the process opens: the database's files (or its
 * PostgreSQL connections), the workers' pipes, log files, outgoing calls (SMTP, AI, payments) and
 * static files being sent. Why 512: a generous multiple of what a busy server holds of these.
 */
const RESERVED_FILES = 512;

/** The soft limit on open files of this process (Node raises it to the hard limit at start), if known. */
export function openFileLimit(limitsText = readProcLimits()): number | undefined {
  const line = limitsText?.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
}

function readProcLimits(): string | undefined {
  try {
    return fs.readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined; // not Linux: the configured cap applies as it is
  }
}

/** The connection cap that applies: the configured one, lowered to leave RESERVED_FILES under the open-file limit. */
export function effectiveMaxConnections(configured: number, fileLimit = openFileLimit()): number {
  if (fileLimit === undefined) return configured;
  return Math.max(1, Math.min(configured, fileLimit - RESERVED_FILES));
}

/**
 * Node's request timeouts are checked by walking the open connections every so often (30 s by
 * default, which would let a stalled header live 40 s). Why a quarter of the headers timeout, at
 * most 1 s: a stalled client is cut within a quarter of its allowance, and walking even the whole
 * cap of connections once a second costs well under a millisecond.
 */
function checkingIntervalMs(c: ConnectionSettings): number {
  return Math.max(50, Math.min(1000, Math.floor(c.headersTimeoutMs / 4)));
}

/** The options of http.createServer and Fastify's own that carry the timeouts. */
export function connectionServerOptions(c: ConnectionSettings): {
  http: ServerOptions;
  requestTimeout: number;
  keepAliveTimeout: number;
} {
  return {
    http: {
      headersTimeout: c.headersTimeoutMs,
      requestTimeout: c.requestTimeoutMs,
      keepAliveTimeout: c.keepAliveTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(c),
    },
    // Fastify sets these two on the server after creating it: the same values.
    requestTimeout: c.requestTimeoutMs,
    keepAliveTimeout: c.keepAliveTimeoutMs,
  };
}

/**
 * The key a connection is counted under: its IPv4 address (an IPv4-mapped IPv6 one unwrapped), or
 * the /64 network of an IPv6 address — one subscriber gets a whole /64, so counting single IPv6
 * addresses would limit nobody.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return '?';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Why 10 s: an attack drops thousands of connections a second; one line per interval says so without flooding the log. */
const LOG_INTERVAL_MS = 10_000;

/**
 * Applies the caps to `server`: connections over the total are closed by Node before they reach
 * any handler (its `maxConnections`), and one address's connections over its limit are closed as
 * they arrive. A refused connection is destroyed at once (no answer is written: the client would
 * be sending its request meanwhile, and a close with unread data resets the connection anyway),
 * so it never holds a file descriptor. Refusals are logged at most once per LOG_INTERVAL_MS.
 */
export function guardConnections(server: Server, c: ConnectionSettings, log: FastifyBaseLogger): void {
  const max = effectiveMaxConnections(c.max);
  if (max < c.max) log.warn({ configured: c.max, applied: max }, 'MAX_CONNECTIONS lowered to stay under the open-file limit');
  server.maxConnections = max;

  const refused = { total: 0, perAddress: 0, addresses: new Set<string>() };
  let lastLog = 0;
  const noteRefusal = (kind: 'total' | 'perAddress', key: string) => {
    refused[kind] += 1;
    if (refused.addresses.size < 20) refused.addresses.add(key);
    const now = Date.now();
    if (now - lastLog < LOG_INTERVAL_MS) return;
    lastLog = now;
    log.warn(
      { overTotal: refused.total, overPerAddress: refused.perAddress, addresses: [...refused.addresses], max, perAddress: c.perAddress },
      'connections refused: too many open',
    );
    refused.total = 0;
    refused.perAddress = 0;
    refused.addresses.clear();
  };
  server.on('drop', (data?: { remoteAddress?: string }) => noteRefusal('total', addressKey(data?.remoteAddress)));

  if (c.perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= c.perAddress) {
      socket.destroy();
      noteRefusal('perAddress', key);
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
