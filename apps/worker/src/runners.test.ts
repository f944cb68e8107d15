/**
 * The worker's runner table against the job-kind registry: every kind has a runner, a table that
 * lacks one is refused at start, and a claimed job runs in the jail under the limits the registry
 * derives from its payload.
 */
import { JOB_KIND_NAMES } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { checkRunners, RUNNABLE_KINDS, RUNNERS, runJob } from './runners.ts';

const WIRE = 'module TopModule(input in, output out); assign out = in; endmodule\n';
const spec = {
  interface: { top: 'TopModule', inputs: [{ name: 'in', width: 1 }], outputs: [{ name: 'out', width: 1 }] },
  stimulus: { random: 8 },
  reference: WIRE,
  time_limit_ms: 5000,
};

describe('runners', () => {
  it('cover every registered kind, and claim exactly those', () => {
    expect(() => checkRunners(RUNNERS)).not.toThrow();
    expect([...RUNNABLE_KINDS].sort()).toEqual([...JOB_KIND_NAMES].sort());
  });

  it('refuse to start with a kind missing, naming it', () => {
    expect(() => checkRunners({ judge: RUNNERS.judge })).toThrow('job kinds without a runner in this worker: validate');
  });

  it('run a claimed validation in the jail, and stop at once when the lease is lost', async () => {
    const job = { id: 1, kind: 'validate' as const, payload: { spec, code: WIRE }, lease_token: 't', lease_ms: 30_000 };
    const result = await runJob(job, new AbortController().signal);
    expect(result).toMatchObject({ verdict: 'accepted', samples: expect.any(Number) as number });

    // A design that spins in zero simulated time would run to its 5 s limit; the abort ends it now.
    const spin =
      'module TopModule(input in, output out);\n  integer i;\n  always @(in) for (i = 0; i >= 0; i = i + 0) ;\n  assign out = in;\nendmodule\n';
    const lost = new AbortController();
    const started = Date.now();
    setTimeout(() => lost.abort(), 500);
    await runJob({ ...job, payload: { spec, code: spin } }, lost.signal);
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
