/**
 * The formal counterexample (issue 32, part 3) through the real app, the real queue and a real
 * worker process running the Yosys miter in the jail: a wrong answer to a bank problem gets its
 * shortest counterexample stored and shown in the submission's detail (pending first, then the
 * table's cycles — never the reference's code), exactly one follow-up job queued after the verdict;
 * an accepted submission shows none (its search checks the testbench, for admins only).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SubmissionCounterexample } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, uniqueName, type TestPlatform } from '../testing/harness.ts';
import { startPlatformWithWorker, type PlatformWithWorker } from '../testing/worker-process.ts';

const TOKEN = 'counterexample-token-0123456789';
let started: PlatformWithWorker | undefined;
let platform: TestPlatform;

beforeAll(async () => {
  started = await startPlatformWithWorker(TOKEN, 'counterexample-worker');
  platform = started.platform;
});
afterAll(async () => {
  await started?.close();
});

/** Why 90 s: the first submission waits for the worker process to start and self-test (tens of seconds on a loaded machine). */
const WORKER_START_MS = 90_000;

const BANK = path.resolve(import.meta.dirname, '../../../../problems/02-sequential/counter-4bit');
/** The bank's own wrong solution: counts on every clock, ignoring en. */
const IGNORES_ENABLE = fs.readFileSync(path.join(BANK, 'wrong/ignores-enable.v'), 'utf8');
const CORRECT =
  "module TopModule(input clk, input reset, input en, output reg [3:0] q);\n  always @(posedge clk) q <= reset ? 4'd0 : en ? q + 4'd1 : q;\nendmodule\n";

interface Detail {
  status: string;
  verdict: string | null;
  counterexample?: SubmissionCounterexample | null;
}

async function learner() {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: uniqueName('cex'), password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // A VIP learner: every problem of the bank is open to them.
  const id = (res.body.user as { id: number }).id;
  await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '30 days' WHERE id = $1`, [id]);
  return client;
}

async function problemId(slug: string) {
  const [row] = await platform.db.query<{ id: number }>('SELECT id FROM problems WHERE slug = $1', [slug]);
  return row!.id;
}

/** Submits and reads the detail until `done` holds of it (every 250 ms). */
async function submitAndWatch(client: Client, code: string, done: (d: Detail) => boolean, slug = 'counter-4bit') {
  const submitted = await client.post(`/api/problem/${await problemId(slug)}/submit`, { code });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const id = (submitted.body as { submission_id: number }).submission_id;
  const seen: Detail[] = [];
  for (let k = 0; k < 300; k++) {
    const res = await client.get(`/api/submission/${id}`);
    expect(res.status).toBe(200);
    const detail = res.body as unknown as Detail;
    seen.push(detail);
    if (done(detail)) return { id, detail, seen };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`submission ${id} never settled: ${JSON.stringify(seen.at(-1))}\nworker:\n${started!.workerTail()}`);
}

/** Waits until the submission's search is no longer pending; its row's status. */
async function searched(submissionId: number) {
  for (let k = 0; k < 120; k++) {
    const [row] = await platform.db.query<{ status: string }>('SELECT status FROM submission_counterexamples WHERE submission_id = $1', [
      submissionId,
    ]);
    if (row && row.status !== 'pending') return row.status;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`search of ${submissionId} never ended\nworker:\n${started!.workerTail()}`);
}

const searchJobs = (submissionId: number) =>
  platform.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs WHERE kind = 'counterexample' AND (payload->>'submission_id')::int = $1`,
    [submissionId],
  );

describe(`counterexample on ${DATABASE_KIND}`, () => {
  it(
    "shows a wrong answer's shortest counterexample in its detail, stored once, without the reference's code",
    async () => {
      const client = await learner();
      const { id, detail } = await submitAndWatch(
        client,
        IGNORES_ENABLE,
        (d) => d.status === 'failed' && d.counterexample !== undefined && d.counterexample?.status !== 'pending',
      );
      expect(detail.verdict).toBe('wrong_answer');
      const c = detail.counterexample!;
      // Two reset cycles, one with en low (both hold 0; the wrong design counts at the edge), then q differs.
      expect(c).toMatchObject({ status: 'found', sequential: true, cycles: 4, differing: ['q'] });
      expect(c.steps).toHaveLength(4);
      expect(c.inputs.map((s) => s.name)).toEqual(['reset', 'en']);
      expect(c.steps.at(-1)).toMatchObject({ expected: { q: '0000' }, yours: { q: '0001' } });
      expect(c.message).toContain('第 4 个时钟周期');
      // The verdict came first: the search was queued after the judgement was recorded, not within it.
      const [order] = await platform.db.query<{ after: boolean }>(
        `SELECT c.created_at >= s.finished_at AS after FROM submission_counterexamples c JOIN submissions s ON s.id = c.submission_id WHERE s.id = $1`,
        [id],
      );
      expect(order).toEqual({ after: true });

      const reference = fs.readFileSync(path.join(BANK, 'reference.v'), 'utf8');
      const answer = JSON.stringify(detail);
      for (const line of reference.split('\n').filter((l) => l.trim().length > 12)) expect(answer).not.toContain(line.trim());

      // Stored: one follow-up job for the submission, its row found; a second read queues nothing.
      expect((await searchJobs(id))[0]!.n).toBe(1);
      const [row] = await platform.db.query<{ verdict: string; status: string; cycles: number }>(
        'SELECT verdict, status, cycles FROM submission_counterexamples WHERE submission_id = $1',
        [id],
      );
      expect(row).toEqual({ verdict: 'wrong_answer', status: 'found', cycles: 4 });
      expect(((await client.get(`/api/submission/${id}`)).body as unknown as Detail).counterexample).toEqual(c);
      expect((await searchJobs(id))[0]!.n).toBe(1);

      // Nobody else's to read.
      const other = await learner();
      const theirs = await other.get(`/api/submission/${id}`);
      expect({ status: theirs.status, code: theirs.body.code }).toEqual({ status: 404, code: 'SUBMISSION_NOT_FOUND' });
    },
    WORKER_START_MS,
  );

  it(
    'shows no counterexample for an accepted submission; its search checks the testbench and finds it strong',
    async () => {
      const client = await learner();
      const { id, detail } = await submitAndWatch(client, CORRECT, (d) => d.status === 'success');
      expect(detail.verdict).toBe('accepted');
      expect(detail.counterexample).toBeNull();
      // The user's first pass: one search queued, for admins; none found, and still nothing to show.
      expect((await searchJobs(id))[0]!.n).toBe(1);
      let status = 'pending';
      for (let k = 0; k < 120 && status === 'pending'; k++) {
        const [row] = await platform.db.query<{ status: string }>(
          'SELECT status FROM submission_counterexamples WHERE submission_id = $1',
          [id],
        );
        status = row!.status;
        if (status === 'pending') await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe('none');
      expect(((await client.get(`/api/submission/${id}`)).body as unknown as Detail).counterexample).toBeNull();

      // A second pass of the same problem by the same user queues no search.
      const again = await submitAndWatch(client, CORRECT, (d) => d.status === 'success');
      expect((await searchJobs(again.id))[0]!.n).toBe(0);
    },
    WORKER_START_MS,
  );

  it(
    'records a weak testbench for admins when a pass is proved wrong, and tells the learner nothing',
    async () => {
      // counter-mod10 with a testbench weakened to three counting cycles: a counter that wraps at 10
      // instead of 9 passes it, and its carry differs only in the twelfth cycle (2 of reset, then 0…9).
      await platform.db.query(
        `UPDATE problem_revisions SET judge_spec = jsonb_set(judge_spec, '{stimulus}', '{"directed": [{"reset": 0, "en": 1}, {"en": 1}, {"en": 1}], "random": 0}')
          WHERE id = (SELECT current_revision_id FROM problems WHERE slug = 'counter-mod10')`,
      );
      const wraps = fs.readFileSync(path.join(BANK, '../counter-mod10/wrong/counts-to-10.v'), 'utf8');
      const client = await learner();
      const { id, detail } = await submitAndWatch(client, wraps, (d) => d.status === 'success' || d.status === 'failed', 'counter-mod10');
      expect(detail.verdict).toBe('accepted');
      expect(await searched(id)).toBe('found');
      expect(((await client.get(`/api/submission/${id}`)).body as unknown as Detail).counterexample).toBeNull();

      const admin = new Client(platform);
      expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
      const queue = await admin.get('/api/admin/queue');
      expect(queue.status).toBe(200);
      const weak = (
        queue.body.weak_testbenches as { submission_id: number; slug: string; counterexample: SubmissionCounterexample }[]
      ).find((w) => w.submission_id === id);
      expect(weak).toMatchObject({ slug: 'counter-mod10', counterexample: { status: 'found', cycles: 12, differing: ['carry'] } });
      // Not a learner's to read.
      const asLearner = await client.get('/api/admin/queue');
      expect(asLearner.status).toBe(403);
    },
    WORKER_START_MS,
  );
});
