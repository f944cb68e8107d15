/**
 * The construct check on submitted code, run on the preprocessor's output (so macros cannot
 * hide anything) before it is compiled. What it refuses is the construct policy's (policy.ts;
 * judging by default), naming the line: system tasks and functions outside the policy's list,
 * force/release/defparam, hierarchical names, a `$dumpfile` that is not a plain file name; under
 * every policy bind and instances of modules the checked files do not define. Raw-source
 * directives that read files (`include) are rejected before preprocessing.
 */
import { definedModules, lex, type Token } from '@veridojo/problem-format';
import { DUMP_FILE_NAME, JUDGING_POLICY, type ConstructPolicy } from '../policy.ts';

export interface ScanProblem {
  line: number;
  message: string;
}

/** Keywords that reach into other modules or rewrite their parameters (the policy's `overrides`). */
const OVERRIDE_KEYWORDS: Record<string, string> = {
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

function isIdent(t: Token | undefined): t is Token {
  return t?.kind === 'ident';
}

/** Skips a balanced (...) or [...] group starting at `at`; returns the index after it. */
function skipGroup(tokens: Token[], at: number): number {
  const open = tokens[at]?.text;
  const close = open === '(' ? ')' : open === '[' ? ']' : undefined;
  if (!close) return at;
  let depth = 0;
  for (let k = at; k < tokens.length; k++) {
    if (tokens[k]!.text === open) depth++;
    else if (tokens[k]!.text === close && --depth === 0) return k + 1;
  }
  return tokens.length;
}

/**
 * Control characters other than tab, newline and carriage return (C0, DEL, C1). No Verilog source
 * needs them, and tools disagree on what they separate: Icarus ends an escaped identifier at a
 * backspace, so `\zero<BS>|ref.out` hid a hierarchical reference from a lexer that did not.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F-\u009F]/g;

function controlCharacters(source: string): ScanProblem[] {
  const problems: ScanProblem[] = [];
  for (const match of source.matchAll(CONTROL)) {
    const line = source.slice(0, match.index).split('\n').length;
    if (problems.at(-1)?.line === line) continue;
    const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    problems.push({ line, message: `代码中含有控制字符 U+${code}，请删除后再试（只允许制表符和换行）` });
  }
  return problems;
}

/** Checks on the source as written: control characters, and directives that read files. */
export function scanRawSource(source: string): ScanProblem[] {
  const control = controlCharacters(source);
  if (control.length > 0) return control;
  return lex(source)
    .filter((t) => t.kind === 'directive' && FORBIDDEN_DIRECTIVES.has(t.text))
    .map((t) => ({ line: t.line, message: `不允许使用编译指令 ${t.text}` }));
}

/** Under a policy with `plainText`: why a string or a name cannot be carried into VHDL, or null. */
function unplainText(t: Token): string | null {
  if (t.kind === 'string' && t.text.includes('\\'))
    return '转换器不接受含反斜杠转义（如 \\" 或 \\n）的字符串：VHDL 后端会把它原样抄进 VHDL、改变生成代码的含义，请去掉字符串中的转义';
  if (t.kind === 'ident' && t.text.startsWith('\\'))
    return `转换器不接受转义标识符 ${t.text.slice(0, 40)}：VHDL 后端会把它原样抄进 VHDL，请改用普通标识符（字母、数字、下划线）`;
  return null;
}

/**
 * The construct check on preprocessed code under a policy (default: judging). `defined` names the
 * modules that may be instantiated: those of this source, plus (for a project of several files)
 * those the other files define.
 */
export function scanPreprocessed(source: string, policy: ConstructPolicy = JUDGING_POLICY, defined: Iterable<string> = []): ScanProblem[] {
  const tokens = lex(source);
  const problems: ScanProblem[] = [];
  const instantiable = new Set([...definedModules(source), ...defined]);
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    const unplain = policy.plainText ? unplainText(t) : null;
    if (unplain) {
      problems.push({ line: t.line, message: unplain });
      continue;
    }
    if (t.kind === 'directive' && !DIRECTIVES_AFTER_PREPROCESSING.has(t.text)) {
      problems.push({ line: t.line, message: `不允许使用编译指令 ${t.text === '`' ? '`（宏拼出的编译指令）' : t.text}` });
    } else if (t.kind === 'system' && (t.text === '$root' || t.text === '$unit')) {
      if (!policy.hierarchicalNames) problems.push({ line: t.line, message: `不允许使用层次化引用 ${t.text}` });
    } else if (t.kind === 'system' && !policy.systemTasks.has(t.text)) {
      problems.push({ line: t.line, message: `不允许使用系统任务或函数 ${t.text}` });
    } else if (t.kind === 'system' && t.text === '$dumpfile') {
      // Allowed by the policy: only with a plain file name, so the dump lands in the job directory.
      const name = tokens[k + 2];
      if (tokens[k + 1]?.text !== '(' || name?.kind !== 'string' || !DUMP_FILE_NAME.test(name.text) || tokens[k + 3]?.text !== ')')
        problems.push({ line: t.line, message: '$dumpfile 只能写入作业目录中的波形文件：参数须是一个简单文件名，如 "wave.vcd"' });
    } else if (t.kind === 'ident' && t.text === 'bind') {
      problems.push({ line: t.line, message: BIND });
    } else if (t.kind === 'ident' && OVERRIDE_KEYWORDS[t.text]) {
      if (!policy.overrides) problems.push({ line: t.line, message: OVERRIDE_KEYWORDS[t.text]! });
    } else if (
      !policy.hierarchicalNames &&
      isIdent(t) &&
      tokens[k + 1]?.text === '.' &&
      isIdent(tokens[k + 2]) &&
      tokens[k - 1]?.text !== '.'
    ) {
      problems.push({ line: t.line, message: `不允许使用层次化引用 ${t.text}.${tokens[k + 2]!.text}：只能访问本模块的信号` });
    } else if (isIdent(t) && !NOT_A_MODULE.has(t.text)) {
      // An instance: NAME [#(...)] INSTANCE [range] (
      let at = k + 1;
      if (tokens[at]?.text === '#') at = skipGroup(tokens, at + 1);
      // The instance's name is never a keyword: `begin : g if (…)` is a labelled generate-if, not `g if(…)`.
      const instance = tokens[at];
      if (!isIdent(instance) || NOT_A_MODULE.has(instance.text)) continue;
      at += 1;
      if (tokens[at]?.text === '[') at = skipGroup(tokens, at);
      const prev = tokens[k - 1]?.text;
      const startsItem =
        prev === undefined ||
        prev === ';' ||
        prev === ')' ||
        prev === 'begin' ||
        prev === 'end' ||
        prev === 'endgenerate' ||
        prev === 'generate' ||
        prev === 'else' ||
        prev === ':';
      // An escaped identifier such as \\fa names the same module as fa.
      const name = t.text.startsWith('\\') ? t.text.slice(1) : t.text;
      if (tokens[at]?.text === '(' && startsItem && !instantiable.has(name)) {
        problems.push({ line: t.line, message: `不允许实例化模块 ${name}：只能实例化你自己定义的模块` });
      }
    }
  }
  return problems;
}
