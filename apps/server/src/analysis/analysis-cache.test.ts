// The rule analyses' cache keeps the most recently used answers and lets the oldest go when full.
import { describe, expect, it } from 'vitest';
import { AnalysisCache } from './analysis-cache.ts';

const answer = (n: number) => ({ analysis: `分析 ${n}`, patterns: [`p${n}`] });

describe('the rule analyses cache', () => {
  it('evicts the least recently used answer once full', () => {
    const cache = new AnalysisCache(2);
    cache.set(1, answer(1));
    cache.set(2, answer(2));
    expect(cache.get(1)).toEqual(answer(1)); // 1 is now the most recent
    cache.set(3, answer(3));
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toEqual(answer(1));
    expect(cache.get(3)).toEqual(answer(3));
    expect(cache.size).toBe(2);
  });

  it('replaces an answer without growing', () => {
    const cache = new AnalysisCache(2);
    cache.set(1, answer(1));
    cache.set(1, answer(9));
    expect(cache.get(1)).toEqual(answer(9));
    expect(cache.size).toBe(1);
  });
});
