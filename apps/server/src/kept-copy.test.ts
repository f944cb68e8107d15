/**
 * The configuration kept in memory, on its own: read once, frozen, re-read after a minute or a
 * drop, and a read overtaken by a drop not kept. (Through the app and the database's notice:
 * routes/user.test.ts, "the configuration kept in memory".)
 */
import { DEFAULT_SYSTEM_CONFIG, type SystemConfig } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { KeptCopy } from './kept-copy.ts';

let clock = 1_000_000;

/** A database stand-in: each read returns the configuration as it is now, and is counted. */
function store() {
  const state = { limit: 5, reads: 0 };
  const read = async (): Promise<SystemConfig> => {
    state.reads++;
    return { ...structuredClone(DEFAULT_SYSTEM_CONFIG), problem_limit: state.limit };
  };
  return { state, read };
}

describe('the configuration kept in memory', () => {
  it('reads once, then answers from memory with a frozen copy no caller can change', async () => {
    const { state, read } = store();
    const cache = new KeptCopy(read, () => clock);
    const first = await cache.current();
    expect(() => {
      (first as SystemConfig).problem_limit = 99;
    }).toThrow(TypeError);
    expect(() => {
      (first.rate_limits as SystemConfig['rate_limits']).submit.limit = 0;
    }).toThrow(TypeError);
    expect((await cache.current()).problem_limit).toBe(5);
    expect(state.reads).toBe(1);
  });

  it('re-reads after a drop, and after a minute at the latest', async () => {
    const { state, read } = store();
    const cache = new KeptCopy(read, () => clock);
    await cache.current();
    state.limit = 7;
    expect((await cache.current()).problem_limit).toBe(5);
    cache.changed();
    expect((await cache.current()).problem_limit).toBe(7);
    expect(state.reads).toBe(2);
    state.limit = 9;
    clock += 59_999;
    expect((await cache.current()).problem_limit).toBe(7);
    clock += 1;
    expect((await cache.current()).problem_limit).toBe(9);
    expect(state.reads).toBe(3);
  });

  it('does not keep a read a drop overtook: it may hold the rows from before the change', async () => {
    const { state, read } = store();
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    let held = gate();
    const slow = async () => {
      const config = await read(); // the rows as they are when the read starts
      await held.opened;
      return config;
    };
    const cache = new KeptCopy(slow, () => clock);
    const reading = cache.current();
    state.limit = 8;
    cache.changed(); // the change commits while the read is under way
    held.open();
    expect((await reading).problem_limit).toBe(5); // that caller sees what it read
    held = gate();
    const next = cache.current();
    held.open();
    expect((await next).problem_limit).toBe(8); // the next one reads again
  });
});
