/**
 * A run nobody takes in time (queue/run-and-wait.ts): the caller hears "timeout" and the job is
 * withdrawn — marked failed while still queued, so a worker that comes later never runs work whose
 * caller has gone. (A pack import's validation and an IDE run both end this way when no worker is
 * free; without this file only a loaded machine's bank import ran the withdrawal.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeSpec } from '@veridojo/contracts';
import { claimAsWorker, DATABASE_KIND, startTestPlatform, type TestPlatform } from '../testing/harness.ts';
import { runAndWait } from './run-and-wait.ts';

const TOKEN = 'run-and-wait-worker-token-01234';
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
});
afterAll(async () => {
  await platform?.close();
});

describe(`a run nobody takes in time, on ${DATABASE_KIND}`, () => {
  it('answers timeout and withdraws the queued job, which no worker then gets', async () => {
    const [row] = await platform.db.query<{ spec: JudgeSpec }>(
      `SELECT r.judge_spec AS spec FROM problems p JOIN problem_revisions r ON r.id = p.current_revision_id WHERE p.slug = 'wire'`,
    );
    const outcome = await runAndWait(
      platform.ctx,
      { kind: 'validate', payload: { spec: row!.spec, code: 'module TopModule; endmodule\n' } },
      200,
    );
    expect(outcome).toEqual({ status: 'timeout' });
    const jobs = await platform.db.query<{ status: string; error: string | null }>(
      `SELECT status, error FROM jobs WHERE kind = 'validate'`,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.status).toBe('failed');
    expect(jobs[0]!.error).toBe('等待判题机超时，已撤销');
    expect(await claimAsWorker(platform, TOKEN, 'late-worker')).toBeNull();
  });
});
