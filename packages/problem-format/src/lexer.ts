/**
 * A Verilog lexer good enough for checking submitted code: it knows comments, strings,
 * escaped and system identifiers, compiler directives, numbers and punctuation, and the line
 * each token starts on. It does not parse; the checks in scan.ts work on the token stream.
 */

export type TokenKind = 'ident' | 'system' | 'directive' | 'number' | 'string' | 'punct';

export interface Token {
  kind: TokenKind;
  text: string;
  line: number;
  /** Offset of the token's first character in the source. */
  start: number;
}

const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_$]/;
/**
 * White space as Icarus Verilog's lexer knows it (measured: these and nothing else end an escaped
 * identifier). JavaScript's \s is wider (vertical tab, no-break space, Unicode spaces) and narrower
 * (no backspace): with it, `\zero<BS>|ref.out` was one identifier to us and code to Icarus.
 */
const SPACE = /[ \t\n\r\f\b]/;

export function lex(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  const n = source.length;
  const advanceOver = (end: number) => {
    for (let k = i; k < end; k++) if (source[k] === '\n') line++;
    i = end;
  };
  while (i < n) {
    const ch = source[i]!;
    const next = source[i + 1];
    if (ch === '\n') {
      line++;
      i++;
    } else if (SPACE.test(ch)) {
      i++;
    } else if (ch === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? n : end;
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      advanceOver(end < 0 ? n : end + 2);
    } else if (ch === '"') {
      let k = i + 1;
      while (k < n && source[k] !== '"' && source[k] !== '\n') k += source[k] === '\\' ? 2 : 1;
      tokens.push({ kind: 'string', text: source.slice(i, k + 1), line, start: i });
      advanceOver(Math.min(k + 1, n));
    } else if (ch === '\\') {
      let k = i + 1;
      while (k < n && !SPACE.test(source[k]!)) k++;
      tokens.push({ kind: 'ident', text: source.slice(i, k), line, start: i });
      i = k;
    } else if (ch === '$' || ch === '`') {
      let k = i + 1;
      while (k < n && IDENT_PART.test(source[k]!)) k++;
      tokens.push({ kind: ch === '$' ? 'system' : 'directive', text: source.slice(i, k), line, start: i });
      i = k;
    } else if (IDENT_START.test(ch)) {
      let k = i + 1;
      while (k < n && IDENT_PART.test(source[k]!)) k++;
      tokens.push({ kind: 'ident', text: source.slice(i, k), line, start: i });
      i = k;
    } else if (/[0-9']/.test(ch)) {
      // Numbers: 12, 4'b10_x1, 'hFF, 8'sd3, 1.5e-3. A based literal's digits may include letters.
      let k = i;
      while (k < n && /[0-9_]/.test(source[k]!)) k++;
      if (source[k] === '.' && /[0-9]/.test(source[k + 1] ?? '')) {
        k++;
        while (k < n && /[0-9_]/.test(source[k]!)) k++;
      }
      if (/[eE]/.test(source[k] ?? '') && /[-+0-9]/.test(source[k + 1] ?? '') && !source.slice(i, k).includes("'")) {
        k += 2;
        while (k < n && /[0-9_]/.test(source[k]!)) k++;
      }
      if (source[k] === "'") {
        k++;
        if (/[sS]/.test(source[k] ?? '')) k++;
        if (/[bBoOdDhH]/.test(source[k] ?? '')) {
          k++;
          while (k < n && SPACE.test(source[k]!) && source[k] !== '\n') k++;
          while (k < n && /[0-9a-fA-F_xXzZ?]/.test(source[k]!)) k++;
        } else if (/[01xXzZ]/.test(source[k] ?? '')) {
          k++; // SystemVerilog unbased unsized literal such as '1
        }
      }
      if (k === i) k = i + 1;
      tokens.push({ kind: 'number', text: source.slice(i, k), line, start: i });
      i = k;
    } else {
      tokens.push({ kind: 'punct', text: ch, line, start: i });
      i++;
    }
  }
  return tokens;
}

/** Names of the modules (and primitives) a source defines, in order. */
export function definedModules(source: string): string[] {
  const tokens = lex(source);
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
