// Beijing time, independent of the host's time zone (the suite also runs with TZ set elsewhere).
import { describe, expect, it } from 'vitest';
import { beijingDateTime, fromBeijingInput, toBeijingInput } from './beijing-time.ts';

describe('Beijing time', () => {
  it('shows a UTC instant in Beijing time, across midnight into the next day', () => {
    expect(beijingDateTime('2026-11-22T08:00:00.000Z')).toBe('2026-11-22 16:00:00');
    expect(beijingDateTime(new Date('2026-12-31T16:30:05Z'))).toBe('2027-01-01 00:30:05');
  });

  it('answers null for what is not a date', () => {
    expect(beijingDateTime('not a date')).toBeNull();
  });

  it('writes and reads a datetime-local input in Beijing time, back to the same instant', () => {
    expect(toBeijingInput('2031-01-01T16:30:00.000Z')).toBe('2031-01-02T00:30');
    expect(fromBeijingInput('2031-01-02T00:30')).toBe('2031-01-01T16:30:00.000Z');
    expect(fromBeijingInput(toBeijingInput('2030-06-15T03:04:00.000Z'))).toBe('2030-06-15T03:04:00.000Z');
  });
});
