/**
 * What route() makes of an entry beyond access (access.test.ts): an error body of the entry's
 * own, answered as declared and checked against the declaration; path parameters typed by the
 * entry, a malformed one its own not-found; server-sent events refused until served. The calls
 * here are written for the test — the shapes the IDE's line limit (spec §5: 400
 * `{ is_restricted, message }`) will use — and registered on the real platform beside the table.
 */
import { ErrorBody, idParam, type ApiCall } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';
import { refuse } from './errors.ts';
import { route } from './route.ts';

/** The spec's restricted answer (§3 "Restricted response"). */
const Restricted = z.strictObject({ is_restricted: z.literal(true), message: z.string() });
const LINE_LIMIT = 3;

const saveWithLimit = {
  method: 'POST',
  path: '/test/files/:id',
  summary: '保存文件（行数限制）',
  tag: 'test',
  access: 'user',
  params: idParam('NOT_FOUND'),
  body: z.strictObject({ content: z.string() }),
  response: z.object({ status: z.literal('success'), id: z.number(), lines: z.number() }),
  errors: { 400: Restricted },
} as const satisfies ApiCall;

/** Declares the same body but answers a wrong one: the server must not pass it on. */
const brokenRefusal = { ...saveWithLimit, path: '/test/broken/:id' } as const satisfies ApiCall;

/** Meets the database restarting (PostgreSQL's admin_shutdown, as node-postgres throws it). */
const databaseGone = { ...saveWithLimit, path: '/test/database-gone/:id' } as const satisfies ApiCall;

let platform: TestPlatform;
let client: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  const { ctx } = platform;
  await platform.app.register(
    async (api) => {
      route(api, ctx, saveWithLimit, async (request, _reply, user) => {
        const lines = request.body.content.split('\n').filter((l) => l.trim() !== '').length;
        if (lines > LINE_LIMIT) throw refuse(saveWithLimit, 400, { is_restricted: true, message: '代码行数超出限制' });
        // The handler's types come from the entry: a number id, a non-null user.
        return { status: 'success', id: request.params.id + user.id * 0, lines };
      });
      route(api, ctx, brokenRefusal, async () => {
        throw refuse(brokenRefusal, 400, { is_restricted: 'yes' } as never);
      });
      route(api, ctx, databaseGone, async () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      });
    },
    { prefix: '/api' },
  );
  client = new Client(platform);
  await client.post('/api/user/register', { username: uniqueName('route'), password: 'secret1' });
});
afterAll(async () => {
  await platform?.close();
});

describe(`route() from an entry on ${DATABASE_KIND}`, () => {
  it('answers a declared 400 body as declared, and the envelope for every other failure on the same call', async () => {
    const ok = await client.post('/api/test/files/7', { content: 'a\n\nb\n' });
    expect(ok).toMatchObject({ status: 200, body: { status: 'success', id: 7, lines: 2 } });

    const restricted = await client.post('/api/test/files/7', { content: 'a\nb\nc\nd\n' });
    expect(restricted.status).toBe(400);
    expect(Restricted.parse(restricted.body)).toEqual({ is_restricted: true, message: '代码行数超出限制' });

    const invalid = await client.post('/api/test/files/7', { content: 5 });
    expect(invalid.status).toBe(400);
    expect(ErrorBody.parse(invalid.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Restricted.safeParse(invalid.body).success).toBe(false);
  });

  it('answers a database out of reach (its restart) as unavailable, in the envelope, not as an internal error', async () => {
    const reply = await client.post('/api/test/database-gone/1', { content: '' });
    expect(reply.status).toBe(503);
    expect(ErrorBody.parse(reply.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('never passes on an error body that breaks its declaration: a logged 500 in the envelope', async () => {
    const reply = await client.post('/api/test/broken/1', { content: '' });
    expect(reply.status).toBe(500);
    expect(ErrorBody.parse(reply.body)).toMatchObject({ code: 'INTERNAL' });
    expect(JSON.stringify(reply.body)).not.toContain('yes');
  });

  it('answers a malformed path parameter with the entry`s not-found, after the access check', async () => {
    for (const bad of ['abc', '0', '-1', '1e3', '2147483648', '99999999999']) {
      const reply = await client.post(`/api/test/files/${bad}`, { content: '' });
      expect({ bad, status: reply.status, code: reply.body.code }).toEqual({ bad, status: 404, code: 'NOT_FOUND' });
    }
    expect((await client.post('/api/test/files/2147483647', { content: '' })).body).toMatchObject({ id: 2147483647 });
    expect((await new Client(platform).post('/api/test/files/abc', { content: '' })).body).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });

  it('documents the declared error body in the OpenAPI document beside the envelope', async () => {
    const doc = (await client.get('/api/docs')).body as {
      paths: Record<string, { post?: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    };
    const answer = JSON.stringify(doc.paths['/api/test/files/{id}']?.post?.responses['400']);
    expect(answer).toContain('is_restricted');
    expect(answer).toContain('VALIDATION_FAILED');
  });
});
