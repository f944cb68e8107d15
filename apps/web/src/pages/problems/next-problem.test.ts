// The next-problem rule of spec §4: after the current problem in the saved filtered list, else curriculum order.
import { describe, expect, it } from 'vitest';
import { nextProblemId } from './next-problem.ts';
import { saveProblemSequence } from './problem-filter.ts';

describe('nextProblemId', () => {
  it('takes the problem after this one in the filtered list', () => {
    expect(nextProblemId(3, 4, [6, 3, 38, 39])).toBe(38);
  });

  it('falls back to curriculum order when this problem is last in the list', () => {
    expect(nextProblemId(39, 40, [6, 3, 38, 39])).toBe(40);
  });

  it('falls back to curriculum order when this problem is not in the list (opened another way)', () => {
    expect(nextProblemId(7, 8, [6, 3, 38])).toBe(8);
    expect(nextProblemId(7, 8, [])).toBe(8);
  });

  it('has no next problem at the end of the curriculum', () => {
    expect(nextProblemId(46, null, [46])).toBeNull();
  });

  it('reads the list the problem list page saved', () => {
    saveProblemSequence([12, 5, 30]);
    expect(nextProblemId(5, 6)).toBe(30);
    localStorage.setItem('veridojo.problemSequence', 'not json');
    expect(nextProblemId(5, 6)).toBe(6);
  });
});
