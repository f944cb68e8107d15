/** The IDE path rule the server enforces and the web app reuses: what it admits and each refusal's sentence. */
import { describe, expect, it } from 'vitest';
import { IDE_NAME_MSG, IDE_PATH_MSG, ideCreateProblem, idePathKey, idePathProblem, ideRenameProblem, splitIdePath } from './ide.ts';

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

describe('the create and rename dialogs’ rules (spec §5), shared by the server and the web app', () => {
  it('creates Verilog files and folders named with letters, digits, _ . - only, in words from the spec', () => {
    for (const path of ['top.v', 'rtl/alu_32-bit.sv', 'inc/defs.vh', 'TOP.V', 'a/b/c/d/e/f/g/h.svh'])
      expect(ideCreateProblem(path, 'file'), path).toBeNull();
    for (const path of ['rtl', 'rtl/sub-1', 'v1.2']) expect(ideCreateProblem(path, 'folder'), path).toBeNull();
    const files: [string, string][] = [
      ['', IDE_NAME_MSG.empty],
      ['  ', IDE_NAME_MSG.empty],
      ['a?.v', IDE_NAME_MSG.forbidden],
      ['a\\b.v', IDE_NAME_MSG.forbidden],
      ['notes.txt', IDE_NAME_MSG.extension],
      ['计数器.v', IDE_NAME_MSG.chars],
      ['a b.v', IDE_NAME_MSG.chars],
      ['../x.v', IDE_PATH_MSG.dots],
      ['/x.v', IDE_PATH_MSG.absolute],
      ['a//b.v', IDE_PATH_MSG.emptySegment],
    ];
    for (const [path, message] of files) expect(ideCreateProblem(path, 'file'), path).toBe(message);
    expect(IDE_NAME_MSG.extension).toBe('文件名必须以 .v、.sv、.vh、.svh 结尾');
    expect(ideCreateProblem('新建文件夹', 'folder')).toBe(IDE_NAME_MSG.folderChars);
    expect(ideCreateProblem(' ', 'folder')).toBe(IDE_NAME_MSG.folderEmpty);
    expect(ideCreateProblem('a|b', 'folder')).toBe(IDE_NAME_MSG.folderForbidden);
  });

  it('renames within the folder only: non-empty, different, the spec’s characters, a type the project holds', () => {
    expect(ideRenameProblem('a.v', '', 'file')).toBe('文件名不能为空');
    expect(ideRenameProblem('a.v', 'a.v', 'file')).toBe('新名称与当前名称相同');
    expect(ideRenameProblem('a.v', '计数器.v', 'file')).toBe('文件名只能包含字母、数字、下划线、点和连字符');
    expect(ideRenameProblem('a.v', 'rtl/a.v', 'file')).toBe(IDE_NAME_MSG.chars);
    expect(ideRenameProblem('a.v', 'b c.v', 'file')).toBe(IDE_NAME_MSG.chars);
    expect(ideRenameProblem('a.v', '..', 'file')).toBe(IDE_PATH_MSG.dots);
    expect(ideRenameProblem('a.v', 'a.c', 'file')).toBe(IDE_PATH_MSG.extension);
    expect(ideRenameProblem('a.v', 'A.v', 'file')).toBeNull();
    expect(ideRenameProblem('a.v', 'data.txt', 'file')).toBeNull();
    expect(ideRenameProblem('rtl', 'rtl-2', 'folder')).toBeNull();
  });
});
