/**
 * The construct check on submitted code, run on the preprocessor's output (so macros cannot
 * hide anything) before it is compiled. What it refuses is the construct policy's (policy.ts;
 * judging by default), naming the line: system tasks and functions outside the policy's list,
 * force/release/defparam, hierarchical names, a `$dumpfile` that is not a plain file name, a file
 * task ($fopen, $readmemh…) whose file name is not a literal relative path (DATA_FILE_NAME); under
 * every policy bind and instances of modules the checked files do not define. Raw-source
 * directives that read files (`include) are rejected before preprocessing.
 *
 * Linear in the text (one lexing pass, one bracket-matching pass, one walk over the tokens): it
 * reads whatever the preprocessor made of a few hundred bytes of macros. The worker runs it on its
 * check thread (checks/), never on the event loop.
 */
import { matchBrackets, modulesOf, tokenize, type TokenKind, type TokenStream } from '@veridojo/problem-format/lexer';
import { DATA_FILE_NAME, DUMP_FILE_NAME, FILE_NAME_TASKS, JUDGING_POLICY, type ConstructPolicy } from '../policy.ts';

export interface ScanProblem {
  line: number;
  message: string;
  /** An instance of a module the code may not instantiate: that module (the finding's rule, steps.ts). */
  instance?: string;
}

/**
 * At most this many problems per text. Why: a learner fixes the first few and compiles again,
 * while a macro can expand into millions of forbidden calls — as many problems would not fit the
 * worker's report (12 MiB), and the code is refused all the same.
 */
export const MAX_PROBLEMS = 100;

/** Keywords that reach into other modules or rewrite their parameters (the policy's `overrides`). */
const OVERRIDE_KEYWORDS: Partial<Record<string, string>> = {
  force: '不允许使用 force（它可以改写测试平台中的信号）',
  release: '不允许使用 release',
  defparam: '不允许使用 defparam，请在实例化时用 #(...) 传递参数',
};
/** Refused under every policy: Icarus does not support bind, and it would attach code to others' modules. */
const BIND = '不允许使用 bind';

/** Directives that read files at compile time. */
const FORBIDDEN_DIRECTIVES = new Set(['`include', '`line', '`pragma']);

/**
 * Directives that may stand in the preprocessor's output. The compile preprocesses that output a
 * second time, so anything else there is a directive the first pass did not see — one pasted
 * together by a macro (`` `M(`)include ``), say — and is refused.
 */
const DIRECTIVES_AFTER_PREPROCESSING = new Set([
  '`timescale',
  '`default_nettype',
  '`celldefine',
  '`endcelldefine',
  '`resetall',
  '`unconnected_drive',
  '`nounconnected_drive',
]);

/** Words after which an identifier never names a module being instantiated. */
const NOT_A_MODULE = new Set([
  'module',
  'macromodule',
  'endmodule',
  'primitive',
  'input',
  'output',
  'inout',
  'wire',
  'reg',
  'logic',
  'integer',
  'real',
  'time',
  'realtime',
  'genvar',
  'parameter',
  'localparam',
  'assign',
  'always',
  'always_comb',
  'always_ff',
  'always_latch',
  'initial',
  'begin',
  'end',
  'if',
  'else',
  'case',
  'casez',
  'casex',
  'endcase',
  'for',
  'while',
  'repeat',
  'forever',
  'function',
  'endfunction',
  'task',
  'endtask',
  'generate',
  'endgenerate',
  'signed',
  'unsigned',
  'posedge',
  'negedge',
  'or',
  'and',
  'not',
  'nand',
  'nor',
  'xor',
  'xnor',
  'buf',
  'bufif0',
  'bufif1',
  'notif0',
  'notif1',
  'supply0',
  'supply1',
  'tri',
  'tri0',
  'tri1',
  'wand',
  'wor',
  'triand',
  'trior',
  'event',
  'default',
  'return',
  'automatic',
  'typedef',
  'enum',
  'struct',
  'packed',
  'bit',
  'byte',
  'int',
  'shortint',
  'longint',
  'var',
  'const',
  'static',
  'void',
  'string',
  'unique',
  'priority',
  'wait',
  'disable',
  'fork',
  'join',
  'specify',
  'endspecify',
  'pullup',
  'pulldown',
  'cmos',
  'nmos',
  'pmos',
  'rcmos',
  'rnmos',
  'rpmos',
  'tran',
  'rtran',
  'tranif0',
  'tranif1',
  'rtranif0',
  'rtranif1',
]);

const [HASH, DOT, OPEN_PAREN, CLOSE_PAREN, OPEN_BRACKET, COMMA] = ['#', '.', '(', ')', '[', ','].map((c) => c.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
  number,
  number,
];

/**
 * The index after a balanced (...) or [...] group opening at `at` (the whole rest when it never
 * closes), from the run's match table (matchBrackets): no rescan per group.
 */
function skipGroup(tokens: TokenStream, match: Int32Array, at: number): number {
  if (!tokens.isPunct(at, OPEN_PAREN) && !tokens.isPunct(at, OPEN_BRACKET)) return at;
  const close = match[at]!;
  return close < 0 ? tokens.length : close + 1;
}

/** Words before a module's name that end the previous item: only there does a name start an instance. */
const STARTS_ITEM_AFTER = new Set([';', ')', 'begin', 'end', 'endgenerate', 'generate', 'else', ':']);

/**
 * Control characters other than tab, newline and carriage return (C0, DEL, C1). No Verilog source
 * needs them, and tools disagree on what they separate: Icarus ends an escaped identifier at a
 * backspace, so `\zero<BS>|ref.out` hid a hierarchical reference from a lexer that did not.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F-\u009F]/g;

function controlCharacters(source: string): ScanProblem[] {
  const problems: ScanProblem[] = [];
  // Lines counted onwards from the previous match, never from the start again (linear).
  let line = 1;
  let newline = source.indexOf('\n');
  for (const match of source.matchAll(CONTROL)) {
    while (newline >= 0 && newline < match.index) {
      line++;
      newline = source.indexOf('\n', newline + 1);
    }
    if (problems.at(-1)?.line === line) continue;
    if (problems.length === MAX_PROBLEMS) break;
    const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    problems.push({ line, message: `代码中含有控制字符 U+${code}，请删除后再试（只允许制表符和换行）` });
  }
  return problems;
}

/** Checks on the source as written: control characters, and directives that read files (`tokens`: the source lexed already). */
export function scanRawSource(source: string, tokens: TokenStream = tokenize(source)): ScanProblem[] {
  const control = controlCharacters(source);
  if (control.length > 0) return control;
  const problems: ScanProblem[] = [];
  for (let k = 0; k < tokens.length && problems.length < MAX_PROBLEMS; k++) {
    if (tokens.kind(k) !== 'directive') continue;
    const text = tokens.text(k)!;
    if (FORBIDDEN_DIRECTIVES.has(text)) problems.push({ line: tokens.line(k), message: `不允许使用编译指令 ${text}` });
  }
  return problems;
}

/** Under a policy with `plainText`: why a string or a name cannot be carried into VHDL, or null. */
function unplainText(kind: TokenKind, text: string): string | null {
  if (kind === 'string' && text.includes('\\'))
    return '转换器不接受含反斜杠转义（如 \\" 或 \\n）的字符串：VHDL 后端会把它原样抄进 VHDL、改变生成代码的含义，请去掉字符串中的转义';
  if (kind === 'ident' && text.startsWith('\\'))
    return `转换器不接受转义标识符 ${text.slice(0, 40)}：VHDL 后端会把它原样抄进 VHDL，请改用普通标识符（字母、数字、下划线）`;
  return null;
}

/**
 * The construct check on preprocessed code under a policy (default: judging). `defined` names the
 * modules that may be instantiated: those of this source, plus (for a project of several files)
 * those the other files define.
 */
export function scanPreprocessed(source: string, policy: ConstructPolicy = JUDGING_POLICY, defined: Iterable<string> = []): ScanProblem[] {
  return scanTokens(tokenize(source), policy, defined);
}

/** scanPreprocessed on a source already lexed (the check thread lexes each text once). */
export function scanTokens(tokens: TokenStream, policy: ConstructPolicy, defined: Iterable<string>): ScanProblem[] {
  const problems: ScanProblem[] = [];
  const instantiable = new Set([...modulesOf(tokens), ...defined]);
  const match = matchBrackets(tokens);
  const isIdent = (k: number) => tokens.kind(k) === 'ident';
  for (let k = 0; k < tokens.length && problems.length < MAX_PROBLEMS; k++) {
    const kind = tokens.kind(k)!;
    // Under plainText, strings and escaped names are read first (the converter's rule).
    const unplain = policy.plainText && (kind === 'string' || kind === 'ident') ? unplainText(kind, tokens.text(k)!) : null;
    if (unplain) {
      problems.push({ line: tokens.line(k), message: unplain });
      continue;
    }
    // Numbers, strings and punctuation start nothing else this scan refuses (most tokens of a bomb).
    if (kind !== 'directive' && kind !== 'system' && kind !== 'ident') continue;
    const text = tokens.text(k)!;
    const line = tokens.line(k);
    if (kind === 'directive' && !DIRECTIVES_AFTER_PREPROCESSING.has(text)) {
      problems.push({ line, message: `不允许使用编译指令 ${text === '`' ? '`（宏拼出的编译指令）' : text}` });
    } else if (kind === 'system' && (text === '$root' || text === '$unit')) {
      if (!policy.hierarchicalNames) problems.push({ line, message: `不允许使用层次化引用 ${text}` });
    } else if (kind === 'system' && !policy.systemTasks.has(text)) {
      problems.push({ line, message: `不允许使用系统任务或函数 ${text}` });
    } else if (kind === 'system' && text === '$dumpfile') {
      // Allowed by the policy: only with a plain file name, so the dump lands in the job directory.
      if (
        !tokens.isPunct(k + 1, OPEN_PAREN) ||
        tokens.kind(k + 2) !== 'string' ||
        !DUMP_FILE_NAME.test(tokens.text(k + 2)!) ||
        !tokens.isPunct(k + 3, CLOSE_PAREN)
      )
        problems.push({ line, message: '$dumpfile 只能写入作业目录中的波形文件：参数须是一个简单文件名，如 "wave.vcd"' });
    } else if (kind === 'system' && FILE_NAME_TASKS.has(text)) {
      // Allowed by the policy (the IDE's): only on a file of the run directory, named as a literal.
      if (
        !tokens.isPunct(k + 1, OPEN_PAREN) ||
        tokens.kind(k + 2) !== 'string' ||
        !DATA_FILE_NAME.test(tokens.text(k + 2)!) ||
        !(tokens.isPunct(k + 3, CLOSE_PAREN) || tokens.isPunct(k + 3, COMMA))
      )
        problems.push({
          line,
          message: `${text} 只能读写项目中的文件：文件名须直接写成相对路径的字符串，如 "data.txt" 或 "vectors/in.txt"（不能以 / 开头，不能含 ..）`,
        });
    } else if (kind === 'ident' && text === 'bind') {
      problems.push({ line, message: BIND });
    } else if (kind === 'ident' && Object.hasOwn(OVERRIDE_KEYWORDS, text)) {
      if (!policy.overrides) problems.push({ line, message: OVERRIDE_KEYWORDS[text]! });
    } else if (
      !policy.hierarchicalNames &&
      kind === 'ident' &&
      tokens.isPunct(k + 1, DOT) &&
      isIdent(k + 2) &&
      !tokens.isPunct(k - 1, DOT)
    ) {
      problems.push({ line, message: `不允许使用层次化引用 ${text}.${tokens.text(k + 2)!}：只能访问本模块的信号` });
    } else if (kind === 'ident' && !NOT_A_MODULE.has(text)) {
      // An instance: NAME [#(...)] INSTANCE [range] (
      let at = k + 1;
      if (tokens.isPunct(at, HASH)) at = skipGroup(tokens, match, at + 1);
      // The instance's name is never a keyword: `begin : g if (…)` is a labelled generate-if, not `g if(…)`.
      if (!isIdent(at) || NOT_A_MODULE.has(tokens.text(at)!)) continue;
      at += 1;
      if (tokens.isPunct(at, OPEN_BRACKET)) at = skipGroup(tokens, match, at);
      const prev = tokens.text(k - 1);
      const startsItem = prev === undefined || STARTS_ITEM_AFTER.has(prev);
      // An escaped identifier such as \\fa names the same module as fa.
      const name = text.startsWith('\\') ? text.slice(1) : text;
      if (tokens.isPunct(at, OPEN_PAREN) && startsItem && !instantiable.has(name)) {
        problems.push({ line, message: `不允许实例化模块 ${name}：只能实例化你自己定义的模块`, instance: name });
      }
    }
  }
  return problems;
}
