/**
 * The job queue's guarantees under concurrency and faults, on PGlite and PostgreSQL: claims
 * racing each other never share a job; users take turns, so one user's burst does not starve
 * another's submission, and each user's jobs stay in order; a worker killed with SIGKILL mid-judgement loses
 * nothing (its lease runs out and another worker judges the submission); a server restart with
 * queued submissions loses nothing.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../repos/jobs.ts';
import {
  Client,
  DATABASE_KIND,
  persistentDatabase,
  startTestPlatform,
  uniqueName,
  validationPayload,
  type TestPlatform,
} from '../testing/harness.ts';
import { serverUrl, spawnTestWorker } from '../testing/worker-process.ts';

const TOKEN = 'queue-test-token-0123456789';
const claim = (platform: TestPlatform, kinds: string[], worker: string) =>
  new Client(platform).call('POST', '/api/worker/claim', { worker, kinds, wait_ms: 0 }, { authorization: `Bearer ${TOKEN}`, origin: '' });

const children: ChildProcess[] = [];
function startWorker(platform: TestPlatform, name: string) {
  const child = spawnTestWorker(serverUrl(platform), TOKEN, name);
  children.push(child);
  return child;
}
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`the job queue on ${DATABASE_KIND}`, () => {
  it('never hands one job to two claimers', async () => {
    const platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
    try {
      for (let i = 0; i < 24; i++) await enqueueJob(platform.db, { kind: 'validate', payload: validationPayload(i) });
      const claimed: number[] = [];
      await Promise.all(
        Array.from({ length: 6 }, async (_, w) => {
          for (;;) {
            const res = await claim(platform, ['validate'], `racer-${w}`);
            const job = res.body.job as { id: number } | null;
            if (!job) return;
            claimed.push(job.id);
          }
        }),
      );
      expect(claimed).toHaveLength(24);
      expect(new Set(claimed).size).toBe(24);
    } finally {
      await platform.close();
    }
  });

  it('takes turns between users: a burst of ten from one user delays another user by one job, and each user keeps FIFO', async () => {
    const platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
    try {
      const [problem] = await platform.db.query<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
      const learner = async (prefix: string, address: string) => {
        const client = new Client(platform, address);
        expect((await client.post('/api/user/register', { username: uniqueName(prefix), password: 'secret1' })).status).toBe(200);
        return client;
      };
      const submit = async (client: Client, n: number) =>
        (
          await client.post(`/api/problem/${problem!.id}/submit`, {
            code: `module TopModule(input in, output out); assign out = in; endmodule // ${n}`,
          })
        ).body.submission_id as number;
      const accepted = {
        verdict: 'accepted',
        mismatches: 0,
        samples: 1,
        output_mismatches: {},
        first_mismatch: null,
        diagnostics: [],
        log: 'Mismatches: 0 in 1 samples\n',
        waveform_gz: null,
      };
      const claimJob = async (worker: string) =>
        (await claim(platform, ['judge', 'validate'], worker)).body.job as {
          id: number;
          kind: string;
          lease_token: string;
          payload: { submission_id?: number };
        } | null;
      const finish = async (job: { id: number; kind: string; lease_token: string }) => {
        const res = await new Client(platform).call(
          'POST',
          `/api/worker/jobs/${job.id}/result`,
          { lease_token: job.lease_token, kind: job.kind, result: accepted },
          { authorization: `Bearer ${TOKEN}`, origin: '' },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      };
      /** What a job is: its submission, or `job N` for one without (pack validation). */
      const what = (job: { id: number; payload: { submission_id?: number } }) => job.payload.submission_id ?? `job ${job.id}`;
      /** One worker's loop: claim, report, claim again. Returns what it claimed, in order. */
      const drain = async () => {
        const order: (number | string)[] = [];
        for (let job = await claimJob('only-worker'); job; job = await claimJob('only-worker')) {
          order.push(what(job));
          await finish(job);
        }
        return order;
      };

      // One claimer that finishes each job before the next: A queued ten, then B one.
      const a = await learner('burst', '10.20.0.1');
      const b = await learner('patient', '10.20.0.1');
      const burst: number[] = [];
      for (let i = 0; i < 10; i++) burst.push(await submit(a, i));
      const waiting = await submit(b, 0);
      expect(await drain()).toEqual([burst[0], waiting, ...burst.slice(1)]);

      // Two workers: the user with fewer jobs running goes first, even when the other's turn is older.
      // (Fresh users: A has used its ten submissions of the minute.)
      const c = await learner('steady', '10.20.0.2');
      const d = await learner('quick', '10.20.0.2');
      const [c1, c2, d1, d2] = [await submit(c, 1), await submit(c, 2), await submit(d, 1), await submit(d, 2)];
      await platform.db.query(`UPDATE queue_turns SET last_claimed_at = now() - interval '1 hour'`);
      const held = await claimJob('w1');
      expect(what(held!)).toBe(c1); // C and D equal: the older job
      const quick = await claimJob('w2');
      expect(what(quick!)).toBe(d1); // C has one running
      await finish(quick!);
      expect(what((await claimJob('w2'))!)).toBe(d2); // C still has one running, D none, though D's turn is newer
      await finish(held!);
      expect(await drain()).toEqual([c2]);

      // Jobs without a user (a pack's validation) are one more user, the system, taking its turns —
      // after the learners' submissions, which the registry gives a higher priority.
      const system: string[] = [];
      for (let i = 0; i < 3; i++) system.push(`job ${await enqueueJob(platform.db, { kind: 'validate', payload: validationPayload(i) })}`);
      const late = await submit(b, 13);
      expect(await drain()).toEqual([late, system[0], system[1], system[2]]);
      // At one priority the system takes its turn like any user (a judgement lowered by hand; the
      // system's last turn forgotten, so it comes first as it did before priorities were used).
      const more: string[] = [];
      for (let i = 3; i < 6; i++) more.push(`job ${await enqueueJob(platform.db, { kind: 'validate', payload: validationPayload(i) })}`);
      const level = await submit(b, 14);
      await platform.db.query('UPDATE jobs SET priority = 0 WHERE submission_id = $1', [level]);
      await platform.db.query('DELETE FROM queue_turns WHERE owner = 0');
      expect(await drain()).toEqual([more[0], level, more[1], more[2]]);
    } finally {
      await platform.close();
    }
  });

  it('stops a worker that is waiting for work at once, and its claim takes no job with it', async () => {
    const platform = await startTestPlatform({ WORKER_TOKEN: TOKEN, PROBLEMS_DIR: '/nonexistent' });
    try {
      await platform.app.listen({ port: 0, host: '127.0.0.1' });
      const idle = startWorker(platform, 'idle');
      // Wait until it is past its self-test and holding a claim open: a waiting claim listens for
      // 'queued' (queue/engine.ts). A fixed 4 s was too short for the self-test on a loaded machine.
      await until(
        'the worker to hold a claim open',
        async () => (platform.ctx.jobEvents.listenerCount('queued') > 0 ? true : undefined),
        25_000,
      );
      const exited = new Promise<number | null>((resolve) => idle.once('exit', resolve));
      const stopped = Date.now();
      idle.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(3000);
      const jobId = await enqueueJob(platform.db, { kind: 'validate', payload: validationPayload(1) });
      platform.ctx.jobEvents.emit('queued');
      await new Promise((r) => setTimeout(r, 300));
      expect(await platform.db.query('SELECT status FROM jobs WHERE id = $1', [jobId])).toEqual([{ status: 'queued' }]);
    } finally {
      await platform.close();
    }
  });

  it('judges a submission whose worker was killed mid-judgement', async () => {
    const platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
    try {
      await platform.app.listen({ port: 0, host: '127.0.0.1' });
      const client = new Client(platform);
      await client.post('/api/user/register', { username: uniqueName('kill'), password: 'secret1' });
      const [problem] = await platform.db.query<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
      // A design that spins in zero simulated time: the judgement runs until its 5 s limit.
      const code =
        'module TopModule(input in, output out);\n  integer i;\n  always @(in) for (i = 0; i >= 0; i = i + 0) ;\n  assign out = in;\nendmodule\n';
      const { submission_id } = (await client.post(`/api/problem/${problem!.id}/submit`, { code })).body as unknown as {
        submission_id: number;
      };
      const doomed = startWorker(platform, 'doomed');
      const job = await until('the first worker to claim', async () => {
        const [row] = await platform.db.query<{ id: number }>(
          `SELECT id FROM jobs WHERE submission_id = $1 AND status = 'running' AND worker = 'doomed'`,
          [submission_id],
        );
        return row;
      });
      doomed.kill('SIGKILL');
      await new Promise((r) => doomed.once('exit', r));
      // Its lease would run out after 30 s; make that happen now.
      await platform.db.query(`UPDATE jobs SET lease_expires_at = now() - interval '1 second' WHERE id = $1`, [job.id]);
      startWorker(platform, 'survivor');
      const verdict = await until('a verdict', async () => {
        const res = await client.get(`/api/submission/${submission_id}`);
        return res.body.status === 'failed' || res.body.status === 'success' ? res.body : undefined;
      });
      expect(verdict).toMatchObject({ status: 'failed', error_code: 'time_limit' });
      const [row] = await platform.db.query<{ attempts: number; worker: string | null; status: string }>(
        'SELECT attempts, worker, status FROM jobs WHERE id = $1',
        [job.id],
      );
      expect(row).toMatchObject({ attempts: 2, status: 'done' });
    } finally {
      await platform.close();
    }
  });

  it('keeps queued submissions across a server restart', async () => {
    const database = await persistentDatabase();
    let platform = await startTestPlatform({ WORKER_TOKEN: TOKEN }, {}, { db: await database.open(), drop: async () => undefined });
    const client = new Client(platform);
    const name = uniqueName('restart');
    await client.post('/api/user/register', { username: name, password: 'secret1' });
    const [problem] = await platform.db.query<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
    const { submission_id } = (
      await client.post(`/api/problem/${problem!.id}/submit`, {
        code: 'module TopModule(input in, output out); assign out = in; endmodule',
      })
    ).body as unknown as { submission_id: number };
    await platform.close();

    platform = await startTestPlatform({ WORKER_TOKEN: TOKEN }, {}, { db: await database.open(), drop: database.drop });
    try {
      const job = (await claim(platform, ['judge'], 'after-restart')).body.job as { payload: { submission_id: number } } | null;
      expect(job?.payload.submission_id).toBe(submission_id);
      const again = new Client(platform);
      await again.post('/api/user/login', { username: name, password: 'secret1' });
      expect((await again.get(`/api/submission/${submission_id}`)).body).toMatchObject({ status: 'running' });
    } finally {
      await platform.close();
    }
  });
});
