/**
 * What the converter reads from a design before running anything: its modules (file, line, the
 * names each one uses), the candidate top modules (defined and used by no other module), and
 * the places where Icarus's VHDL back end is known to go wrong (DESIGN.md §4), to explain a
 * hang or a failed proof in the user's terms. Token-based (the shared lexer), so comments and
 * strings never count. Everything here is linear in the files (sets and one bracket-matching
 * pass, never a rescan per module or per bracket), and the worker runs it on its check thread
 * (checks/): readDesign() is what a conversion reads before its first jail.
 */
import { lex, matchBrackets, type Token } from '@veridojo/problem-format/lexer';

/** Each file's tokens: readDesign lexes the files once for all the readers below. */
type LexedFiles = { file: string; tokens: Token[] }[];

type Files = Record<string, string> | LexedFiles;

function lexed(files: Files): LexedFiles {
  return Array.isArray(files) ? files : Object.entries(files).map(([file, source]) => ({ file, tokens: lex(source) }));
}

interface ModuleInfo {
  name: string;
  file: string;
  line: number;
  /** Every identifier in the module's body: the modules it may instantiate among them. */
  uses: Set<string>;
}

export function readModules(files: Files): ModuleInfo[] {
  const modules: ModuleInfo[] = [];
  for (const { file, tokens } of lexed(files)) {
    let current: ModuleInfo | null = null;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.kind !== 'ident') continue;
      if (!current && (token.text === 'module' || token.text === 'macromodule')) {
        const name = tokens[i + 1];
        if (name?.kind === 'ident') {
          current = { name: name.text, file, line: name.line, uses: new Set() };
          modules.push(current);
          i++;
        }
      } else if (current && token.text === 'endmodule') current = null;
      else if (current) current.uses.add(token.text);
    }
  }
  return modules;
}

/** Modules no other module names: the design's possible tops, by name (file order does not survive the job queue's JSON). */
export function topCandidates(modules: ModuleInfo[]): string[] {
  // Every name some module of another name uses, gathered once (a module naming itself does not count).
  const usedByOthers = new Set<string>();
  for (const module of modules) for (const name of module.uses) if (name !== module.name) usedByOthers.add(name);
  return [...new Set(modules.map((m) => m.name))].filter((name) => !usedByOthers.has(name)).sort();
}

export interface Place {
  file: string;
  line: number;
}

/** Whether one of the `count` tokens from `i` reads `text` (a window of fixed size: linear overall). */
function within(tokens: Token[], i: number, count: number, text: string): boolean {
  for (let k = i; k < Math.min(tokens.length, i + count); k++) if (tokens[k]!.text === text) return true;
  return false;
}

function find(files: Files, match: (tokens: Token[], i: number) => boolean): Place | null {
  for (const { file, tokens } of lexed(files)) {
    for (let i = 0; i < tokens.length; i++) if (match(tokens, i)) return { file, line: tokens[i]!.line };
  }
  return null;
}

/** The first `for` inside a generate region that is followed by an `if` before the region ends. */
export function generateIfInFor(files: Files): Place | null {
  for (const { file, tokens } of lexed(files)) {
    let inGenerate = false;
    let loop: Token | null = null;
    for (const token of tokens) {
      if (token.kind !== 'ident') continue;
      if (token.text === 'generate') inGenerate = true;
      else if (token.text === 'endgenerate') [inGenerate, loop] = [false, null];
      else if (inGenerate && token.text === 'for') loop ??= token;
      else if (loop && token.text === 'if') return { file, line: loop.line };
    }
  }
  return null;
}

/**
 * Sentences on the constructs the back end is known to mistranslate while GHDL still accepts its
 * output, each at its first place in the design: shown beside a failed proof.
 */
export function knownMistranslations(files: Files): string[] {
  const tokens = lexed(files);
  const hints: string[] = [];
  const at = (place: Place) => `${place.file} 第 ${place.line} 行`;
  // The lexer gives one token per punctuation character: `>>>` is three adjacent `>`.
  const shift = find(tokens, (t, i) => [0, 1, 2].every((k) => t[i + k]?.text === '>' && t[i + k]!.start === t[i]!.start + k));
  if (shift) hints.push(`${at(shift)} 使用了算术右移 >>>：Icarus 的 VHDL 后端会把有符号数的算术右移译成逻辑右移`);
  const loopAssign = find(tokens, (t, i) => t[i]!.text === 'for' && within(t, i, 40, 'assign'));
  if (loopAssign) hints.push(`${at(loopAssign)} 在 generate-for 中用 assign 给数组元素赋值：后端的译文可能只保留了其中一部分`);
  const initLoop = find(tokens, (t, i) => t[i]!.text === 'initial' && within(t, i, 12, 'for'));
  if (initLoop) hints.push(`${at(initLoop)} 在 initial 块中用循环初始化存储器：后端的译文不会执行这个初始化`);
  return hints;
}

interface Unsupported extends Place {
  /** What it is, in the user's terms, and what to do about it. */
  construct: string;
  advice: string;
}

const DECLARATIONS = new Set(['reg', 'wire', 'logic', 'integer', 'bit', 'byte', 'int']);

/**
 * Constructs Icarus's VHDL back end refuses (DESIGN.md §4; measured: `**` fails as "Unsupported
 * LPM type", `real` and `fork` with English errors, `task automatic` as an untranslatable statement,
 * a two-dimensional array aborts the back end on an assertion) or that it has no VHDL for (a
 * SystemVerilog interface), and `signed'(…)`, which Icarus 11 cannot even compile: each at its first place, so the user reads one Chinese sentence
 * naming the construct, file and line instead of the back end's message.
 */
export function unsupportedConstructs(files: Files): Unsupported[] {
  const found: Unsupported[] = [];
  for (const { file, tokens } of lexed(files)) {
    const brackets = matchBrackets(tokens);
    const seen = new Set<string>();
    const add = (line: number, construct: string, advice: string) => {
      if (seen.has(construct)) return;
      seen.add(construct);
      found.push({ file, line, construct, advice });
    };
    let declaring = false;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      // A declaration's names come before any `=`: `wire [1:0] w = mem[1][1:0]` selects, it declares no array.
      if (t.text === ';' || t.text === '=') declaring = false;
      if (t.kind === 'punct' && t.text === '*' && tokens[i + 1]?.text === '*' && tokens[i + 1]!.start === t.start + 1)
        add(t.line, '幂运算 **', 'VeriDojo 翻译器能转换指数为常数的幂（译为乘法）和 2 ** n（译为移位）；其他的请改写成乘法、移位或查表');
      if (t.kind !== 'ident') continue;
      if (t.text === 'real' || t.text === 'realtime' || t.text === 'shortreal')
        add(t.line, `实数类型 ${t.text}`, 'VHDL 转换只支持可综合的整数和位向量，请改用定点数表示');
      else if (t.text === 'fork') add(t.line, 'fork/join 并行块', '可综合的设计不需要 fork，请改用多个 always 块');
      else if (t.text === 'automatic') add(t.line, 'automatic 任务或函数', '请去掉 automatic（可综合的任务和函数不需要递归）');
      else if (t.text === 'interface') add(t.line, 'SystemVerilog interface', '请把接口中的信号展开成普通端口');
      // `signed'(x)`: Icarus Verilog 11 cannot compile it (a syntax error), so neither simulator of the proof can run it.
      else if ((t.text === 'signed' || t.text === 'unsigned') && tokens[i + 1]?.text === "'" && tokens[i + 2]?.text === '(')
        add(t.line, `SystemVerilog 的类型转换 ${t.text}'(…)`, `Icarus Verilog 11 不能编译这种写法；请改写为含义相同的 $${t.text}(…)`);
      if (DECLARATIONS.has(t.text)) declaring = true;
      // In a declaration: a name followed by two unpacked dimensions, `mem [0:3][0:3]`.
      if (declaring && tokens[i + 1]?.text === '[' && tokens[i - 1]?.text !== '[' && !DECLARATIONS.has(t.text)) {
        // The `]` closing the first dimension, from the match table (an unclosed one: none follows).
        const close = brackets[i + 1]!;
        if (close >= 0 && tokens[close + 1]?.text === '[') add(t.line, `多维数组 ${t.text}`, '请改成一维数组，用 i * 列数 + j 计算下标');
      }
    }
  }
  return found;
}

/** What a conversion reads of the design before any jail (runConversion, runValidation): one call on the check thread. */
export interface DesignReading {
  /** Each module's name, in file order. */
  modules: string[];
  candidates: string[];
  unsupported: Unsupported[];
  /** Known back-end faults, for the messages of a failed proof or a hang. */
  mistranslations: string[];
  generateIfInFor: Place | null;
}

export function readDesign(files: Files): DesignReading {
  const modules = readModules(files);
  return {
    modules: modules.map((m) => m.name),
    candidates: topCandidates(modules),
    unsupported: unsupportedConstructs(files),
    mistranslations: knownMistranslations(files),
    generateIfInFor: generateIfInFor(files),
  };
}
