/**
 * The contract's character rule on every string field of every call: NUL, a C0 or C1 control
 * character and a lone surrogate, put into each string the call's body or query schema defines
 * (found by walking the schema), get a 400 naming the character, never a 500, and move no
 * rate-limit counter, because validation runs before any handler. Before this, a NUL in a login
 * name or an e-mail was a 500 and a registration attempt was counted first.
 */
import { API, type ApiCall, type ApiName } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, sessionCookieFor, startTestPlatform, type TestPlatform } from '../testing/harness.ts';
import { stringFields, withValue } from '../testing/schema-fields.ts';
import { VALID } from '../testing/valid-requests.ts';

const TOKEN = 'text-fields-test-worker-token';
let platform: TestPlatform;
let adminCookie: string;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  adminCookie = await sessionCookieFor(platform);
  // The admin is made a teacher too, so the teacher calls (access 'teacher') reach their body check.
  await platform.db.query('UPDATE users SET is_teacher = true WHERE is_admin');
});
afterAll(async () => {
  await platform?.close();
});

/** The characters the rule refuses, and how its answer names each. */
const FORBIDDEN: [string, string, RegExp][] = [
  ['NUL', 'a\0b', /中含有空字符（NUL），请删除后再试$/],
  ['backspace (C0)', 'a\bb', /中含有控制字符 U\+0008，请删除后再试$/],
  ['escape (C0)', 'a\u001bb', /中含有控制字符 U\+001B，请删除后再试$/],
  ['NEL (C1)', 'a\u0085b', /中含有控制字符 U\+0085，请删除后再试$/],
  ['lone surrogate', 'a\ud800b', /中含有无效的 Unicode 字符（孤立的代理项 U\+D800），请删除后再试$/],
];

function callWith(name: ApiName, call: ApiCall, request: { body?: unknown; query?: Record<string, unknown> }) {
  const client = new Client(platform);
  const search = new URLSearchParams(Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const url = `/api${call.path.replace(':id', '1').replace(':name', 'a.v')}${search ? `?${search}` : ''}`;
  const headers: Record<string, string> = { cookie: adminCookie, authorization: `Bearer ${TOKEN}` };
  if (call.bodyEncoding?.type === 'zip') headers['content-type'] = 'application/zip';
  if (call.bodyEncoding?.type === 'stream') {
    headers['content-type'] = 'application/octet-stream';
    return client.call(call.method, url, Buffer.from([0x1f, 0x8b]), headers);
  }
  if (call.bodyEncoding?.type === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return client.call(call.method, url, new URLSearchParams(request.body as Record<string, string>).toString(), headers);
  }
  return client.call(call.method, url, call.bodyEncoding?.type === 'zip' ? Buffer.from('PK') : request.body, headers);
}

const calls = (Object.entries(API) as [ApiName, ApiCall][]).filter(([, call]) => call.body || call.query);

async function counters() {
  const [rates, users, codes] = await Promise.all([
    platform.db.query<{ bucket: string; hits: number }>('SELECT bucket, hits FROM rate_limits ORDER BY bucket'),
    platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'),
    platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_codes'),
  ]);
  return { rates, users: users[0]!.n, codes: codes[0]!.n };
}

describe(`the character rule on every string field (${DATABASE_KIND})`, () => {
  it('has a valid example of every call that takes a body or a query', () => {
    expect(calls.map(([name]) => name).filter((name) => !VALID[name])).toEqual([]);
  });

  it('finds the string fields of the call table, program output marked', () => {
    const fields = calls.flatMap(([name, call]) =>
      [...(call.body ? stringFields(call.body) : []), ...(call.query ? stringFields(call.query) : [])].map(
        (f) => `${name}:${f.path.join('.')}${f.programOutput ? ' (program output)' : ''}`,
      ),
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'login:username',
        'register:email',
        'verifyCode:email',
        'resetPassword:email',
        'submit:code',
        'importPack:name',
        'workerReport:result.log (program output)',
        'workerReport:result.diagnostics.0.text (program output)',
        'workerReport:result.waveform_gz',
        'workerAttachment:lease_token',
      ]),
    );
    expect(fields.length).toBeGreaterThan(20);
  });

  it('refuses each forbidden character in every string field with a 400 naming it, and counts nothing', { timeout: 120_000 }, async () => {
    const before = await counters();
    let refused = 0;
    for (const [name, call] of calls) {
      const valid = VALID[name]!;
      const fields = [
        ...(call.body ? stringFields(call.body).map((f) => ({ ...f, where: 'body' as const })) : []),
        ...(call.query ? stringFields(call.query).map((f) => ({ ...f, where: 'query' as const })) : []),
      ];
      for (const field of fields.filter((f) => !f.programOutput)) {
        for (const [label, value, message] of FORBIDDEN) {
          // A URL carries UTF-8, and so does a form: a lone surrogate cannot be written into either.
          if ((field.where === 'query' || call.bodyEncoding?.type === 'form') && label === 'lone surrogate') continue;
          const request =
            field.where === 'body'
              ? { ...valid, body: withValue(valid.body, field.path, value) }
              : { ...valid, query: withValue(valid.query, field.path, value) as Record<string, unknown> };
          const res = await callWith(name, call, request);
          const what = `${name} ${field.where}.${field.path.join('.')} ${label}`;
          expect(res.status, what).toBe(400);
          expect(res.body.code, what).toBe('VALIDATION_FAILED');
          expect(res.body.message, what).toMatch(message);
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(100);
    expect(await counters()).toEqual(before);
  });

  it('keeps tab, newline and carriage return in code, and refuses them in one-line fields', async () => {
    const code = 'module TopModule;\r\n\twire a;\nendmodule\n';
    const saved = await callWith('saveDraft', API.saveDraft, { body: { code } });
    expect(saved.status).not.toBe(400);
    const login = await callWith('login', API.login, { body: { username: 'some\tone', password: 'secret1' } });
    expect(login).toMatchObject({ status: 400, body: { message: '用户名中含有控制字符 U+0009，请删除后再试' } });
  });

  it('names the field’s subject: code keeps its NUL message', async () => {
    const res = await callWith('submit', API.submit, { body: { code: 'module m;\0endmodule' } });
    expect(res.body.message).toBe('代码中含有空字符（NUL），请删除后再试');
  });

  it('relays a judged program’s output as it printed it (control characters and all)', async () => {
    const valid = VALID.workerReport!.body as { result: Record<string, unknown> };
    const printed = 'tick\b\u001b[31mred\u0085\0\n';
    const body = {
      ...valid,
      result: { ...valid.result, log: printed, diagnostics: [{ file: 'a\bv', line: 1, column: null, severity: 'error', text: printed }] },
    };
    const res = await callWith('workerReport', API.workerReport, { body });
    // Past validation: the made-up lease is the only problem.
    expect(res.status).not.toBe(400);
    expect(res.status).toBeLessThan(500);
  });
});
