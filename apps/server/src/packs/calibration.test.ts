/**
 * What an import makes of a reference's validation run (import.ts): the time-limit calibration —
 * 3 × the reference's run + 1 s, never below what the pack declares, at most 20 s, and a re-import
 * keeps the stored limit while it still covers the run, so a slower minute makes no new revision
 * of an unchanged problem — and the words of a refusal.
 */
import { describe, expect, it } from 'vitest';
import { calibratedLimit, rejection } from './import.ts';

describe('calibrating an imported problem`s time limit', () => {
  it('gives a long reference run room, above what the pack declares', () => {
    expect(calibratedLimit(100, 5000)).toBe(5000);
    expect(calibratedLimit(2000, 5000)).toBe(7000);
    expect(calibratedLimit(9000, 5000)).toBe(20_000);
  });

  it('keeps a stored limit that still covers the run, and raises one that does not', () => {
    expect(calibratedLimit(1500, 5000, 7000)).toBe(7000);
    expect(calibratedLimit(2000, 5000, 8000)).toBe(8000);
    expect(calibratedLimit(3500, 5000, 8000)).toBe(8000);
    expect(calibratedLimit(4000, 5000, 8000)).toBe(13_000);
  });

  it('keeps the limit of a re-import whose run took twice its first time (a busy machine)', () => {
    // First import: a 1 s run gives 3 × 1 s + 1 s = 4 s, so the declared 5 s stands.
    expect(calibratedLimit(1000, 5000)).toBe(5000);
    expect(calibratedLimit(2000, 5000, 5000)).toBe(5000);
    // Past twice the stored limit's share, the limit is raised again.
    expect(calibratedLimit(2500, 5000, 5000)).toBe(8500);
  });
});

describe('why a reference is refused', () => {
  it('tells the testbench`s own TIMEOUT, with mismatches, from the jail`s clock', () => {
    const timeout = { verdict: 'time_limit', log: 'TIMEOUT\nMismatches: 3 in 200000 samples', mismatches: 3, samples: 200000 };
    expect(rejection(timeout, true, 20_000)).toBe(
      '参考答案未通过验证（time_limit）：测试平台在它自己的 TIMEOUT 上限处结束了仿真，此前参考答案在 200000 个采样中有 3 个不匹配',
    );
    const clock = { verdict: 'time_limit', log: '运行超时：仿真没有在时间限制内结束', mismatches: 0, samples: 0 };
    expect(rejection(clock, true, 20_000)).toBe('参考答案未通过验证（time_limit）：测试平台没有在 20 秒内结束（它调用 $finish 了吗？）');
  });
});
