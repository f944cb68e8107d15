/**
 * One request id from the proxy to the worker (http/request-scope.ts): a judgement queued by a
 * submit carries the id of the submit's request into the claim the worker gets — nginx's
 * X-Request-Id when the server sits behind a trusted proxy, a random one otherwise (a client
 * talking to the server directly cannot choose the id its work is logged under).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';
import { requestIdOf } from './request-scope.ts';

const TOKEN = 'request-scope-worker-token-0123';
const WIRE_OK = 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n';
const NGINX_ID = '0123456789abcdef0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let direct: TestPlatform;
let proxied: TestPlatform;
beforeAll(async () => {
  direct = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  proxied = await startTestPlatform({ WORKER_TOKEN: TOKEN, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

/** Submits the wire problem with `header` as X-Request-Id; returns the request id the claimed judgement carries. */
async function requestIdOfJudgement(platform: TestPlatform, header: string): Promise<unknown> {
  const learner = new Client(platform);
  expect((await learner.post('/api/user/register', { username: uniqueName('rid'), password: 'secret1' })).status).toBe(200);
  const [problem] = await platform.db.query<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
  const submitted = await learner.call('POST', `/api/problem/${problem!.id}/submit`, { code: WIRE_OK }, { 'x-request-id': header });
  expect(submitted.status).toBe(200);
  const claim = await new Client(platform).call(
    'POST',
    '/api/worker/claim',
    { worker: 'rid-worker', kinds: ['judge'], wait_ms: 0 },
    { authorization: `Bearer ${TOKEN}` },
  );
  return (claim.body.job as { request_id?: unknown }).request_id;
}

describe(`request ids on ${DATABASE_KIND}`, () => {
  it("gives the worker the id of the request that queued its job: the trusted proxy's, else a random one", async () => {
    expect(await requestIdOfJudgement(proxied, NGINX_ID)).toBe(NGINX_ID);
    const chosen = await requestIdOfJudgement(direct, NGINX_ID);
    expect(chosen).toMatch(UUID);
  });

  it('takes a proxy id only in the expected shape', () => {
    expect(requestIdOf(NGINX_ID, true)).toBe(NGINX_ID);
    expect(requestIdOf(NGINX_ID, false)).toMatch(UUID);
    for (const odd of ['short', 'x'.repeat(65), 'has space in it', 'line\nbreak-0123456', 'quote"0123456789'])
      expect(requestIdOf(odd, true), odd).toMatch(UUID);
    expect(requestIdOf([NGINX_ID, NGINX_ID], true)).toMatch(UUID);
  });
});
