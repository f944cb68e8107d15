import { describe, expect, it } from 'vitest';
import { lineDiff } from './similarity.ts';

describe('the side-by-side line diff', () => {
  it('keeps common lines and marks the rest removed or added, in order', () => {
    expect(lineDiff('a\nb\nc\nd', 'a\nx\nc\nd\ne')).toEqual([
      { op: 'same', text: 'a' },
      { op: 'removed', text: 'b' },
      { op: 'added', text: 'x' },
      { op: 'same', text: 'c' },
      { op: 'same', text: 'd' },
      { op: 'added', text: 'e' },
    ]);
    expect(lineDiff('same', 'same')).toEqual([{ op: 'same', text: 'same' }]);
  });

  it('rebuilds both sides exactly', () => {
    const first = 'module m;\n  wire a;\n  assign a = 1;\nendmodule\n';
    const second = 'module m;\n  assign a = 1;\n  wire a;\n  wire b;\nendmodule\n';
    const diff = lineDiff(first, second);
    expect(
      diff
        .filter((l) => l.op !== 'added')
        .map((l) => l.text)
        .join('\n'),
    ).toBe(first);
    expect(
      diff
        .filter((l) => l.op !== 'removed')
        .map((l) => l.text)
        .join('\n'),
    ).toBe(second);
  });
});
