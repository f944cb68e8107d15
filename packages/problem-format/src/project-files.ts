/**
 * Which files of an IDE project one compile takes (POST /online/compile and /online/simulate).
 * A project may hold several designs — two loaded templates both define `test_bench` and
 * `counter` — so compiling every file would fail on the duplicates. Instead the run starts at the
 * file the learner set as top level or testbench (or the one file defining the top module) and
 * takes, again and again, the file defining each module a taken file names, the way a simulator's
 * library search finds modules. Name-based: any identifier equal to a module's name counts as a
 * use, so an extra file is sometimes taken, a needed one never missed. When a name is defined in
 * several files, the one in the using file's folder wins; otherwise the choice is refused with
 * the candidates named, since guessing would compile the wrong design.
 */
import { definedModules, lex } from './lexer.ts';

export type ProjectSelection = { files: string[] } | { problem: string };

const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
const list = (paths: string[]) => paths.map((p) => `“${p}”`).join('、');

/** `files`: path → source of the project's Verilog files; `top`: the module and, when set, its file. */
export function selectProjectFiles(files: Record<string, string>, top: { module: string; file?: string }): ProjectSelection {
  const definers = new Map<string, string[]>();
  for (const [path, source] of Object.entries(files))
    for (const name of new Set(definedModules(source))) definers.set(name, [...(definers.get(name) ?? []), path]);

  let start: string;
  if (top.file !== undefined) {
    if (!(top.file in files)) return { problem: `顶层文件“${top.file}”不存在或不是 .v/.sv 文件` };
    if (!definedModules(files[top.file]!).includes(top.module)) return { problem: `文件“${top.file}”中没有定义模块“${top.module}”` };
    start = top.file;
  } else {
    const candidates = definers.get(top.module) ?? [];
    if (candidates.length === 0) return { problem: `找不到顶层模块“${top.module}”：项目中没有文件定义它` };
    if (candidates.length > 1)
      return { problem: `多个文件都定义了模块“${top.module}”：${list(candidates)}。请在文件树中右键设置顶层文件或测试平台文件` };
    start = candidates[0]!;
  }

  const taken = [start];
  const provided = new Set(definedModules(files[start]!));
  for (let i = 0; i < taken.length; i++) {
    const user = taken[i]!;
    for (const token of lex(files[user]!)) {
      if (token.kind !== 'ident' || provided.has(token.text)) continue;
      const candidates = definers.get(token.text);
      if (!candidates) continue;
      const near = candidates.length === 1 ? candidates : candidates.filter((path) => folderOf(path) === folderOf(user));
      if (near.length !== 1)
        return {
          problem: `模块“${token.text}”在多个文件中都有定义：${list(candidates)}，无法确定“${user}”用的是哪一个。请删除或重命名多余的定义`,
        };
      const chosen = near[0]!;
      if (!taken.includes(chosen)) taken.push(chosen);
      for (const name of definedModules(files[chosen]!)) provided.add(name);
    }
  }
  return { files: taken };
}
