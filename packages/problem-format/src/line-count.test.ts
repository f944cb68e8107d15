import { describe, expect, it } from 'vitest';
import { countCodeLines, countTotalCodeLines } from './line-count.ts';

describe('countCodeLines', () => {
  it('skips blank lines and line comments', () => {
    expect(countCodeLines('module m;\n\n   // note\n  wire a; // trailing\nendmodule\n')).toBe(3);
  });

  it('skips block comments spanning lines but keeps code around them', () => {
    const src = 'module m; /* start\n still comment\n end */ wire a;\n/* only */\nendmodule';
    expect(countCodeLines(src)).toBe(3);
  });

  it('treats comment markers inside strings as code', () => {
    expect(countCodeLines('initial $display("a // b /* c");\n')).toBe(1);
    expect(countCodeLines('initial $display("quote \\" // still string");')).toBe(1);
  });

  it('counts CRLF files the same as LF files', () => {
    expect(countCodeLines('a;\r\n\r\n// c\r\nb;\r\n')).toBe(2);
  });

  it('counts nothing in an empty or comment-only file', () => {
    expect(countCodeLines('')).toBe(0);
    expect(countCodeLines('// a\n/* b */\n   \n')).toBe(0);
  });
});

describe('countTotalCodeLines', () => {
  it('charges files together: a design split into files counts as much as in one', () => {
    const whole = 'module a;\nendmodule\nmodule b;\nendmodule\n';
    expect(countTotalCodeLines(['module a;\nendmodule\n', '// b\nmodule b;\nendmodule\n'])).toBe(countCodeLines(whole));
    expect(countTotalCodeLines([])).toBe(0);
  });
});
