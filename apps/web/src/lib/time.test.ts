// Shanghai display time, independent of the host's time zone.
import { describe, expect, it } from 'vitest';
import { formatShanghaiTime } from './time.ts';

describe('formatShanghaiTime', () => {
  it('shows a UTC instant in Shanghai time (UTC+8) whatever the host zone', () => {
    expect(formatShanghaiTime('2026-11-22T08:00:00.000Z')).toBe('2026-11-22 16:00:00');
  });

  it('crosses midnight into the next Shanghai day', () => {
    expect(formatShanghaiTime('2026-12-31T16:30:05Z')).toBe('2027-01-01 00:30:05');
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatShanghaiTime('not a date')).toBe('not a date');
  });
});
