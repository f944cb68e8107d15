/**
 * A submission's verdict pushed to the page (GET /submission/:id/events): the state at once, then
 * the verdict as soon as it is recorded — also when another server process on the same database
 * recorded it (the database's notice) — and the stream ends there. A stranger's submission is the
 * usual not-found answer, not a stream.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';

const TOKEN = 'submission-events-worker-token';
const WIRE_OK = 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n';
/** Far below the stream's 25 s resync: an answer this fast came from the notice. */
const PUSHED_WITHIN_MS = 10_000;

let first: TestPlatform;
let second: TestPlatform;

beforeAll(async () => {
  first = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  // A second server process on the same database: it records verdicts the first one's streams follow.
  // Its own close leaves the database to the first.
  const db = { ...first.db, close: async () => undefined };
  second = await startTestPlatform({ WORKER_TOKEN: TOKEN }, {}, { db, drop: async () => undefined });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function learner(platform: TestPlatform): Promise<Client> {
  const client = new Client(platform);
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

/** Claims the next judgement on `platform` (or reports `claimed`) and reports it accepted. */
async function judgeOn(platform: TestPlatform, claimed?: { id: number; lease_token: string }): Promise<void> {
  const worker = (body: unknown, url: string) => workerCall(platform, body, url);
  const job = claimed ?? (await claimOn(platform));
  const result = {
    verdict: 'accepted',
    mismatches: 0,
    samples: 33,
    output_mismatches: { out: 0 },
    first_mismatch: null,
    diagnostics: [],
    log: 'Mismatches: 0 in 33 samples',
    waveform_gz: null,
  };
  const reply = await worker({ lease_token: job.lease_token, kind: 'judge', result }, `/api/worker/jobs/${job.id}/result`);
  expect(reply.body, JSON.stringify(reply.body)).toEqual({ status: 'success' });
}

/** Follows the submission on `platform` until the stream ends: its events, and when it ended. */
async function follow(platform: TestPlatform, client: Client, id: number) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const reply = await platform.app.inject({ method: 'GET', url: `/api/submission/${id}/events`, headers: { cookie } });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/event-stream/);
  const events = reply.body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as { submission_id: number; status: string; verdict: string | null });
  return { events, endedAt: Date.now() };
}

/**
 * Follows the submission over a real socket, event by event: `next()` is the next event's status,
 * or 'end' once the server ended the stream.
 */
async function followLive(platform: TestPlatform, client: Client, id: number) {
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = platform.app.server.address() as AddressInfo;
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get({ host: '127.0.0.1', port, path: `/api/submission/${id}/events`, headers: { cookie } }, resolve).on('error', reject),
  );
  expect(response.statusCode).toBe(200);
  response.setEncoding('utf8');
  const lines = (async function* () {
    let buffered = '';
    for await (const chunk of response as AsyncIterable<string>) {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (block.startsWith('data: ')) yield (JSON.parse(block.slice(6)) as { status: string }).status;
      }
    }
  })();
  return { next: async () => (await lines.next()).value ?? 'end' };
}

describe(`submission events on ${DATABASE_KIND}`, () => {
  it('pushes each change as it happens: queued, running once a worker claims it, then the verdict', async () => {
    const client = await learner(first);
    const id = await submitWire(client);
    const stream = await followLive(first, client, id);
    expect(await stream.next()).toBe('queued');
    const claimedAt = Date.now();
    const job = await claimOn(first);
    expect(await stream.next()).toBe('running');
    // Pushed by the claim's notice, not found by the 25 s resync.
    expect(Date.now() - claimedAt).toBeLessThan(PUSHED_WITHIN_MS);
    await judgeOn(first, job);
    expect(await stream.next()).toBe('success');
    expect(await stream.next()).toBe('end');
  });

  it('sends the state at once and the verdict when it is recorded, then ends', async () => {
    const client = await learner(first);
    const id = await submitWire(client);
    const following = follow(first, client, id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const judgedAt = Date.now();
    await judgeOn(first);
    const { events, endedAt } = await following;
    expect(events[0]).toMatchObject({ submission_id: id, status: 'queued', verdict: null });
    expect(events.at(-1)).toMatchObject({ submission_id: id, status: 'success', verdict: 'accepted' });
    expect(endedAt - judgedAt).toBeLessThan(PUSHED_WITHIN_MS);
  });

  it('hears a verdict another server process recorded', async () => {
    const client = await learner(first);
    const id = await submitWire(client);
    const following = follow(first, client, id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const judgedAt = Date.now();
    await judgeOn(second);
    const { events, endedAt } = await following;
    expect(events.at(-1)).toMatchObject({ submission_id: id, status: 'success', verdict: 'accepted' });
    expect(endedAt - judgedAt).toBeLessThan(PUSHED_WITHIN_MS);
  });

  it('sends a final submission once and ends; a stranger gets not-found', async () => {
    const client = await learner(first);
    const id = await submitWire(client);
    await judgeOn(first);
    const { events } = await follow(first, client, id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: 'success' });
    const stranger = await learner(first);
    const refused = await stranger.get(`/api/submission/${id}/events`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'SUBMISSION_NOT_FOUND' });
  });
});
