/**
 * The converter page's rules (spec §5 Converter, §9): the new file's default name and its
 * starting module, what a new file name must be (non-empty after trimming, the contract's name
 * rule — the server's own —, not taken), and how files picked from disk are admitted: a name the
 * rule refuses is renamed, with a notice, rather than failing the whole conversion.
 */
import { CONVERTER_FILE_NAME_MAX, CONVERTER_NAME_MSG, converterFileName, converterFileNameProblem } from '@veridojo/contracts';

export const DEFAULT_NEW_FILE = 'new_module.v';

/** A module named after the file, with one input and one output, ready to edit. */
export function newModuleText(fileName: string): string {
  const base = fileName.replace(/\.v$/i, '').replace(/[^A-Za-z0-9_]/g, '_');
  const name = /^[A-Za-z_]/.test(base) ? base : `m_${base}`;
  return `module ${name} (\n    input  wire [3:0] a,\n    output wire [3:0] y\n);\n  assign y = ~a;\nendmodule\n`;
}

const TAKEN = '已有同名文件';
const lower = (name: string) => name.toLowerCase();

export function newFileProblem(name: string, taken: readonly string[]): string | null {
  const trimmed = name.trim();
  const problem = converterFileNameProblem(trimmed);
  if (problem) return problem;
  if (taken.some((t) => lower(t) === lower(trimmed))) return TAKEN;
  return null;
}

/** A picked file as the page holds it: `name`, and `from` with the reason when it was renamed. */
export interface PickedName {
  /** Its place in the list picked. */
  at: number;
  name: string;
  from: string;
  /** Why it was renamed (a sentence), or null when it keeps its own name. */
  renamedBecause: string | null;
}

/**
 * The names of files picked from disk (the picker accepts .v in any case, and any name): one
 * outside the rule is renamed (`my adder (1).V` → `my_adder_1.v`); a renamed one taken by an open
 * or another picked file gets `_2`, `_3` …, as does a second pick of one name. A name kept as
 * picked replaces the open file of that name (case aside): picking a file again means that. A
 * file not ending in .v is left out, named in `skipped`.
 */
export function admitPicked(picked: readonly string[], open: readonly string[]): { files: PickedName[]; skipped: string[] } {
  const openNames = new Set(open.map(lower));
  const used = new Set<string>();
  const files: PickedName[] = [];
  const skipped: string[] = [];
  for (const [at, from] of picked.entries()) {
    if (!/\.v$/i.test(from)) {
      skipped.push(from);
      continue;
    }
    const kept = converterFileNameProblem(from) === null;
    let name = kept ? from : converterFileName(from);
    let because: string | null = kept ? null : CONVERTER_NAME_MSG.chars;
    // A renamed file may take no open file's name; a kept one replaces it.
    const clashes = (n: string, renamed: boolean) => used.has(lower(n)) || (renamed && openNames.has(lower(n)));
    if (clashes(name, name !== from)) {
      const stem = name.slice(0, -2);
      let k = 2;
      const numbered = () => `${[...stem].slice(0, CONVERTER_FILE_NAME_MAX - 2 - `_${k}`.length).join('')}_${k}.v`;
      while (clashes(numbered(), true)) k++;
      name = numbered();
      because ??= TAKEN;
    }
    used.add(lower(name));
    files.push({ at, name, from, renamedBecause: because });
  }
  return { files, skipped };
}
