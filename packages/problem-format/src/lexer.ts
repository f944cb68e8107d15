/**
 * A Verilog lexer good enough for checking submitted code: it knows comments, strings,
 * escaped and system identifiers, compiler directives, numbers and punctuation, and the line
 * each token starts on. It does not parse; the checks in scan.ts work on the token stream.
 * Everything here is linear in its input (the judge runs it on whatever a macro expands to):
 * brackets are matched by one pass (matchBrackets), never by a rescan per bracket. Also exported
 * alone (`@veridojo/problem-format/lexer`), so the judge's check thread loads it without the rest.
 */

export type TokenKind = 'ident' | 'system' | 'directive' | 'number' | 'string' | 'punct';

export interface Token {
  kind: TokenKind;
  text: string;
  line: number;
  /** Offset of the token's first character in the source. */
  start: number;
}

/**
 * Character classes by UTF-16 code unit (bits of CLASS), so the loop tests a table entry instead
 * of calling a regular expression per character: the judge lexes whatever a macro expands to, up
 * to the preprocessed cap, and the class tests were most of the time.
 */
const SPACE = 1;
const IDENT_START = 2;
const IDENT_PART = 4;
const DIGIT = 8;
/** Digits of a based literal: 0-9a-fA-F_xXzZ? */
const BASED_DIGIT = 16;
const CLASS = new Uint8Array(128);
/**
 * White space as Icarus Verilog's lexer knows it (measured: these and nothing else end an escaped
 * identifier): space, tab, newline, carriage return, form feed, backspace. JavaScript's \s is wider
 * (vertical tab, no-break space, Unicode spaces) and narrower (no backspace): with it,
 * `\zero<BS>|ref.out` was one identifier to us and code to Icarus.
 */
for (const c of ' \t\n\r\f\b') CLASS[c.charCodeAt(0)]! |= SPACE;
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_]/.test(ch)) CLASS[c]! |= IDENT_START;
  if (/[A-Za-z0-9_$]/.test(ch)) CLASS[c]! |= IDENT_PART;
  if (/[0-9]/.test(ch)) CLASS[c]! |= DIGIT;
  if (/[0-9a-fA-F_xXzZ?]/.test(ch)) CLASS[c]! |= BASED_DIGIT;
}
/** Whether code unit `c` (NaN past the end: no class) is of class `bits`. */
const is = (c: number, bits: number) => c < 128 && (CLASS[c]! & bits) !== 0;

const NEWLINE = 10;
const UNDERSCORE = 95;
const QUOTE = 39; // '
const DOUBLE_QUOTE = 34;
const DOT = 46;
const SLASH = 47;
const STAR = 42;
const BACKSLASH = 92;
const DOLLAR = 36;
const BACKTICK = 96;

export function lex(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  const n = source.length;
  const code = (k: number) => source.charCodeAt(k);
  const advanceOver = (end: number) => {
    for (let k = i; k < end; k++) if (code(k) === NEWLINE) line++;
    i = end;
  };
  const digits = (k: number) => {
    while (k < n && (is(code(k), DIGIT) || code(k) === UNDERSCORE)) k++;
    return k;
  };
  while (i < n) {
    const c = code(i);
    if (c === NEWLINE) {
      line++;
      i++;
    } else if (is(c, SPACE)) {
      i++;
    } else if (c === SLASH && code(i + 1) === SLASH) {
      const end = source.indexOf('\n', i);
      i = end < 0 ? n : end;
    } else if (c === SLASH && code(i + 1) === STAR) {
      const end = source.indexOf('*/', i + 2);
      advanceOver(end < 0 ? n : end + 2);
    } else if (c === DOUBLE_QUOTE) {
      let k = i + 1;
      while (k < n && code(k) !== DOUBLE_QUOTE && code(k) !== NEWLINE) k += code(k) === BACKSLASH ? 2 : 1;
      tokens.push({ kind: 'string', text: source.slice(i, k + 1), line, start: i });
      advanceOver(Math.min(k + 1, n));
    } else if (c === BACKSLASH) {
      let k = i + 1;
      while (k < n && !is(code(k), SPACE)) k++;
      tokens.push({ kind: 'ident', text: source.slice(i, k), line, start: i });
      i = k;
    } else if (c === DOLLAR || c === BACKTICK) {
      let k = i + 1;
      while (k < n && is(code(k), IDENT_PART)) k++;
      tokens.push({ kind: c === DOLLAR ? 'system' : 'directive', text: source.slice(i, k), line, start: i });
      i = k;
    } else if (is(c, IDENT_START)) {
      let k = i + 1;
      while (k < n && is(code(k), IDENT_PART)) k++;
      tokens.push({ kind: 'ident', text: source.slice(i, k), line, start: i });
      i = k;
    } else if (is(c, DIGIT) || c === QUOTE) {
      // Numbers: 12, 4'b10_x1, 'hFF, 8'sd3, 1.5e-3. A based literal's digits may include letters.
      let k = digits(i);
      if (code(k) === DOT && is(code(k + 1), DIGIT)) k = digits(k + 1);
      // An exponent only on a decimal number (k > i: it started with a digit, not a quote).
      if (k > i && /[eE]/.test(source[k] ?? '') && /[-+0-9]/.test(source[k + 1] ?? '')) k = digits(k + 2);
      if (code(k) === QUOTE) {
        k++;
        if (/[sS]/.test(source[k] ?? '')) k++;
        if (/[bBoOdDhH]/.test(source[k] ?? '')) {
          k++;
          while (k < n && is(code(k), SPACE) && code(k) !== NEWLINE) k++;
          while (k < n && is(code(k), BASED_DIGIT)) k++;
        } else if (/[01xXzZ]/.test(source[k] ?? '')) {
          k++; // SystemVerilog unbased unsized literal such as '1
        }
      }
      if (k === i) k = i + 1;
      tokens.push({ kind: 'number', text: source.slice(i, k), line, start: i });
      i = k;
    } else {
      tokens.push({ kind: 'punct', text: source[i]!, line, start: i });
      i++;
    }
  }
  return tokens;
}

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/**
 * The bracket match table of a token stream, in one pass: for each `(`, `[` or `{` the index of
 * the token that closes it, or -1 when nothing does (the rest of the stream is inside it); -1 for
 * every other token. Each kind nests on its own, as a rescan counting only that kind would: a
 * `)` never closes a `[`. One pass instead of a rescan per bracket: a macro that expands to
 * 131 072 unclosed `#(` made those rescans quadratic and froze the worker for minutes.
 */
export function matchBrackets(tokens: readonly Token[]): Int32Array {
  const match = new Int32Array(tokens.length).fill(-1);
  const open: Record<string, number[]> = { '(': [], '[': [], '{': [] };
  const opener: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'punct') continue;
    if (CLOSING[t.text] !== undefined) open[t.text]!.push(k);
    else if (opener[t.text] !== undefined) {
      const at = open[opener[t.text]!]!.pop();
      if (at !== undefined) match[at] = k;
    }
  }
  return match;
}

/** Names of the modules (and primitives) a source defines, in order. */
export function definedModules(source: string): string[] {
  return modulesOf(lex(source));
}

/** Names of the modules (and primitives) a token stream defines, in order. */
export function modulesOf(tokens: readonly Token[]): string[] {
  const names: string[] = [];
  for (let k = 0; k < tokens.length - 1; k++) {
    if (['module', 'macromodule', 'primitive'].includes(tokens[k]!.text) && tokens[k + 1]!.kind === 'ident')
      names.push(tokens[k + 1]!.text);
  }
  return names;
}

/** Replaces whole identifiers (never text in comments or strings) by the mapping. */
export function renameIdentifiers(source: string, mapping: Map<string, string>): string {
  let out = '';
  let at = 0;
  for (const t of lex(source)) {
    const to = t.kind === 'ident' ? mapping.get(t.text) : undefined;
    if (to === undefined) continue;
    out += source.slice(at, t.start) + to;
    at = t.start + t.text.length;
  }
  return out + source.slice(at);
}
