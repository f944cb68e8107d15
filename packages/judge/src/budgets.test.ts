/**
 * Per-run budgets hold on this machine (cgroup v1, a worker started as root that becomes the judge
 * user): a fork bomb and a memory hog each end at their own run's limit while a correct
 * judgement, an IDE simulation and a conversion started beside them come out right — and without
 * the budgets the same fork bomb breaks all three (the hole of issue 26, so this test can fail).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUN_MEMORY_BYTES, WORKER_MEMORY_BYTES, WORKER_PROCESSES } from './budgets.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Neighbours {
  budgets: string;
  totals: { processes: number; memoryBytes: number } | null;
  hostile: { end: string; budget: { processes: boolean; memory: boolean; memoryPeakBytes: number } | null };
  judgement: { verdict: string };
  project: { status: string };
  conversion: { status: string };
}

function neighbours(...args: string[]): Neighbours {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'packages/judge/src/testing/neighbours.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Neighbours;
}

const healthy = (run: Neighbours) => ({ judgement: run.judgement.verdict, project: run.project.status, conversion: run.conversion.status });

describe('per-run budgets (cgroup v1, as the setup and CI provide)', () => {
  it('a fork bomb stops at its own process budget; the runs beside it are right', () => {
    const run = neighbours('fork-bomb');
    expect(run.budgets).toMatch(/^per-run budgets: cgroup v1/);
    // All of the worker's sandboxes together are bounded too, as the kernel holds it.
    expect(run.totals).toEqual({ processes: WORKER_PROCESSES, memoryBytes: WORKER_MEMORY_BYTES });
    expect(run.hostile.budget?.processes).toBe(true);
    expect(healthy(run)).toEqual({ judgement: 'accepted', project: 'finished', conversion: 'success' });
  }, 60_000);

  it('a memory hog of many processes is killed at its own memory budget; the runs beside it are right', () => {
    const run = neighbours('memory-hog');
    expect(run.hostile.end).toBe('memory-limit');
    expect(run.hostile.budget?.memory).toBe(true);
    expect(run.hostile.budget!.memoryPeakBytes).toBeLessThanOrEqual(RUN_MEMORY_BYTES);
    expect(healthy(run)).toEqual({ judgement: 'accepted', project: 'finished', conversion: 'success' });
  }, 60_000);

  it('without the budgets the same fork bomb wrecks the others (sandboxes share the judge user’s process limit)', () => {
    const run = neighbours('fork-bomb', '--no-budgets');
    expect(run.budgets).toBe('none');
    expect(healthy(run)).not.toEqual({ judgement: 'accepted', project: 'finished', conversion: 'success' });
  }, 60_000);
});
