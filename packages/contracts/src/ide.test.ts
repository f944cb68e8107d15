/** The IDE path rule the server enforces and the web app reuses: what it admits and each refusal's sentence. */
import { describe, expect, it } from 'vitest';
import { IDE_PATH_MSG, idePathKey, idePathProblem, splitIdePath } from './ide.ts';

describe('idePathProblem', () => {
  it('admits relative paths of letters, digits, _ - . and Chinese, up to 8 levels', () => {
    for (const path of ['top.v', 'rtl/alu_32-bit.sv', '测试/计数器.v', 'inc/defs.vh', 'a/b/c/d/e/f/g/h.svh', 'notes.TXT'])
      expect(idePathProblem(path, 'file'), path).toBeNull();
    expect(idePathProblem('rtl', 'folder')).toBeNull();
    expect(idePathProblem('a.b', 'folder')).toBeNull();
  });

  it('refuses climbs, absolute paths, empty segments, depth, length, look-alikes and other types', () => {
    const cases: [string, string][] = [
      ['', IDE_PATH_MSG.empty],
      ['../x.v', IDE_PATH_MSG.dots],
      ['a/../../b.v', IDE_PATH_MSG.dots],
      ['./x.v', IDE_PATH_MSG.dots],
      ['/etc/x.v', IDE_PATH_MSG.absolute],
      ['a//b.v', IDE_PATH_MSG.emptySegment],
      ['a\\b.v', IDE_PATH_MSG.backslash],
      ['a/b/c/d/e/f/g/h/i.v', IDE_PATH_MSG.depth],
      [`${'x'.repeat(99)}.v`, IDE_PATH_MSG.segmentLength],
      ['\u0430.v', IDE_PATH_MSG.chars], // Cyrillic а
      ['\uff41.v', IDE_PATH_MSG.chars], // fullwidth a
      ['\uf900.v', IDE_PATH_MSG.chars], // CJK compatibility ideograph, a look-alike of 豈
      ['a b.v', IDE_PATH_MSG.chars],
      ['x.vhd', IDE_PATH_MSG.extension],
      ['x.v.exe', IDE_PATH_MSG.extension],
    ];
    for (const [path, message] of cases) expect(idePathProblem(path, 'file'), path).toBe(message);
    expect(idePathProblem(`${'x'.repeat(98)}.v`, 'file')).toBeNull();
    expect(idePathProblem('a\0.v', 'file')).toMatch(/空字符（NUL）/);
    expect(idePathProblem('a\u001b.v', 'file')).toMatch(/控制字符 U\+001B/);
  });

  it('folds only ASCII case for sibling identity and splits a path at its last slash', () => {
    expect(idePathKey('Src/Top.V')).toBe('src/top.v');
    expect(idePathKey('计数器/A.v')).toBe('计数器/a.v');
    expect(splitIdePath('a/b/c.v')).toEqual({ parent: 'a/b', name: 'c.v' });
    expect(splitIdePath('c.v')).toEqual({ parent: '', name: 'c.v' });
  });
});
