// Radix texts of bus values (with x/z and wider than a double) and times in the dump's unit.
import { describe, expect, it } from 'vitest';
import { formatTime, formatValue } from './format.ts';
import { parseVcd, type Trace } from '@veridojo/waveform';

/** The trace and value code of a one-variable dump holding `value` (VCD syntax, e.g. b1000_0000). */
function valueOf(width: number, value: string, kind = 'wire'): [Trace, number] {
  const waveform = parseVcd(`$scope module t $end\n$var ${kind} ${width} ! v $end\n$upscope $end\n$enddefinitions $end\n#0\n${value} !\n`);
  const trace = waveform.traces[0]!;
  return [trace, trace.values[0]!];
}

const all = (width: number, value: string, kind?: string) => {
  const [trace, code] = valueOf(width, value, kind);
  return (['bin', 'hex', 'dec', 'signed'] as const).map((radix) => formatValue(trace, code, radix));
};

describe('bus values in each radix', () => {
  it('shows known values, padded in binary and hex', () => {
    expect(all(8, 'b10000000')).toEqual(['10000000', '80', '128', '-128']);
    expect(all(8, 'b11111111')).toEqual(['11111111', 'ff', '255', '-1']);
    expect(all(8, 'b101')).toEqual(['00000101', '05', '5', '5']);
    expect(all(12, 'b100000000001')).toEqual(['100000000001', '801', '2049', '-2047']);
    expect(all(32, `b1${'0'.repeat(31)}`)).toEqual([`1${'0'.repeat(31)}`, '80000000', '2147483648', '-2147483648']);
  });

  it('shows one-bit values as they are', () => {
    expect(all(1, 'b1')).toEqual(['1', '1', '1', '1']);
    expect(all(1, 'bx')).toEqual(['x', 'x', 'x', 'x']);
  });

  it('marks x and z: per hex digit (lower case when the whole digit is), whole value in decimal', () => {
    expect(all(8, 'bx')).toEqual(['xxxxxxxx', 'xx', 'x', 'x']);
    expect(all(8, 'bz')).toEqual(['zzzzzzzz', 'zz', 'z', 'z']);
    expect(all(8, 'b1x0z0000')).toEqual(['1x0z0000', 'X0', 'x', 'x']);
    expect(all(8, 'b0000z1z0')).toEqual(['0000z1z0', '0Z', 'z', 'z']);
    expect(all(8, 'bxxxx0011')).toEqual(['xxxx0011', 'x3', 'x', 'x']);
  });

  it('keeps values wider than 53 bits exact', () => {
    const ones = `b${'1'.repeat(64)}`;
    expect(all(64, ones).slice(1)).toEqual(['ffffffffffffffff', '18446744073709551615', '-1']);
    expect(all(64, `b1${'0'.repeat(63)}`).slice(1)).toEqual(['8000000000000000', '9223372036854775808', '-9223372036854775808']);
  });

  it('shows reals as numbers', () => {
    const [trace, code] = valueOf(64, 'r-2.25', 'real');
    expect(formatValue(trace, code, 'hex')).toBe('-2.25');
  });
});

describe('times', () => {
  it('are bare numbers under Icarus default 1 s timescale (the source # delays)', () => {
    expect(formatTime(61, { magnitude: 1, unit: 's' })).toBe('61');
  });

  it('use the coarsest unit that shows them exactly', () => {
    const ps = { magnitude: 1, unit: 'ps' } as const;
    expect(formatTime(0, ps)).toBe('0 ps');
    expect(formatTime(5000, ps)).toBe('5 ns');
    expect(formatTime(5500, ps)).toBe('5.5 ns');
    expect(formatTime(1_234_567, ps)).toBe('1234.567 ns');
    expect(formatTime(2_000_000, ps)).toBe('2 μs');
    expect(formatTime(7, ps)).toBe('7 ps');
    expect(formatTime(3, { magnitude: 10, unit: 'ns' })).toBe('30 ns');
    expect(formatTime(100, { magnitude: 10, unit: 'ns' })).toBe('1 μs');
  });
});
