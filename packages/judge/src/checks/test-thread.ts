/**
 * A check thread for the tests of host.ts and of the runs that use it: the real checks of
 * table.ts, except that the check named in workerData `stall` never ends (a loop the deadline must
 * stop), the one named `fail` throws, and `hog` allocates until the thread's memory limit kills it.
 * `hangStarts` (shared between the threads) counts down the threads that hang before saying `ready`.
 */
import { workerData } from 'node:worker_threads';
import { serveChecks } from './serve.ts';
import { CHECKS, type CheckTable } from './table.ts';

export interface TestThreadData {
  stall?: string;
  fail?: string;
  /** One shared counter: while above zero, a starting thread takes one and never says `ready`. */
  hangStarts?: Int32Array;
}

const data = (workerData ?? {}) as TestThreadData;
const table: CheckTable = { ...CHECKS };
if (data.stall)
  table[data.stall] = () => {
    for (;;) {
      /* a check that never ends */
    }
  };
if (data.fail)
  table[data.fail] = () => {
    throw new Error('a check that throws');
  };
table.hog = () => {
  const held: number[][] = [];
  for (;;) held.push(new Array<number>(1_000_000).fill(1));
};

if (data.hangStarts && Atomics.sub(data.hangStarts, 0, 1) > 0)
  for (;;) {
    /* a start that never ends */
  }
serveChecks(table);
