/**
 * The converter page's rules (spec §5 Converter, §9): the new file's default name and its
 * starting module, and what a new file name must be (non-empty after trimming, a .v file, a name
 * the server accepts, not taken).
 */
export const DEFAULT_NEW_FILE = 'new_module.v';

/** A module named after the file, with one input and one output, ready to edit. */
export function newModuleText(fileName: string): string {
  const base = fileName.replace(/\.v$/i, '').replace(/[^A-Za-z0-9_]/g, '_');
  const name = /^[A-Za-z_]/.test(base) ? base : `m_${base}`;
  return `module ${name} (\n    input  wire [3:0] a,\n    output wire [3:0] y\n);\n  assign y = ~a;\nendmodule\n`;
}

export function newFileProblem(name: string, taken: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return '文件名不能为空';
  if (!/\.v$/.test(trimmed)) return '只能转换 .v 文件';
  if (!/^[A-Za-z0-9_\-.\u4e00-\u9fff]{1,100}$/.test(trimmed)) return '文件名只能包含字母、数字、下划线、点、连字符和汉字';
  if (taken.some((t) => t.toLowerCase() === trimmed.toLowerCase())) return '已有同名文件';
  return null;
}
