/**
 * A submission's state pushed to the page (GET /submission/:id/events): the state at once, then
 * each change as it happens — running once a worker claims it, queued again when its lease runs
 * out or its worker hands it back, the verdict once it is recorded, also when another server process on the same database recorded it (the database's notice) —
 * and the stream ends there. A stranger's submission is the usual not-found answer, not a stream.
 * A user's streams past STREAMS_PER_USER send the state once and end (the page polls instead).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_PER_USER } from './submissions.ts';
import { requeueExpired } from '../queue/engine.ts';
import { ACCEPTED_WIRE_RESULT, Client, DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';

const TOKEN = 'submission-events-worker-token';
const WIRE_OK = 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n';
/** Far below the stream's 25 s resync: an answer this fast came from the notice. */
const PUSHED_WITHIN_MS = 10_000;

let first: TestPlatform;
let second: TestPlatform;
let port: number;

beforeAll(async () => {
  first = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  port = (first.app.server.address() as AddressInfo).port;
  // A second server process on the same database: it records verdicts the first one's streams follow.
  // Its own close leaves the database to the first.
  const db = { ...first.db, close: async () => undefined };
  second = await startTestPlatform({ WORKER_TOKEN: TOKEN }, {}, { db, drop: async () => undefined });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function learner(): Promise<Client> {
  const client = new Client(first);
  expect((await client.post('/api/user/register', { username: uniqueName('events'), password: 'secret1' })).status).toBe(200);
  return client;
}

async function submitWire(client: Client): Promise<number> {
  const [problem] = await first.db.query<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
  const reply = await client.post(`/api/problem/${problem!.id}/submit`, { code: WIRE_OK });
  expect(reply.status).toBe(200);
  return (reply.body as unknown as { submission_id: number }).submission_id;
}

const workerCall = (platform: TestPlatform, body: unknown, url: string) =>
  new Client(platform).call('POST', url, body, { authorization: `Bearer ${TOKEN}` });

/** The worker's side, by hand over the protocol, on `platform`: claim the next judgement. */
async function claimOn(platform: TestPlatform): Promise<{ id: number; lease_token: string }> {
  return (await workerCall(platform, { worker: 'events-worker', wait_ms: 0 }, '/api/worker/claim')).body.job as {
    id: number;
    lease_token: string;
  };
}

/** Reports the claimed judgement accepted, on `platform`. */
async function reportOn(platform: TestPlatform, job: { id: number; lease_token: string }): Promise<void> {
  const reply = await workerCall(
    platform,
    { lease_token: job.lease_token, kind: 'judge', result: ACCEPTED_WIRE_RESULT },
    `/api/worker/jobs/${job.id}/result`,
  );
  expect(reply.body, JSON.stringify(reply.body)).toEqual({ status: 'success' });
}

/**
 * Follows the submission on the first server over a real socket, event by event: `next()` is the
 * next event's status, or 'end' once the server ended the stream.
 */
async function follow(client: Client, id: number) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get({ host: '127.0.0.1', port, path: `/api/submission/${id}/events`, headers: { cookie } }, resolve).on('error', reject),
  );
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  response.setEncoding('utf8');
  const events = (async function* () {
    let buffered = '';
    for await (const chunk of response as AsyncIterable<string>) {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!block.startsWith('data: ')) continue;
        const event = JSON.parse(block.slice(6)) as { submission_id: number; status: string; verdict: string | null };
        expect(event.submission_id).toBe(id);
        yield event.status;
      }
    }
  })();
  return { next: async () => (await events.next()).value ?? 'end', close: () => response.destroy() };
}

describe(`submission events on ${DATABASE_KIND}`, () => {
  for (const [where, judging] of [
    ['this server process', () => first],
    ['another server process', () => second],
  ] as const) {
    it(`pushes each change as it happens, with a worker speaking to ${where}: queued, running, the verdict, the end`, async () => {
      const client = await learner();
      const id = await submitWire(client);
      const stream = await follow(client, id);
      expect(await stream.next()).toBe('queued');
      // Each change arrives by its notice, not by the stream's 25 s resync.
      const claimedAt = Date.now();
      const job = await claimOn(judging());
      expect(await stream.next()).toBe('running');
      expect(Date.now() - claimedAt).toBeLessThan(PUSHED_WITHIN_MS);
      const judgedAt = Date.now();
      await reportOn(judging(), job);
      expect(await stream.next()).toBe('success');
      expect(await stream.next()).toBe('end');
      expect(Date.now() - judgedAt).toBeLessThan(PUSHED_WITHIN_MS);
    });
  }

  it('pushes a requeue: queued again when the lease runs out or the worker hands the job back, then running and the verdict', async () => {
    const client = await learner();
    const id = await submitWire(client);
    const stream = await follow(client, id);
    expect(await stream.next()).toBe('queued');
    const lost = await claimOn(first);
    expect(await stream.next()).toBe('running');
    // The worker died: its lease runs out (made so now), and the sweep puts the job back.
    await first.db.query(`UPDATE jobs SET lease_expires_at = now() - interval '1 second' WHERE id = $1`, [lost.id]);
    const sweptAt = Date.now();
    expect(await requeueExpired(first.ctx)).toBe(1);
    expect(await stream.next()).toBe('queued');
    expect(Date.now() - sweptAt).toBeLessThan(PUSHED_WITHIN_MS);
    // Another worker takes it and gives it back (its own failure), on the other server process.
    const handedBack = await claimOn(second);
    expect(await stream.next()).toBe('running');
    const failedAt = Date.now();
    const fail = await workerCall(
      second,
      { lease_token: handedBack.lease_token, error: 'worker stopping' },
      `/api/worker/jobs/${handedBack.id}/fail`,
    );
    expect(fail.body).toEqual({ status: 'success' });
    expect(await stream.next()).toBe('queued');
    expect(Date.now() - failedAt).toBeLessThan(PUSHED_WITHIN_MS);
    const judged = await claimOn(first);
    expect(await stream.next()).toBe('running');
    await reportOn(first, judged);
    expect(await stream.next()).toBe('success');
    expect(await stream.next()).toBe('end');
  });

  it(`sends one event and ends past ${STREAMS_PER_USER} open streams of a user; a closed one frees its place`, async () => {
    const client = await learner();
    const id = await submitWire(client);
    const open = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) {
      const stream = await follow(client, id);
      expect(await stream.next()).toBe('queued');
      open.push(stream);
    }
    const over = await follow(client, id);
    expect(await over.next()).toBe('queued');
    expect(await over.next()).toBe('end');

    // Another user is not counted against this one.
    const other = await learner();
    const theirs = await follow(other, await submitWire(other));
    expect(await theirs.next()).toBe('queued');
    theirs.close();

    // One closed: the server lets go of it when the socket closes; then a new stream stays open.
    open.pop()!.close();
    /** The replacement stream, and its next event (already asked for: it waited, so the stream stayed open). */
    let replacement: { stream: Awaited<ReturnType<typeof follow>>; pending: Promise<string> } | undefined;
    for (let attempt = 0; attempt < 50 && !replacement; attempt++) {
      const stream = await follow(client, id);
      expect(await stream.next()).toBe('queued');
      const pending = stream.next();
      const ended = await Promise.race([pending.then((s) => s === 'end'), new Promise<false>((r) => setTimeout(() => r(false), 200))]);
      if (!ended) replacement = { stream, pending };
    }
    expect(replacement, 'a stream stayed open once one was closed').toBeDefined();
    // Both users' judgements claimed (users take turns, so in either order) and judged: none is left queued.
    const jobs = [await claimOn(first), await claimOn(first)];
    expect(await replacement!.pending).toBe('running');
    for (const stream of open) expect(await stream.next()).toBe('running');
    for (const job of jobs) await reportOn(first, job);
    for (const stream of [...open, replacement!.stream]) {
      expect(await stream.next()).toBe('success');
      expect(await stream.next()).toBe('end');
    }
  });

  it('sends a final submission once and ends; a stranger gets not-found', async () => {
    const client = await learner();
    const id = await submitWire(client);
    await reportOn(first, await claimOn(first));
    const stream = await follow(client, id);
    expect(await stream.next()).toBe('success');
    expect(await stream.next()).toBe('end');
    const stranger = await learner();
    const refused = await stranger.get(`/api/submission/${id}/events`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'SUBMISSION_NOT_FOUND' });
  });
});
