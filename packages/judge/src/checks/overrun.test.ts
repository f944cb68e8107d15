/**
 * A check that overruns its deadline or throws ends its own run with a verdict, in every
 * composition — the judgement, the IDE's compile, the conversion, the testbench mode — while the
 * event loop stays free (the worker keeps beating heartbeats). The checks run on a test thread
 * (test-thread.ts) that stalls or throws in the check named.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ProblemInterface, Stimulus } from '@veridojo/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { runConversion } from '../convert/convert.ts';
import { judge } from '../judge/judge.ts';
import { judgeTestbench } from '../judge/testbench-mode.ts';
import { runProject } from '../project.ts';
import { CheckHost, useCheckHost } from './host.ts';
import type { CHECKS } from './table.ts';
import type { TestThreadData } from './test-thread.ts';

const GOLDEN = path.resolve(import.meta.dirname, '../../golden');
const adder = (() => {
  const dir = path.join(GOLDEN, 'problems/adder');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'problem.json'), 'utf8'));
  return {
    iface: ProblemInterface.parse(meta.interface),
    stimulus: Stimulus.parse(meta.stimulus),
    reference: fs.readFileSync(path.join(dir, 'reference.v'), 'utf8'),
  };
})();
const correct = fs.readFileSync(path.join(GOLDEN, 'cases/accepted-adder/main.v'), 'utf8');

/** Why 500 ms: well past what these checks take on these small inputs, well inside each run's limit. */
const DEADLINE_MS = 500;
let installed: CheckHost<typeof CHECKS> | null = null;
function checksThat(data: TestThreadData) {
  installed = new CheckHost<typeof CHECKS>(new URL('./test-thread.ts', import.meta.url), { deadlineMs: DEADLINE_MS, memoryMb: 512 }, data);
  useCheckHost(installed);
}
afterEach(async () => {
  useCheckHost(null);
  await installed?.close();
});

/** `work`'s outcome, and the longest the event loop went without running a timer meanwhile. */
async function watched<T>(work: () => Promise<T>): Promise<{ outcome: T; stallMs: number; ms: number }> {
  const started = performance.now();
  let last = started;
  let stallMs = 0;
  const tick = setInterval(() => {
    stallMs = Math.max(stallMs, performance.now() - last);
    last = performance.now();
  }, 10);
  try {
    const outcome = await work();
    return { outcome, stallMs, ms: performance.now() - started };
  } finally {
    clearInterval(tick);
  }
}

describe('a check that overruns or throws ends its run with a verdict', () => {
  it.each(['rawSources', 'preprocessed', 'compiledDesign'])(
    'a judgement whose %s check overruns: compile_error, in time',
    async (check) => {
      checksThat({ stall: check });
      const { outcome, stallMs, ms } = await watched(() => judge({ ...adder, code: correct, timeLimitMs: 5000, seed: 7 }));
      expect(outcome.verdict).toBe('compile_error');
      expect(outcome.diagnostics[0]!.text).toMatch(/^代码检查超时：1 秒内没有完成/);
      expect(ms).toBeLessThan(5000);
      expect(stallMs).toBeLessThan(1000);
    },
  );

  it('a judgement whose compiled-design check throws: system_error naming the step, and the next judgement is accepted', async () => {
    checksThat({ fail: 'compiledDesign' });
    const outcome = await judge({ ...adder, code: correct, timeLimitMs: 5000, seed: 7 });
    expect(outcome.verdict).toBe('system_error');
    expect(outcome.log).toMatch(/^判题异常：判题程序在步骤 design 出错/);
    useCheckHost(null);
    expect((await judge({ ...adder, code: correct, timeLimitMs: 5000, seed: 7 })).verdict).toBe('accepted');
  });

  it('an IDE compile whose scan overruns: refused with the message', async () => {
    checksThat({ stall: 'preprocessed' });
    const files = { 'tb.v': 'module tb; initial $finish; endmodule\n' };
    const { outcome, stallMs } = await watched(() => runProject({ files, top: 'tb', compileOnly: true, timeLimitMs: 5000 }));
    expect(outcome.status).toBe('refused');
    expect(outcome.diagnostics[0]!.text).toMatch(/^代码检查超时/);
    expect(stallMs).toBeLessThan(1000);
  });

  it('a conversion whose reading of the design throws: invalid with the message', async () => {
    checksThat({ fail: 'design' });
    const result = await runConversion({ files: { 'a.v': 'module a(input x, output y); assign y = x; endmodule\n' }, seed: 1 });
    expect(result.status).toBe('invalid');
    expect(result.message).toMatch(/^代码检查出错/);
  });

  it('a learner`s testbench whose scan overruns: compile_error with the message', async () => {
    checksThat({ stall: 'preprocessed' });
    const outcome = await judgeTestbench({
      code: 'module tb; reg a; dut d(.a(a)); initial $finish; endmodule\n',
      dut: 'dut',
      designTop: 'TopModule',
      reference: 'module TopModule(input a); endmodule\n',
      faulty: [],
      timeLimitMs: 5000,
    });
    expect(outcome.verdict).toBe('compile_error');
    expect(outcome.diagnostics[0]!.text).toMatch(/^代码检查超时/);
  });
});
