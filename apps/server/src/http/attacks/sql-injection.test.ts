/**
 * Attacker suite, SQL injection: every path parameter, every query-string field and every string
 * field of a body (found by walking the call's body schema) of every call of the call table, each
 * sent with the classic payloads (quotes, `OR 1=1`, a stacked `DROP
 * TABLE`, a `UNION`, LIKE wildcards, non-ASCII digits, an emoji, ids past 32 bits, a very long
 * value) beside the call's valid request, by a caller every access check admits (an admin's session
 * and the worker token). Every answer is a clean envelope below 500; a search for a payload finds
 * nothing; and afterwards every table a payload could reach is the same, row for row (a checksum),
 * and a victim's things are untouched — a body's payload may only be stored as the text it is
 * (a registration's password, the configuration's fields), never change anything else. Generated from API: a new parameter is attacked the day it
 * is added.
 *
 * The rest of the attacker suite: see the header of idor.test.ts.
 */
import { API, pathOf, type ApiCall, type ApiName } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  claimAsWorker,
  Client,
  DATABASE_KIND,
  sessionCookieFor,
  startTestPlatform,
  type Reply,
  type TestPlatform,
} from '../../testing/harness.ts';
import { stringFields, withValue } from '../../testing/schema-fields.ts';
import { VALID } from '../../testing/valid-requests.ts';
import { ownedRows, plantVictim, type Victim } from './victim.ts';

const TOKEN = 'sql-injection-test-worker-token';
let platform: TestPlatform;
let adminCookie: string;
let victim: Victim;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  victim = await plantVictim(platform, TOKEN, false);
  adminCookie = await sessionCookieFor(platform);
  // The admin is made a teacher too, so the teacher calls (access 'teacher') reach their body and their handler.
  await platform.db.query('UPDATE users SET is_teacher = true WHERE is_admin');
  // A worker heard from, so the readiness probe answers 200 rather than its 503 NOT_READY.
  await claimAsWorker(platform, TOKEN, 'sql-injection-test');
});
afterAll(async () => {
  await platform?.close();
});

/** The classic payloads. Why so few: each is sent to every parameter of every call, and CI time is shared. */
const PAYLOADS = [
  `' OR 1=1--`,
  `1' OR '1'='1`,
  `1; DROP TABLE users;--`,
  `" OR ""="`,
  `1) UNION SELECT password_hash FROM users--`,
  `%' OR username LIKE '%`,
  `%`,
  `\\`,
  `１２３`,
  `٣`,
  `é😀'--`,
  `2147483648`,
  `-1`,
  `1e3`,
  'x'.repeat(5000),
];
/**
 * The payloads sent in every string field of a body: the ones that would change a statement's
 * meaning if spliced into it. Why not all: a body has several fields, and CI time is shared.
 */
const BODY_PAYLOADS = [`' OR 1=1--`, `1; DROP TABLE users;--`, `1) UNION SELECT password_hash FROM users--`, `\\`];
/**
 * Calls that queue a run and wait for a worker's answer (none runs here): their string fields are
 * source text and a top module's name handed to the jail; the sandbox suite sends payloads through them.
 */
const WAITS_FOR_A_WORKER = new Set<ApiName>(['ideCompile', 'ideSimulate', 'convert', 'validateVerilog']);
/** Payloads no stored text contains (a bare `%` does: a bank title says 50%): a search for one of them finds nothing. */
const UNMATCHED = new Set(PAYLOADS.filter((p) => /['"\\;]/.test(p)));

/** The top-level field names of a query schema (through defaults, optionals and pipes). */
function queryFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
  if (def.type === 'pipe') return queryFields(def.in as z.ZodType);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return queryFields(def.innerType as z.ZodType);
  return [];
}

const entries = Object.entries(API) as [ApiName, ApiCall][];
const paramNames = (call: ApiCall) => [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
/** A harmless value of each path parameter, for when another parameter is the one attacked. */
const HARMLESS: Record<string, string> = { id: '999999', name: 'sqli.v', orderNumber: 'VD0000000000000000000A' };

function send(
  name: ApiName,
  call: ApiCall,
  params: Record<string, string>,
  query: Record<string, unknown>,
  body: unknown = VALID[name]?.body,
): Promise<Reply> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const url = `/api${pathOf(name, params)}${search ? `?${search}` : ''}`;
  const headers: Record<string, string> = { cookie: adminCookie, authorization: `Bearer ${TOKEN}` };
  const client = new Client(platform);
  switch (call.bodyEncoding?.type) {
    case 'zip':
      return client.call(call.method, url, Buffer.from('PK'), { ...headers, 'content-type': 'application/zip' });
    case 'stream':
      return client.call(call.method, url, Buffer.from([0x1f, 0x8b]), { ...headers, 'content-type': 'application/octet-stream' });
    case 'form':
      return client.call(call.method, url, new URLSearchParams(body as Record<string, string>).toString(), {
        ...headers,
        'content-type': 'application/x-www-form-urlencoded',
      });
    default:
      return client.call(call.method, url, call.method === 'GET' ? undefined : (body ?? {}), headers);
  }
}

/**
 * A checksum of every row of each table a payload could reach, and how many rows it has; `except`
 * leaves out what a body's payload may legitimately write (the rows it wrote, or a whole table).
 */
async function tables(except: { rows?: Record<string, string>; tables?: string[] } = {}) {
  const names = [
    'users',
    'sessions',
    'problems',
    'chapters',
    'submissions',
    'drafts',
    'jobs',
    'vip_orders',
    'admin_audit',
    'system_config',
  ];
  const sums: Record<string, string> = {};
  for (const table of names.filter((n) => !except.tables?.includes(n))) {
    const where = except.rows?.[table] ? `WHERE NOT (${except.rows[table]})` : '';
    const [row] = await platform.db.query<{ n: number; sum: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text)) AS sum FROM ${table} t ${where}`,
    );
    sums[table] = `${row!.n}:${row!.sum}`;
  }
  return sums;
}

/** An error answer is an envelope: the platform's (a code), a payment call's (success: false) or the IDE's (is_restricted). */
function clean(reply: Reply, what: string) {
  const text = JSON.stringify(reply.body).slice(0, 300);
  expect(reply.status, `${what}: ${text}`).toBeLessThan(500);
  expect(text, what).not.toMatch(/syntax error|SQLSTATE|relation "|column "|unterminated|pg_|PGlite/i);
  if (reply.status >= 400) expect(reply.body.code ?? reply.body.success ?? reply.body.is_restricted, `${what}: ${text}`).toBeDefined();
}

/** A search for a payload: an admin list answered 200 counts nothing (an injected `OR 1=1` would count every row). */
function findsNothing(reply: Reply, what: string) {
  if (reply.status === 200) expect(reply.body.total, what).toBe(0);
}

describe(`SQL injection in every path parameter, query field and body field (${DATABASE_KIND})`, () => {
  it('answers each payload with a clean envelope and changes no table', { timeout: 120_000 }, async () => {
    const before = await tables();
    const victimBefore = await ownedRows(platform, victim.userId);
    let sent = 0;
    for (const [name, call] of entries) {
      const names = paramNames(call);
      const harmless = Object.fromEntries(names.map((p) => [p, HARMLESS[p]!]));
      const valid = VALID[name]?.query ?? {};
      for (const payload of PAYLOADS) {
        for (const param of names) {
          clean(await send(name, call, { ...harmless, [param]: payload }, valid), `${name} :${param} = ${payload.slice(0, 40)}`);
          sent += 1;
        }
        for (const field of queryFields(call.query)) {
          const reply = await send(name, call, harmless, { ...valid, [field]: payload });
          const what = `${name} ?${field}= ${payload.slice(0, 40)}`;
          clean(reply, what);
          if (field === 'search' && UNMATCHED.has(payload)) findsNothing(reply, what);
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(await tables()).toEqual(before);
    expect(await ownedRows(platform, victim.userId)).toEqual(victimBefore);
  });

  it(
    'answers each payload in every string field of a body with a clean envelope, and stores it only as text',
    { timeout: 120_000 },
    async () => {
      // What a body's payload may write as data: the registration's new user (VALID's name, with the
      // payload as its password or e-mail) and its session, the configuration and its audit line.
      const written = {
        rows: { users: `username = 'newcomer'`, sessions: `user_id IN (SELECT id FROM users WHERE username = 'newcomer')` },
        tables: ['system_config', 'admin_audit'],
      };
      const before = await tables(written);
      const auditBefore = await platform.db.query<{ id: number }>('SELECT id FROM admin_audit');
      const victimBefore = await ownedRows(platform, victim.userId);
      let sent = 0;
      const jsonBody = ([n, c]: [ApiName, ApiCall]) => c.body && (c.bodyEncoding?.type ?? 'json') === 'json' && !WAITS_FOR_A_WORKER.has(n);
      for (const [name, call] of entries.filter(jsonBody)) {
        const harmless = Object.fromEntries(paramNames(call).map((p) => [p, HARMLESS[p]!]));
        // A password is only hashed (scrypt, tens of ms each), never put in a statement: its fields are left out.
        for (const field of stringFields(call.body!).filter((f) => !/password/i.test(String(f.path.at(-1))))) {
          for (const payload of BODY_PAYLOADS) {
            const reply = await send(name, call, harmless, VALID[name]?.query ?? {}, withValue(VALID[name]?.body, field.path, payload));
            const what = `${name} body.${field.path.join('.')} = ${payload}`;
            // No AI provider here: the AI calls answer their 503 before the message goes anywhere.
            if (reply.body.code === 'AI_NOT_CONFIGURED') expect(reply.status, what).toBe(503);
            else clean(reply, what);
            sent += 1;
          }
        }
      }
      expect(sent).toBeGreaterThan(300);
      expect(await tables(written)).toEqual(before);
      expect(await ownedRows(platform, victim.userId)).toEqual(victimBefore);
      // Nobody was made an admin, and the only audit lines added are the configuration's own.
      expect((await platform.db.query<{ username: string }>('SELECT username FROM users WHERE is_admin')).map((u) => u.username)).toEqual([
        'admin',
      ]);
      const added = await platform.db.query<{ action: string }>('SELECT action FROM admin_audit WHERE NOT (id = ANY($1::int[]))', [
        auditBefore.map((a) => a.id),
      ]);
      expect(added.filter((a) => a.action !== 'update_config')).toEqual([]);
      // A payload the configuration stores reads back as the text it was: bound as a value, never spliced into SQL.
      const payload = BODY_PAYLOADS[0]!;
      const stored = await send(
        'adminUpdateConfig',
        API.adminUpdateConfig,
        {},
        {},
        { ...VALID.adminUpdateConfig!.body!, ai_model: payload },
      );
      expect(stored.status, JSON.stringify(stored.body)).toBe(200);
      const [config] = await platform.db.query<{ value: unknown }>(`SELECT value FROM system_config WHERE key = 'ai_model'`);
      expect(config?.value).toBe(payload);
    },
  );

  it('attacks every parameter the call table has', () => {
    const attacked = entries.flatMap(([name, call]) => [
      ...paramNames(call).map((p) => `${name}:${p}`),
      ...queryFields(call.query).map((f) => `${name}?${f}`),
    ]);
    expect(attacked).toEqual(
      expect.arrayContaining([
        'submission:id',
        'ideReadFile:name',
        'demoPaymentConfirm:orderNumber',
        'adminUsers?search',
        'adminUsers?sort',
        'adminAudit?action',
        'importPack?name',
        'workerAttachment?lease_token',
      ]),
    );
    for (const param of new Set(entries.flatMap(([, call]) => paramNames(call)))) expect(HARMLESS, param).toHaveProperty(param);
  });
});
