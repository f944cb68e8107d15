import { describe, expect, it } from 'vitest';
import { menuItems } from './FileExplorer.tsx';
import {
  createProblem,
  folderProblem,
  formatSize,
  hasDumpStatements,
  moduleOf,
  preview,
  RENAME_MSG,
  renameProblem,
  withDumpStatements,
} from './ide-rules.ts';

describe('IDE rules (spec §5 IDE, §9)', () => {
  it('renames only to a different, non-empty name of letters, digits, _ . -', () => {
    expect(renameProblem('a.v', '  ')).toBe(RENAME_MSG.empty);
    expect(renameProblem('a.v', 'a.v')).toBe(RENAME_MSG.same);
    expect(renameProblem('a.v', 'b c.v')).toBe(RENAME_MSG.chars);
    expect(renameProblem('a.v', '计数器.v')).toBe(RENAME_MSG.chars);
    expect(renameProblem('a.v', 'b-2_x.v')).toBeNull();
  });

  it('creates only Verilog files without the forbidden characters, then applies the workspace path rule', () => {
    expect(createProblem('')).toBe('文件名不能为空');
    expect(createProblem('a?.v')).toMatch(/不能包含/);
    expect(createProblem('notes.txt')).toBe('文件名必须以 .v、.sv、.vh、.svh 结尾');
    expect(createProblem('../x.v')).toMatch(/\.\./);
    expect(createProblem('rtl/alu.sv')).toBeNull();
    // The spec's rename characters hold for a created name too, as on the server.
    expect(createProblem('计数器.v')).toBe(RENAME_MSG.chars);
    expect(createProblem('rtl/my alu.v')).toBe(RENAME_MSG.chars);
  });

  it('names folders by the same rule, in a folder’s words', () => {
    expect(folderProblem(' ')).toBe('文件夹名不能为空');
    expect(folderProblem('新建文件夹')).toBe('文件夹名只能包含字母、数字、下划线、点和连字符');
    expect(folderProblem('a*b')).toMatch(/^文件夹名不能包含/);
    expect(folderProblem('rtl/sub-1')).toBeNull();
  });

  it('prints sizes in B, KB, MB and GB', () => {
    expect([formatSize(0), formatSize(1023), formatSize(1536), formatSize(5 * 1024 * 1024), formatSize(3 * 1024 ** 3)]).toEqual([
      '0 B',
      '1023 B',
      '1.5 KB',
      '5 MB',
      '3 GB',
    ]);
  });

  it('finds the declared module past comments', () => {
    expect(moduleOf('// module fake;\n/* module other; */\nmodule real_one #(parameter W = 1) (input a);')).toBe('real_one');
    expect(moduleOf('// nothing here')).toBeNull();
  });

  it('adds the dump statements in an initial block before the last endmodule', () => {
    const tb = 'module inner; endmodule\nmodule tb;\n  reg clk;\nendmodule\n';
    const added = withDumpStatements(tb, 'tb')!;
    expect(added).toBe(
      'module inner; endmodule\nmodule tb;\n  reg clk;\n  initial begin\n    $dumpfile("wave.vcd");\n    $dumpvars(0, tb);\n  end\nendmodule\n',
    );
    expect(hasDumpStatements(tb)).toBe(false);
    expect(hasDumpStatements(added)).toBe(true);
    expect(withDumpStatements('module broken;', 'broken')).toBeNull();
  });

  it('cuts template previews at 300 characters', () => {
    expect(preview('x'.repeat(300))).toHaveLength(300);
    expect(preview('x'.repeat(301))).toBe(`${'x'.repeat(300)}…`);
  });

  it('offers top level and testbench only for .v and .sv files', () => {
    const keys = (path: string, type: 'file' | 'folder' = 'file') =>
      (menuItems({ name: path, path, type, size: 0 }) ?? []).map((item) => (item && 'key' in item ? item.key : '-'));
    expect(keys('a.sv')).toEqual(['open', 'rename', 'delete', '-', 'top', 'testbench']);
    expect(keys('a.vh')).toEqual(['open', 'rename', 'delete']);
    expect(keys('rtl', 'folder')).toEqual(['rename', 'delete']);
  });
});
