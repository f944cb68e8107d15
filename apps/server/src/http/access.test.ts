/**
 * Access from the call table, for every entry: each is registered (and in the OpenAPI document),
 * and each refuses the wrong caller before looking at its body — visitors on user and admin
 * calls (401 NOT_LOGGED_IN), users and VIP users on admin calls (403 FORBIDDEN), users, VIP users and
 * admins who are no teachers on teacher calls (403 NOT_TEACHER), anyone without the worker
 * token on worker calls (401 WORKER_UNAUTHORIZED), anyone without the metrics token on operator calls
 * (401 OPERATOR_UNAUTHORIZED; the worker token is not it) — while the right caller gets past the check.
 * Generated from API, so a new entry is covered the day it is added.
 */
import { API, pathOf, type ApiCall, type ApiName } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAsWorker, Client, DATABASE_KIND, startTestPlatform, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';

const TOKEN = 'access-test-worker-token';
const METRICS_TOKEN = 'access-test-metrics-token';
const REFUSALS = ['NOT_LOGGED_IN', 'FORBIDDEN', 'NOT_TEACHER', 'WORKER_UNAUTHORIZED', 'OPERATOR_UNAUTHORIZED'];
let platform: TestPlatform;
let user: Client;
let vip: Client;
let admin: Client;
let teacher: Client;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN, METRICS_TOKEN });
  // A worker heard from: the readiness probe then answers 200, as an admitted call should.
  await claimAsWorker(platform, TOKEN, 'access-test');
  user = new Client(platform);
  expect((await user.post('/api/user/register', { username: uniqueName('access'), password: 'secret1' })).status).toBe(200);
  admin = new Client(platform);
  expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  // A paying member is still no admin.
  vip = new Client(platform);
  const vipName = uniqueName('vip');
  expect((await vip.post('/api/user/register', { username: vipName, password: 'secret1' })).status).toBe(200);
  await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '30 days' WHERE username = $1`, [
    vipName,
  ]);
  // A teacher is made by an admin (routes/classes.test.ts grants it through the panel).
  teacher = new Client(platform);
  const teacherName = uniqueName('teacher');
  expect((await teacher.post('/api/user/register', { username: teacherName, password: 'secret1' })).status).toBe(200);
  await platform.db.query('UPDATE users SET is_teacher = true WHERE username = $1', [teacherName]);
});
afterAll(async () => {
  await platform?.close();
});

const entries = Object.entries(API) as [ApiName, ApiCall][];

/** The entry called with an empty body of its encoding: access is decided before the body is looked at. */
function knock(client: Client, name: ApiName, call: ApiCall, headers: Record<string, string> = {}): Promise<Reply> {
  const url = `/api${pathOf(name, { id: 1, name: 'a.v', orderNumber: 'VD0000000000000000000A' })}`;
  if (call.method === 'GET') return client.call('GET', url, undefined, headers);
  const binary = call.bodyEncoding?.type === 'zip' || call.bodyEncoding?.type === 'stream';
  const type = call.bodyEncoding?.type === 'zip' ? 'application/zip' : 'application/octet-stream';
  return client.call(call.method, url, binary ? Buffer.alloc(0) : {}, { ...(binary ? { 'content-type': type } : {}), ...headers });
}

function expectRefused(reply: Reply, status: number, code: string, what: string) {
  expect({ status: reply.status, code: reply.body.code }, what).toEqual({ status, code });
}

function expectAdmitted(reply: Reply, what: string) {
  expect(REFUSALS, `${what}: ${JSON.stringify(reply.body)}`).not.toContain(reply.body.code);
  expect(reply.status, what).toBeLessThan(500);
}

describe(`access from the call table on ${DATABASE_KIND}`, () => {
  it('registers every entry once, and lists each in the OpenAPI document', async () => {
    const doc = (await new Client(platform).get('/api/docs')).body as { paths: Record<string, Record<string, unknown>> };
    for (const [name, call] of entries) {
      expect(platform.app.hasRoute({ method: call.method, url: `/api${call.path}` }), name).toBe(true);
      const openApiPath = `/api${call.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
      expect(doc.paths[openApiPath]?.[call.method.toLowerCase()], `${name} in /api/docs`).toBeDefined();
    }
  });

  for (const [name, call] of entries) {
    const what = `${name} (${call.method} ${call.path}, ${call.access})`;
    it(`${what} refuses the wrong caller and admits the right one`, async () => {
      const visitor = new Client(platform);
      const worker = { authorization: `Bearer ${TOKEN}` };
      switch (call.access) {
        case 'public':
          expectAdmitted(await knock(visitor, name, call), `${what} for a visitor`);
          break;
        case 'user':
          expectRefused(await knock(visitor, name, call), 401, 'NOT_LOGGED_IN', `${what} for a visitor`);
          expectRefused(await knock(visitor, name, call, { cookie: `veridojo_session=${'x'.repeat(43)}` }), 401, 'NOT_LOGGED_IN', what);
          expectRefused(await knock(visitor, name, call, worker), 401, 'NOT_LOGGED_IN', `${what} for a worker`);
          expectAdmitted(await knock(user, name, call), `${what} for a user`);
          break;
        case 'admin':
          expectRefused(await knock(visitor, name, call), 401, 'NOT_LOGGED_IN', `${what} for a visitor`);
          expectRefused(await knock(user, name, call), 403, 'FORBIDDEN', `${what} for a user`);
          expectRefused(await knock(vip, name, call), 403, 'FORBIDDEN', `${what} for a VIP user`);
          expectRefused(await knock(visitor, name, call, worker), 401, 'NOT_LOGGED_IN', `${what} for a worker`);
          expectAdmitted(await knock(admin, name, call), `${what} for an admin`);
          break;
        case 'teacher':
          expectRefused(await knock(visitor, name, call), 401, 'NOT_LOGGED_IN', `${what} for a visitor`);
          expectRefused(await knock(user, name, call), 403, 'NOT_TEACHER', `${what} for a user`);
          expectRefused(await knock(vip, name, call), 403, 'NOT_TEACHER', `${what} for a VIP user`);
          expectRefused(await knock(admin, name, call), 403, 'NOT_TEACHER', `${what} for an admin who is no teacher`);
          expectRefused(await knock(visitor, name, call, worker), 401, 'NOT_LOGGED_IN', `${what} for a worker`);
          expectAdmitted(await knock(teacher, name, call), `${what} for a teacher`);
          break;
        case 'worker':
          expectRefused(await knock(visitor, name, call), 401, 'WORKER_UNAUTHORIZED', `${what} without a token`);
          expectRefused(await knock(visitor, name, call, { authorization: 'Bearer wrong' }), 401, 'WORKER_UNAUTHORIZED', what);
          expectRefused(await knock(visitor, name, call, { authorization: TOKEN }), 401, 'WORKER_UNAUTHORIZED', `${what}, no Bearer`);
          expectRefused(await knock(admin, name, call), 401, 'WORKER_UNAUTHORIZED', `${what} for an admin's session`);
          expectAdmitted(await knock(visitor, name, call, worker), `${what} with the token`);
          break;
        case 'operator':
          expectRefused(await knock(visitor, name, call), 401, 'OPERATOR_UNAUTHORIZED', `${what} without a token`);
          expectRefused(await knock(visitor, name, call, worker), 401, 'OPERATOR_UNAUTHORIZED', `${what} with the worker token`);
          expectRefused(await knock(admin, name, call), 401, 'OPERATOR_UNAUTHORIZED', `${what} for an admin's session`);
          expectAdmitted(await knock(visitor, name, call, { authorization: `Bearer ${METRICS_TOKEN}` }), `${what} with the token`);
          break;
      }
    });
  }

  it('admits no worker and no operator at all when the server has no such token', async () => {
    const tokenless = await startTestPlatform({ WORKER_TOKEN: '', METRICS_TOKEN: '' });
    try {
      for (const [name, call] of entries.filter(([, c]) => c.access === 'worker' || c.access === 'operator')) {
        const code = call.access === 'worker' ? 'WORKER_UNAUTHORIZED' : 'OPERATOR_UNAUTHORIZED';
        for (const authorization of ['Bearer ', 'Bearer undefined', `Bearer ${TOKEN}`, `Bearer ${METRICS_TOKEN}`]) {
          const reply = await knock(new Client(tokenless), name, call, { authorization });
          expectRefused(reply, 401, code, `${name} with ${JSON.stringify(authorization)}`);
        }
      }
    } finally {
      await tokenless.close();
    }
  });
});
