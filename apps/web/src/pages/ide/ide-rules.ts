/**
 * The online IDE's rules that need no screen (spec §5 IDE, §9): the rename, create-file and
 * create-folder name checks (the contract's, so the server says the same), file sizes in
 * B/KB/MB/GB, which files may be top level or testbench, the module a file declares, and the
 * waveform statements a testbench needs (with the automatic insertion before its last endmodule).
 */
import { IDE_NAME_MSG, ideCreateProblem, ideRenameProblem, type IdeEntryType, type IdeTreeNode } from '@veridojo/contracts';

/** The rename dialog's texts (spec §5), the server's own. */
export const RENAME_MSG = { empty: IDE_NAME_MSG.empty, same: IDE_NAME_MSG.same, chars: IDE_NAME_MSG.chars } as const;

/** Rename (spec §5): the contract's rule, the one the server applies, on the trimmed name; null when fine. */
export function renameProblem(current: string, next: string, type: IdeEntryType = 'file'): string | null {
  return ideRenameProblem(current, next.trim(), type);
}

/** What the import picker accepts: the editable extensions of a new file (spec §5), and .txt. */
export const IMPORT_ACCEPT = '.v,.sv,.vh,.svh,.txt';
export const CREATE_HINT = IDE_NAME_MSG.createHint;

/** Create file (spec §5): the contract's rule, the one the server applies, on the trimmed path. */
export function createProblem(path: string): string | null {
  return ideCreateProblem(path.trim(), 'file');
}

/** Create folder: the same name rule, for a folder (a path makes it inside another). */
export function folderProblem(path: string): string | null {
  return ideCreateProblem(path.trim(), 'folder');
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

/** Whether `path` is a file or a folder of the tree (a file when not found). */
export function entryType(nodes: readonly IdeTreeNode[], path: string): IdeEntryType {
  for (const node of nodes) {
    if (node.path === path) return node.type;
    if (node.children && path.startsWith(`${node.path}/`)) return entryType(node.children, path);
  }
  return 'file';
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
const TEMPLATE_PREVIEW_CHARS = 300;
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
