/**
 * A Verilog lexer good enough for checking submitted code: it knows comments, strings,
 * escaped and system identifiers, compiler directives, numbers and punctuation, and the line
 * each token starts on. It does not parse; the checks in scan.ts work on the token stream.
 * Everything here is linear in its input (the judge runs it on whatever a macro expands to):
 * brackets are matched by one pass (matchBrackets), never by a rescan per bracket. tokenize()
 * gives the tokens in typed arrays (TokenStream) for the checks, lex() as objects for everyone
 * else — the same pass. Also exported alone (`@veridojo/problem-format/lexer`), so the judge's
 * check thread loads it without the rest; only erasable TypeScript here (type stripping).
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

/** Kinds by number, as a TokenStream stores them. */
const KINDS: readonly TokenKind[] = ['ident', 'system', 'directive', 'number', 'string', 'punct'];
const [IDENT, SYSTEM, DIRECTIVE, NUMBER, STRING, PUNCT] = [0, 1, 2, 3, 4, 5];

/**
 * The tokens of a source in typed arrays (kind, start, end per token) instead of an object each:
 * the checks lex whatever a macro expands to, up to a megabyte of one-character tokens, and a
 * million objects cost more in garbage collection than lexing them. A token's text is made only
 * when asked for (text(k)), its line too (line(k): the newlines before it, from an index of them
 * built on the first question — the checks ask only for the lines of what they refuse).
 */
export class TokenStream {
  // Fields assigned by hand, not constructor parameter properties: the judge's check thread loads
  // this file with Node's type stripping, which takes only erasable TypeScript.
  readonly source: string;
  readonly length: number;
  private readonly kinds: Uint8Array;
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private newlines: number[] | null = null;

  constructor(source: string, length: number, kinds: Uint8Array, starts: Int32Array, ends: Int32Array) {
    this.source = source;
    this.length = length;
    this.kinds = kinds;
    this.starts = starts;
    this.ends = ends;
  }

  /** Token k's kind; undefined past either end (as tokens[k]?.kind would be). */
  kind(k: number): TokenKind | undefined {
    return k >= 0 && k < this.length ? KINDS[this.kinds[k]!] : undefined;
  }

  /** Token k's text; undefined past either end. */
  text(k: number): string | undefined {
    return k >= 0 && k < this.length ? this.source.slice(this.starts[k], this.ends[k]) : undefined;
  }

  /** Whether token k is the punctuation character with code `code` (no string made). */
  isPunct(k: number, code: number): boolean {
    return k >= 0 && k < this.length && this.kinds[k] === PUNCT && this.source.charCodeAt(this.starts[k]!) === code;
  }

  /** The line token k starts on: one more than the newlines before it (a binary search). */
  line(k: number): number {
    if (!this.newlines) {
      this.newlines = [];
      for (let at = this.source.indexOf('\n'); at >= 0; at = this.source.indexOf('\n', at + 1)) this.newlines.push(at);
    }
    const start = this.starts[k]!;
    let [low, high] = [0, this.newlines.length];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.newlines[mid]! < start) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  }

  start(k: number): number {
    return this.starts[k]!;
  }

  /** Token k as an object (`line`: its line, when known; else line(k)). */
  token(k: number, line = this.line(k)): Token {
    return { kind: KINDS[this.kinds[k]!]!, text: this.text(k)!, line, start: this.starts[k]! };
  }
}

/** The tokens of a source, as objects (what most readers want; the checks take tokenize's stream). */
export function lex(source: string): Token[] {
  const stream = tokenize(source);
  const tokens: Token[] = new Array<Token>(stream.length);
  // Lines counted onwards token by token (a line is the newlines before a token, plus one).
  let line = 1;
  let newline = source.indexOf('\n');
  for (let k = 0; k < stream.length; k++) {
    while (newline >= 0 && newline < stream.start(k)) {
      line++;
      newline = source.indexOf('\n', newline + 1);
    }
    tokens[k] = stream.token(k, line);
  }
  return tokens;
}

/** The tokens of a source as a TokenStream: one pass, at most one token per character. */
export function tokenize(source: string): TokenStream {
  const n = source.length;
  const kinds = new Uint8Array(n);
  const starts = new Int32Array(n);
  const ends = new Int32Array(n);
  let count = 0;
  let i = 0;
  const code = (k: number) => source.charCodeAt(k);
  const push = (kind: number, start: number, end: number) => {
    kinds[count] = kind;
    starts[count] = start;
    ends[count] = end;
    count++;
  };
  const digits = (k: number) => {
    while (k < n && (is(code(k), DIGIT) || code(k) === UNDERSCORE)) k++;
    return k;
  };
  while (i < n) {
    const c = code(i);
    if (is(c, SPACE)) {
      i++;
    } else if (c === SLASH && code(i + 1) === SLASH) {
      const end = source.indexOf('\n', i);
      i = end < 0 ? n : end;
    } else if (c === SLASH && code(i + 1) === STAR) {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === DOUBLE_QUOTE) {
      let k = i + 1;
      while (k < n && code(k) !== DOUBLE_QUOTE && code(k) !== NEWLINE) k += code(k) === BACKSLASH ? 2 : 1;
      push(STRING, i, Math.min(k + 1, n));
      i = Math.min(k + 1, n);
    } else if (c === BACKSLASH) {
      let k = i + 1;
      while (k < n && !is(code(k), SPACE)) k++;
      push(IDENT, i, k);
      i = k;
    } else if (c === DOLLAR || c === BACKTICK) {
      let k = i + 1;
      while (k < n && is(code(k), IDENT_PART)) k++;
      push(c === DOLLAR ? SYSTEM : DIRECTIVE, i, k);
      i = k;
    } else if (is(c, IDENT_START)) {
      let k = i + 1;
      while (k < n && is(code(k), IDENT_PART)) k++;
      push(IDENT, i, k);
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
      push(NUMBER, i, Math.min(k, n));
      i = k;
    } else {
      push(PUNCT, i, i + 1);
      i++;
    }
  }
  return new TokenStream(source, count, kinds, starts, ends);
}

const OPEN = [40, 91, 123]; // ( [ {
const CLOSE = [41, 93, 125]; // ) ] }

/**
 * The bracket match table of a token stream, in one pass: for each `(`, `[` or `{` the index of
 * the token that closes it, or -1 when nothing does (the rest of the stream is inside it); -1 for
 * every other token. Each kind nests on its own, as a rescan counting only that kind would: a
 * `)` never closes a `[`. One pass instead of a rescan per bracket: a macro that expands to
 * 131 072 unclosed `#(` made those rescans quadratic and froze the worker for minutes.
 */
export function matchBrackets(tokens: TokenStream | readonly Token[]): Int32Array {
  const stream = tokens instanceof TokenStream ? tokens : null;
  const list = tokens instanceof TokenStream ? null : tokens;
  const length = stream ? stream.length : list!.length;
  const match = new Int32Array(length).fill(-1);
  // One stack per kind, kept in `match` itself: an open bracket's entry holds the open bracket of
  // its kind below it until its closer is found (then the closer's index). No other memory.
  const top = [-1, -1, -1];
  for (let k = 0; k < length; k++) {
    let c: number;
    if (stream) {
      if (stream.kind(k) !== 'punct') continue;
      c = stream.source.charCodeAt(stream.start(k));
    } else {
      const t = list![k]!;
      if (t.kind !== 'punct') continue;
      c = t.text.charCodeAt(0);
    }
    const opening = OPEN.indexOf(c);
    if (opening >= 0) {
      match[k] = top[opening]!;
      top[opening] = k;
      continue;
    }
    const closing = CLOSE.indexOf(c);
    const at = closing >= 0 ? top[closing]! : -1;
    if (at < 0) continue;
    top[closing] = match[at]!;
    match[at] = k;
  }
  // What is left on the stacks never closes.
  for (let at of top)
    while (at >= 0) {
      const below = match[at]!;
      match[at] = -1;
      at = below;
    }
  return match;
}

/** Names of the modules (and primitives) a source defines, in order. */
export function definedModules(source: string): string[] {
  return modulesOf(tokenize(source));
}

const DEFINES_MODULE = new Set(['module', 'macromodule', 'primitive']);

/** Names of the modules (and primitives) a token stream (or list) defines, in order. */
export function modulesOf(tokens: TokenStream | readonly Token[]): string[] {
  const names: string[] = [];
  if (tokens instanceof TokenStream) {
    for (let k = 0; k < tokens.length - 1; k++)
      if (tokens.kind(k) === 'ident' && DEFINES_MODULE.has(tokens.text(k)!) && tokens.kind(k + 1) === 'ident')
        names.push(tokens.text(k + 1)!);
    return names;
  }
  for (let k = 0; k < tokens.length - 1; k++)
    if (DEFINES_MODULE.has(tokens[k]!.text) && tokens[k + 1]!.kind === 'ident') names.push(tokens[k + 1]!.text);
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
