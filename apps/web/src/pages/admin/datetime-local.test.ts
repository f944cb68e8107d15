import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime-local.ts';

describe('the VIP expiry input in Beijing time', () => {
  it('shows an instant in Beijing time and reads it back to the same instant', () => {
    expect(toLocalInput('2031-01-01T16:30:00.000Z')).toBe('2031-01-02T00:30');
    expect(fromLocalInput('2031-01-02T00:30')).toBe('2031-01-01T16:30:00.000Z');
    expect(fromLocalInput(toLocalInput('2030-06-15T03:04:00.000Z'))).toBe('2030-06-15T03:04:00.000Z');
  });
});
