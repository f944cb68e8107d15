/**
 * What GHDL may be given: exactly the design units a translator meant to write. A learner's
 * Verilog text once reached Icarus's VHDL back end as a string copied unescaped into a `report`,
 * closed it, and added a package with `attribute foreign … "VHPIDIRECT libc.so.6 system"` and a
 * second architecture of the top: GHDL linked `system()` and the co-simulation ran a shell
 * (issue 26). The scan refuses such strings (policy.ts, `plainText`); this module checks the
 * VHDL itself twice, with two readers that do not share a mistake:
 *
 * - generatedVhdlProblem(): our reading of the text, before GHDL analyses it — a VHDL lexer
 *   (comments, strings, character literals, extended identifiers) and the units it declares:
 *   entities and one architecture each, nothing else (no package, configuration or context, no
 *   attribute at all, hence no `foreign`), libraries ieee only;
 * - ghdlUnitsProblem(): GHDL's reading, `ghdl --dir` of the library after analysis, before
 *   anything elaborates — the same rule on the units GHDL actually stored.
 *
 * Both translators (translate.ts and Icarus's back end) write only `library ieee; use ieee.…;`,
 * entities and architectures (measured over the converter's corpus), so the rule costs nothing
 * legitimate.
 */

type VhdlToken = { kind: 'word' | 'string' | 'char' | 'extended' | 'number' | 'symbol'; text: string };

/** Lexes VHDL-2008 far enough to tell words from text inside strings and comments; the reason when it cannot. */
export function lexVhdl(vhdl: string): VhdlToken[] | string {
  const tokens: VhdlToken[] = [];
  const n = vhdl.length;
  let i = 0;
  while (i < n) {
    const ch = vhdl[i]!;
    if (/\s/.test(ch)) i++;
    else if (ch === '-' && vhdl[i + 1] === '-') {
      const end = vhdl.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (ch === '/' && vhdl[i + 1] === '*') {
      const end = vhdl.indexOf('*/', i + 2);
      if (end < 0) return '注释没有结束';
      i = end + 2;
    } else if (ch === '"') {
      // A string ends at a quote that is not doubled; it cannot span lines.
      let k = i + 1;
      for (;;) {
        if (k >= n || vhdl[k] === '\n') return '字符串没有结束';
        if (vhdl[k] === '"') {
          if (vhdl[k + 1] === '"') k += 2;
          else break;
        } else k++;
      }
      tokens.push({ kind: 'string', text: vhdl.slice(i + 1, k).replaceAll('""', '"') });
      i = k + 1;
    } else if (ch === '\\') {
      let k = i + 1;
      for (;;) {
        if (k >= n || vhdl[k] === '\n') return '扩展标识符没有结束';
        if (vhdl[k] === '\\') {
          if (vhdl[k + 1] === '\\') k += 2;
          else break;
        } else k++;
      }
      tokens.push({ kind: 'extended', text: vhdl.slice(i, k + 1) });
      i = k + 1;
    } else if (ch === "'") {
      // A character literal, unless the quote is an attribute's tick (after a name or a closing bracket).
      const previous = tokens.at(-1);
      const tick = previous !== undefined && (previous.kind === 'word' || previous.kind === 'extended' || previous.text === ')');
      if (!tick && vhdl[i + 2] === "'") {
        tokens.push({ kind: 'char', text: vhdl.slice(i, i + 3) });
        i += 3;
      } else {
        tokens.push({ kind: 'symbol', text: "'" });
        i++;
      }
    } else if (/[A-Za-z]/.test(ch)) {
      let k = i + 1;
      while (k < n && /[A-Za-z0-9_]/.test(vhdl[k]!)) k++;
      tokens.push({ kind: 'word', text: vhdl.slice(i, k).toLowerCase() });
      i = k;
    } else if (/[0-9]/.test(ch)) {
      let k = i + 1;
      while (k < n && /[0-9A-Za-z_#.]/.test(vhdl[k]!)) k++;
      tokens.push({ kind: 'number', text: vhdl.slice(i, k) });
      i = k;
    } else {
      tokens.push({ kind: 'symbol', text: ch });
      i++;
    }
  }
  return tokens;
}

/** Reserved words that begin a design unit or a declaration no translator of ours writes. */
const FORBIDDEN_WORDS: Record<string, string> = {
  package: '程序包（package）',
  configuration: '配置（configuration）',
  context: '上下文声明（context）',
  attribute: '属性（attribute）',
  foreign: 'foreign 属性',
};
/** The only libraries the translators name (std and work are always visible). */
const LIBRARIES = new Set(['ieee']);
const USABLE = new Set(['ieee', 'std', 'work']);

interface Units {
  entities: string[];
  architectures: { name: string; entity: string }[];
}

/** The units must be entities, each with exactly one architecture, the top among them. */
function unitsProblem(units: Units, top: string | null): string | null {
  const seen = new Set<string>();
  for (const entity of units.entities) {
    if (seen.has(entity)) return `实体 ${entity} 出现了两次`;
    seen.add(entity);
  }
  if (top !== null && !seen.has(top.toLowerCase())) return `缺少顶层实体 ${top}`;
  const architectures = new Map<string, number>();
  for (const a of units.architectures) {
    if (!seen.has(a.entity)) return `结构体 ${a.name} 所属的实体 ${a.entity} 不存在`;
    architectures.set(a.entity, (architectures.get(a.entity) ?? 0) + 1);
  }
  for (const entity of seen) {
    const count = architectures.get(entity) ?? 0;
    if (count !== 1) return `实体 ${entity} 有 ${count} 个结构体（应当正好一个）`;
  }
  return null;
}

/**
 * Why the generated VHDL is not only the translator's design units (Chinese, for the log), or
 * null. `top` is the VHDL name of the converted top entity, when known.
 */
export function generatedVhdlProblem(vhdl: string, top: string | null): string | null {
  const tokens = lexVhdl(vhdl);
  if (typeof tokens === 'string') return `生成的 VHDL 无法读取：${tokens}`;
  const units: Units = { entities: [], architectures: [] };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    const before = tokens[k - 1];
    if (t.kind === 'extended') return `生成的 VHDL 含有扩展标识符 ${t.text.slice(0, 40)}`;
    if (t.kind === 'string' && /vhpi|vpi/i.test(t.text)) return '生成的 VHDL 的字符串中含有外部调用说明';
    if (t.kind !== 'word') continue;
    const forbidden = FORBIDDEN_WORDS[t.text];
    if (forbidden) return `生成的 VHDL 含有${forbidden}`;
    if (t.text === 'library') {
      // The clause's names up to its `;`, read once: the loop goes on after them (linear in the text).
      for (k += 1; k < tokens.length && tokens[k]!.text !== ';'; k++)
        if (tokens[k]!.kind === 'word' && !LIBRARIES.has(tokens[k]!.text)) return `生成的 VHDL 引用了库 ${tokens[k]!.text}`;
    } else if (t.text === 'use') {
      const library = tokens[k + 1];
      if (library?.kind !== 'word' || !USABLE.has(library.text)) return `生成的 VHDL 使用了库 ${library?.text ?? ''} 中的内容`;
    } else if (before?.text === 'end') {
      continue; // `end entity;`, `end architecture;`
    } else if (t.text === 'entity' && tokens[k + 1]?.kind === 'word' && tokens[k + 2]?.text === 'is') {
      units.entities.push(tokens[k + 1]!.text);
    } else if (t.text === 'architecture') {
      const [name, of, entity, is] = tokens.slice(k + 1, k + 5);
      if (name?.kind !== 'word' || of?.text !== 'of' || entity?.kind !== 'word' || is?.text !== 'is')
        return '生成的 VHDL 中有无法识别的结构体声明';
      units.architectures.push({ name: name.text, entity: entity.text });
    }
  }
  const problem = unitsProblem(units, top);
  return problem && `生成的 VHDL 不只是翻译出的设计：${problem}`;
}

/**
 * GHDL's own list of the units it analysed (`ghdl --dir` of the work library): why it holds more
 * than the design and the co-simulation's testbench (`extra`: its entity), or null.
 */
export function ghdlUnitsProblem(listing: string, top: string, extra: string): string | null {
  const units: Units = { entities: [], architectures: [] };
  for (const raw of listing.split('\n')) {
    const line = raw.trim().toLowerCase();
    if (line === '' || line.startsWith('#')) continue;
    const entity = /^entity ([a-z][a-z0-9_]*)$/.exec(line);
    const architecture = /^architecture ([a-z][a-z0-9_]*) of ([a-z][a-z0-9_]*)$/.exec(line);
    if (entity) units.entities.push(entity[1]!);
    else if (architecture) units.architectures.push({ name: architecture[1]!, entity: architecture[2]! });
    else return `GHDL 分析出的设计单元中有多余的一项：${line.slice(0, 80)}`;
  }
  const problem = unitsProblem(units, top) ?? (units.entities.includes(extra.toLowerCase()) ? null : `缺少测试平台 ${extra}`);
  return problem && `GHDL 分析出的设计单元不只是翻译出的设计：${problem}`;
}
