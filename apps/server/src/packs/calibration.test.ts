/**
 * The time-limit calibration of an import (import.ts calibratedLimit): 3 × the reference's run
 * + 1 s, never below what the pack declares, at most 20 s — and a re-import keeps the stored limit
 * while it still covers the run, so a slower minute makes no new revision of an unchanged problem.
 */
import { describe, expect, it } from 'vitest';
import { calibratedLimit } from './import.ts';

describe('calibrating an imported problem`s time limit', () => {
  it('gives a long reference run room, above what the pack declares', () => {
    expect(calibratedLimit(100, 5000)).toBe(5000);
    expect(calibratedLimit(2000, 5000)).toBe(7000);
    expect(calibratedLimit(9000, 5000)).toBe(20_000);
  });

  it('keeps a stored limit that still covers the run, and raises one that does not', () => {
    expect(calibratedLimit(1500, 5000, 7000)).toBe(7000);
    expect(calibratedLimit(2000, 5000, 8000)).toBe(8000);
    expect(calibratedLimit(3000, 5000, 8000)).toBe(10_000);
  });
});
