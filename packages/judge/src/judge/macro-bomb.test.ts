/**
 * Issue 26, finding 2: a 214-byte macro bomb froze the worker judging it for minutes (the scan
 * was quadratic and ran on the event loop), and other learners waited. Here the bomb, its
 * over-the-cap sibling and a correct submission are judged at the same moment in one process:
 * the bombs end as compile errors within their limit, the correct submission is accepted in
 * normal time, and the event loop never stalls (heartbeats and wall clocks keep running).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ProblemInterface, Stimulus } from '@veridojo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { judge } from './judge.ts';

const GOLDEN = path.resolve(import.meta.dirname, '../../golden');
const meta = JSON.parse(fs.readFileSync(path.join(GOLDEN, 'problems/adder/problem.json'), 'utf8'));
const adder = {
  iface: ProblemInterface.parse(meta.interface),
  stimulus: Stimulus.parse(meta.stimulus),
  reference: fs.readFileSync(path.join(GOLDEN, 'problems/adder/reference.v'), 'utf8'),
};
const code = (name: string) => fs.readFileSync(path.join(GOLDEN, 'cases', name, 'main.v'), 'utf8');

describe('a macro bomb judged beside a correct submission', () => {
  // A worker's check thread is up before its first job (its self-test judges a problem): so here.
  beforeAll(async () => {
    expect((await judge({ ...adder, code: code('accepted-adder'), timeLimitMs: 5000, seed: 7 })).verdict).toBe('accepted');
  });

  it('ends in a verdict within its limit while the other learner`s verdict comes in normal time', async () => {
    let last = performance.now();
    let stallMs = 0;
    const tick = setInterval(() => {
      stallMs = Math.max(stallMs, performance.now() - last);
      last = performance.now();
    }, 10);
    const started = performance.now();
    const timed = async (submission: string) => {
      const outcome = await judge({ ...adder, code: submission, timeLimitMs: 5000, seed: 7 });
      return { outcome, ms: performance.now() - started };
    };
    try {
      const [bomb, overCap, correct] = await Promise.all([
        timed(code('limit-macro-bomb-hash-paren')),
        timed(code('limit-macro-bomb-over-cap')),
        timed(code('accepted-adder')),
      ]);
      expect(bomb.outcome.verdict).toBe('compile_error');
      expect(bomb.ms).toBeLessThan(5000);
      expect(overCap.outcome.verdict).toBe('compile_error');
      expect(overCap.outcome.diagnostics[0]!.text).toBe('预处理后的代码超过 1 MiB（宏展开过大），请精简后再试');
      expect(correct.outcome.verdict).toBe('accepted');
      // Within its own time limit (before: behind the bomb's 98 s scan). Alone it takes about a
      // second on these shared cores; here its checks may queue behind the bomb's on the one check
      // thread of this process (a worker process judges one job at a time, so there they do not).
      expect(correct.ms).toBeLessThan(5000);
      // No stall worth a heartbeat: the scans run on the check thread (before: 98 s in one go).
      expect(stallMs).toBeLessThan(1000);
    } finally {
      clearInterval(tick);
    }
  });
});
