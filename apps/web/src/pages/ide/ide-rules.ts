/**
 * The online IDE's rules that need no screen (spec §5 IDE, §9): the rename and create-file name
 * checks with their messages, file sizes in B/KB/MB/GB, which files may be top level or testbench,
 * the module a file declares, and the waveform statements a testbench needs (with the automatic
 * insertion before its last endmodule).
 */
import { idePathProblem, type IdeTreeNode } from '@veridojo/contracts';

export const RENAME_MSG = {
  empty: '文件名不能为空',
  same: '新名称与当前名称相同',
  chars: '文件名只能包含字母、数字、下划线、点和连字符',
} as const;

/** Rename (spec §5): non-empty, different, letters, digits, `_ . -` only; null when fine. */
export function renameProblem(current: string, next: string): string | null {
  const name = next.trim();
  if (name === '') return RENAME_MSG.empty;
  if (name === current) return RENAME_MSG.same;
  if (!/^[A-Za-z0-9_.-]+$/.test(name)) return RENAME_MSG.chars;
  return null;
}

/** The editable extensions of a new file (spec §5); import also takes .txt. */
export const CREATE_EXTENSIONS = ['.v', '.sv', '.vh', '.svh'] as const;
export const IMPORT_ACCEPT = '.v,.sv,.vh,.svh,.txt';
export const CREATE_HINT = `支持的文件类型：${CREATE_EXTENSIONS.join('、')}`;

/** Create file (spec §5): non-blank, none of < > : " | ? * \, a Verilog extension; then the workspace's path rule. */
export function createProblem(path: string): string | null {
  const name = path.trim();
  if (name === '') return '文件名不能为空';
  if (/[<>:"|?*\\]/.test(name)) return '文件名不能包含 < > : " | ? * \\ 这些字符';
  if (!CREATE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext))) return `文件名必须以 ${CREATE_EXTENSIONS.join('、')} 结尾`;
  return idePathProblem(name, 'file');
}

/** Only Verilog files can be the top level or the testbench (spec §5). */
export function isVerilogFile(path: string): boolean {
  return /\.s?v$/i.test(path);
}

/** 512 B, 1.5 KB, 2 MB, 1.1 GB (spec §2: sizes in B, KB, MB, GB). */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${+value.toFixed(1)} ${units[unit]}`;
}

/** The first module a source declares (comments skipped), or null. */
export function moduleOf(source: string): string | null {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, ' ');
  return /\bmodule\s+([A-Za-z_][A-Za-z0-9_$]*)/.exec(code)?.[1] ?? null;
}

/** Every file path of a tree, depth first. */
export function filePaths(nodes: readonly IdeTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.type === 'file' ? [n.path] : filePaths(n.children ?? [])));
}

/** The waveform statements a testbench of `module` needs, as they would be added (spec §2). */
export function dumpStatements(module: string): string[] {
  return [`$dumpfile("wave.vcd");`, `$dumpvars(0, ${module});`];
}

export function hasDumpStatements(source: string): boolean {
  return /\$dumpfile\s*\(/.test(source) && /\$dumpvars\b/.test(source);
}

/**
 * The testbench with an initial block holding the dump statements before its last endmodule, or
 * null when it has no endmodule to put them before.
 */
export function withDumpStatements(source: string, module: string): string | null {
  const at = source.lastIndexOf('endmodule');
  if (at < 0) return null;
  const block = ['  initial begin', ...dumpStatements(module).map((s) => `    ${s}`), '  end', ''].join('\n');
  const before = source.slice(0, at);
  return `${before}${before.endsWith('\n') ? '' : '\n'}${block}${source.slice(at)}`;
}

/** Why 300: the spec's preview length for a template in the picker. */
export const TEMPLATE_PREVIEW_CHARS = 300;
export function preview(text: string): string {
  return text.length > TEMPLATE_PREVIEW_CHARS ? `${text.slice(0, TEMPLATE_PREVIEW_CHARS)}…` : text;
}

/** Why 300 ms: the spec's debounce of context-menu clicks. */
export const MENU_DEBOUNCE_MS = 300;

/** Starting texts of a new file (the create dialog's templates). */
export function newFileText(kind: 'empty' | 'module' | 'testbench', path: string): string {
  const base = (path.split('/').pop() ?? 'design').replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_]/g, '_') || 'design';
  const name = /^[A-Za-z_]/.test(base) ? base : `m_${base}`;
  if (kind === 'module')
    return `module ${name} (\n    input  wire clk,\n    input  wire rst,\n    output reg  q\n);\n  always @(posedge clk) begin\n    if (rst) q <= 1'b0;\n    else q <= ~q;\n  end\nendmodule\n`;
  if (kind === 'testbench')
    return `\`timescale 1ns/1ps\nmodule test_bench;\n  reg clk = 1'b0;\n  always #5 clk = ~clk;\n\n  initial begin\n    $dumpfile("wave.vcd");\n    $dumpvars(0, test_bench);\n    #100 $finish;\n  end\nendmodule\n`;
  return '';
}
