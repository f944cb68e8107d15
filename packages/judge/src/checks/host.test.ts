import { afterEach, describe, expect, it } from 'vitest';
import { CheckAborted, CheckFailed, CheckHost, CheckOverrun, checkFailureMessage } from './host.ts';
import type { CHECKS } from './table.ts';
import type { TestThreadData } from './test-thread.ts';

const TEST_THREAD = new URL('./test-thread.ts', import.meta.url);
type Table = typeof CHECKS & { hog(input: null): never };

const hosts: CheckHost<Table>[] = [];
function host(deadlineMs: number, data: TestThreadData = {}, memoryMb = 512): CheckHost<Table> {
  const made = new CheckHost<Table>(TEST_THREAD, { deadlineMs, memoryMb }, data);
  hosts.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});

/** The longest the event loop went without running a timer while `work` ran. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: PromiseSettledResult<T>; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  const [result] = await Promise.allSettled([work]);
  clearInterval(tick);
  return { result, stallMs };
}

const scan = { texts: ['module m; $fopen("x"); endmodule'], policy: 'judging' as const, provided: [] };

describe('the check host', () => {
  it('runs a check on its thread and answers its output', async () => {
    const h = host(10_000);
    const out = await h.run('preprocessed', scan);
    expect(out.problems[0]!.map((p) => p.message)).toEqual(['不允许使用系统任务或函数 $fopen']);
    expect(out.modules).toEqual([['m']]);
  });

  it('ends a check that overruns its deadline, with the event loop free meanwhile, and the next check gets a fresh thread', async () => {
    const h = host(500, { stall: 'rawSources' });
    await h.run('preprocessed', scan); // the thread is up
    const started = performance.now();
    const { result, stallMs } = await longestStall(h.run('rawSources', { texts: ['module m; endmodule'] }));
    expect(result.status).toBe('rejected');
    expect((result as PromiseRejectedResult).reason).toBeInstanceOf(CheckOverrun);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(stallMs).toBeLessThan(1000);
    expect((await h.run('preprocessed', scan)).modules).toEqual([['m']]);
  });

  it('answers a check that throws as a failure of that check only', async () => {
    const h = host(10_000, { fail: 'compiledDesign' });
    const failed = h.run('compiledDesign', { vvp: '', learnerPaths: [], policy: 'judging', options: {} });
    await expect(failed).rejects.toBeInstanceOf(CheckFailed);
    await expect(failed).rejects.toThrow('a check that throws');
    expect((await h.run('preprocessed', scan)).modules).toEqual([['m']]);
  });

  it('answers a check that exhausts its thread`s memory as a failure, and starts a new thread for the next', async () => {
    const h = host(60_000, {}, 64);
    await expect(h.run('hog', null)).rejects.toBeInstanceOf(CheckFailed);
    expect((await h.run('preprocessed', scan)).modules).toEqual([['m']]);
  });

  it('abandons a running or queued check when its run ends, and goes on with the rest', async () => {
    const h = host(60_000, { stall: 'rawSources' });
    const stop = new AbortController();
    const running = h.run('rawSources', { texts: [''] }, { signal: stop.signal });
    const queued = h.run('rawSources', { texts: [''] }, { signal: stop.signal });
    const next = h.run('preprocessed', scan);
    stop.abort();
    await expect(running).rejects.toBeInstanceOf(CheckAborted);
    await expect(queued).rejects.toBeInstanceOf(CheckAborted);
    expect((await next).modules).toEqual([['m']]);
  });

  it('counts a thread that never starts as dead after the deadline: the waiting check fails, the next gets a new thread', async () => {
    const hangStarts = new Int32Array(new SharedArrayBuffer(4));
    hangStarts[0] = 1;
    // Why 2 s, not less: the next thread must start within it too, and under the suite's load (three
    // test files at once) a thread's start was once seen to take over 500 ms.
    const h = host(2000, { hangStarts });
    const started = performance.now();
    const { result, stallMs } = await longestStall(h.run('preprocessed', scan));
    expect(result.status).toBe('rejected');
    expect((result as PromiseRejectedResult).reason).toBeInstanceOf(CheckFailed);
    expect(String((result as PromiseRejectedResult).reason)).toMatch(/did not start within 2000 ms/);
    expect(performance.now() - started).toBeLessThan(6000);
    expect(stallMs).toBeLessThan(1000);
    expect((await h.run('preprocessed', scan)).modules).toEqual([['m']]);
  });

  it('words what the learner reads in Chinese, and nothing for an abandoned check', () => {
    expect(checkFailureMessage(new CheckOverrun('preprocessed', 10_000))).toMatch(/^代码检查超时：10 秒内没有完成/);
    expect(checkFailureMessage(new CheckFailed('preprocessed', 'RangeError'))).toMatch(/^代码检查出错/);
    expect(checkFailureMessage(new CheckAborted('preprocessed'))).toBeNull();
  });
});
