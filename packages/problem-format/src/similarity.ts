/**
 * The similarity check's fingerprints (issue 33): how near two Verilog sources are once names,
 * comments, whitespace and the order of independent module items no longer count. A source is
 * lexed with our lexer (comments and whitespace are gone there), each identifier becomes a
 * placeholder naming only its declared role (input, output, net, variable, parameter, module…),
 * keywords, operators, system names and number values stay; each module's items (declarations,
 * continuous assignments, always/initial blocks, instances) are put in a canonical order; then
 * the token sequence is hashed in k-grams and winnowed (Schleimer, Wilkerson, Aiken: "Winnowing:
 * local algorithms for document fingerprinting", SIGMOD 2003). Two fingerprints compare as the
 * Jaccard index of their hash sets, after the hashes of the problem's template and reference are
 * taken out (what every student was given or is expected to write must not make two similar).
 * Everything is linear in the input, which is capped (SIMILARITY_MAX_CHARS). Pure and free of
 * Node: the worker runs it on its check thread (only erasable TypeScript here: type stripping).
 */
import { tokenize, type TokenStream } from './lexer.ts';

/**
 * Tokens per k-gram. Why 8: a Verilog statement is 5–15 tokens (`assign V = V ? V : V ;` is 8),
 * so a match shorter than a statement is noise every solution shares (`V <= V ;`, `end else
 * begin`), and one statement copied is already a match. Smaller k flagged independent solutions
 * of one-line problems (they share every short idiom); larger k missed copies with one token
 * changed per statement.
 */
export const SIMILARITY_K = 8;
/**
 * Winnowing window, in k-grams. Why 4: every match of at least w + k − 1 = 11 tokens (about one
 * statement and a half) is guaranteed a shared fingerprint, and about 2/(w+1) = 40 % of the
 * k-grams are kept — short solutions (30–100 tokens beyond the template) keep enough hashes for
 * a stable score; a wider window left them with three or four.
 */
export const SIMILARITY_WINDOW = 4;
/**
 * Characters of a source fingerprinted. Why 65 536: the submission limit (MAX_CODE_CHARS), so a
 * passing submission is never cut (cutting would let padding push the copied part out of view),
 * and 200 sources at this cap still fingerprint and compare within the check's budget
 * (bench/similarity.ts). Anything longer (a template or reference of an imported pack) is cut here.
 */
export const SIMILARITY_MAX_CHARS = 65_536;
/**
 * Tokens of a source fingerprinted (after comments and whitespace, which cost nothing here). Why
 * 8 192: the bank's longest reference is about 1 000 tokens (tb-spi-shift), so eight times that is
 * far beyond any passing solution a student writes; it bounds a check of 300 submissions at the
 * code limit within the check thread's deadline (bench/similarity.ts). Only code — not comments —
 * can push a copied part past it, and such padding is in plain sight in the side-by-side.
 */
export const SIMILARITY_MAX_TOKENS = 8192;
/**
 * Fingerprints a source must keep, once the template's and reference's are taken out, to be
 * compared at all. Why 3: two solutions that add one short line to the template each would
 * otherwise score 1 on one shared idiom; three hashes are at least 11 + 2 tokens of their own.
 */
export const SIMILARITY_MIN_FINGERPRINTS = 3;

/** A source's fingerprint: the winnowed k-gram hashes, sorted and without repeats. */
export interface Fingerprint {
  hashes: Uint32Array;
}

/** Keywords kept as they are (Verilog-2005 and the SystemVerilog a learner writes); any other identifier is a placeholder. */
const KEYWORDS = new Set(
  (
    'always and assign automatic begin buf bufif0 bufif1 case casex casez cmos deassign default defparam disable edge else end ' +
    'endcase endfunction endgenerate endmodule endprimitive endspecify endtable endtask event for force forever fork function ' +
    'generate genvar highz0 highz1 if ifnone initial inout input integer join large localparam macromodule medium module nand ' +
    'negedge nmos nor not notif0 notif1 or output parameter pmos posedge primitive pull0 pull1 pulldown pullup rcmos real ' +
    'realtime reg release repeat rnmos rpmos rtran rtranif0 rtranif1 scalared signed small specify specparam strong0 strong1 ' +
    'supply0 supply1 table task time tran tranif0 tranif1 tri tri0 tri1 triand trior trireg unsigned vectored wait wand weak0 ' +
    'weak1 while wire wor xnor xor always_comb always_ff always_latch logic bit byte int shortint longint unique priority ' +
    'typedef enum struct packed return break continue do foreach'
  ).split(' '),
);

/** The role a declaration keyword gives the names it declares: the placeholder's kind. */
const DECLARES: Record<string, string> = {
  input: 'in',
  output: 'out',
  inout: 'inout',
  wire: 'net',
  tri: 'net',
  wand: 'net',
  wor: 'net',
  supply0: 'net',
  supply1: 'net',
  reg: 'var',
  logic: 'var',
  bit: 'var',
  byte: 'var',
  int: 'var',
  integer: 'var',
  shortint: 'var',
  longint: 'var',
  real: 'var',
  time: 'var',
  realtime: 'var',
  parameter: 'param',
  localparam: 'param',
  genvar: 'genvar',
  module: 'module',
  macromodule: 'module',
  function: 'function',
  task: 'task',
};
/** Roles that declare one name (the one after the keyword), not a list. */
const DECLARES_ONE = new Set(['module', 'function', 'task']);
const PORT_ROLES = new Set(['in', 'out', 'inout']);

/** Compiler directives kept as they are; any other `name is a macro's use: a placeholder. */
const DIRECTIVES = new Set(
  '`timescale `define `undef `ifdef `ifndef `else `elsif `endif `include `default_nettype `resetall `celldefine `endcelldefine'.split(' '),
);

/** Keywords that open and close a nested block of statements. */
const OPENERS = new Set(['begin', 'case', 'casex', 'casez', 'fork', 'function', 'task', 'generate', 'specify', 'table']);
const CLOSERS = new Set(['end', 'endcase', 'join', 'endfunction', 'endtask', 'endgenerate', 'endspecify', 'endtable']);

/**
 * A number by its value: `8'hFF`, `8'd255` and `8'b1111_1111` are one token `8'255`; a decimal
 * loses its underscores. Literals with x, z or ? digits keep their (lower-cased) digits.
 */
function numberValue(text: string): string {
  const plain = text.replace(/_/g, '').toLowerCase();
  const based = /^(\d*)'s?([bodh])\s*([0-9a-f]+)$/.exec(plain);
  if (!based) return plain;
  const radix = { b: '0b', o: '0o', d: '', h: '0x' }[based[2] as 'b' | 'o' | 'd' | 'h'];
  // Why 64 digits: a longer literal is no exercise's; BigInt of it is still linear, but pointless.
  if (based[3]!.length > 64) return plain;
  try {
    return `${based[1]}'${BigInt(radix + based[3]).toString()}`;
  } catch {
    return plain; // digits the radix does not have (8'b2): as written
  }
}

/**
 * Each identifier's declared role, from one pass over the tokens: the names a declaration
 * keyword introduces (not those in its ranges or initial values). The first declaration wins,
 * so a non-ANSI `output q; reg q;` stays an output, as `output reg q` does.
 */
function declaredRoles(tokens: TokenStream, count: number): Map<string, string> {
  const roles = new Map<string, string>();
  let role: string | null = null;
  let depth = 0;
  let declDepth = 0;
  let initialising = false;
  for (let k = 0; k < count; k++) {
    const kind = tokens.kind(k);
    const text = tokens.text(k)!;
    if (kind === 'punct') {
      if (text === '(' || text === '[' || text === '{') depth++;
      else if (text === ')' || text === ']' || text === '}') {
        depth--;
        if (role !== null && depth < declDepth) role = null;
      } else if (depth === declDepth) {
        if (text === ';') role = null;
        else if (text === ',') initialising = false;
        else if (text === '=') initialising = true;
      }
      continue;
    }
    if (kind !== 'ident') continue;
    const declares = DECLARES[text];
    if (declares !== undefined) {
      // `output reg q`: the port's direction is its role; a type after it adds nothing.
      if (PORT_ROLES.has(declares) || role === null || !PORT_ROLES.has(role) || depth !== declDepth) {
        role = declares;
        declDepth = depth;
        initialising = false;
      }
      continue;
    }
    if (role === null || KEYWORDS.has(text) || depth !== declDepth || initialising) continue;
    if (!roles.has(text)) roles.set(text, role);
    if (DECLARES_ONE.has(role)) role = null;
  }
  return roles;
}

/** What a token means to the splitting into units (canonicalHashes). */
const [OTHER, OPEN, CLOSE, BLOCK_CLOSE, SEMICOLON, ELSE, MODULE, END_MODULE] = [0, 1, 2, 3, 4, 5, 6, 7];
const MARKS = new Map<string, number>([
  ...['(', '[', '{', ...OPENERS].map((t) => [t, OPEN] as const),
  ...[')', ']', '}'].map((t) => [t, CLOSE] as const),
  ...[...CLOSERS].map((t) => [t, BLOCK_CLOSE] as const),
  [';', SEMICOLON],
  ['else', ELSE],
  ...['module', 'macromodule', 'primitive'].map((t) => [t, MODULE] as const),
  ...['endmodule', 'endprimitive'].map((t) => [t, END_MODULE] as const),
]);

/** FNV-1a of a token's normalised text: 32 bits. */
function tokenHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A source's tokens normalised: each one's hash and its mark (MARKS), in typed arrays (no string per token kept). */
interface Normalised {
  hashes: Uint32Array;
  marks: Uint8Array;
}

/** The normalised text of one token: keywords, operators, system names and values as they are, names by role. */
function normalisedText(tokens: TokenStream, k: number, roles: Map<string, string>): string {
  const text = tokens.text(k)!;
  switch (tokens.kind(k)) {
    case 'ident':
      return KEYWORDS.has(text) ? text : `<${roles.get(text) ?? 'name'}>`;
    case 'number':
      return numberValue(text);
    case 'string':
      return '<string>';
    case 'directive':
      return DIRECTIVES.has(text) ? text : '<macro>';
    default:
      return text; // punctuation, and system names ($display): kept
  }
}

function normalised(source: string): Normalised {
  const tokens = tokenize(source.length > SIMILARITY_MAX_CHARS ? source.slice(0, SIMILARITY_MAX_CHARS) : source);
  const count = Math.min(tokens.length, SIMILARITY_MAX_TOKENS);
  const roles = declaredRoles(tokens, count);
  const hashes = new Uint32Array(count);
  const marks = new Uint8Array(count);
  // A source repeats few distinct texts: each is hashed once.
  const known = new Map<string, number>();
  for (let k = 0; k < count; k++) {
    const text = normalisedText(tokens, k, roles);
    let hash = known.get(text);
    if (hash === undefined) known.set(text, (hash = tokenHash(text)));
    hashes[k] = hash;
    marks[k] = MARKS.get(text) ?? OTHER;
  }
  return { hashes, marks };
}

/** Lexicographic order of two units' token hashes: the canonical order of independent items. */
function byTokens(a: Uint32Array, b: Uint32Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

function concatenated(parts: Uint32Array[]): Uint32Array {
  const out = new Uint32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The normalised tokens' hashes in canonical order: each module's header first and `endmodule`
 * last, its items between sorted by their tokens, and the top level's units (modules,
 * directives) sorted likewise. An item ends at a `;` or a block's closing keyword at nesting
 * depth 0 (not before an `else`), so an always block, a continuous assignment, an instance or a
 * declaration is one unit. Units are views of one array; sorting is O(u log u) comparisons.
 */
export function canonicalHashes(source: string): Uint32Array {
  const { hashes, marks } = normalised(source);
  const topLevel: Uint32Array[] = [];
  let items: Uint32Array[] | null = null; // inside a module: its items so far
  let header: Uint32Array | null = null;
  let unitStart = 0;
  let depth = 0;
  const unitTo = (end: number) => {
    const unit = hashes.subarray(unitStart, end);
    unitStart = end;
    return unit;
  };
  const flush = (end: number) => {
    if (end > unitStart) (items ?? topLevel).push(unitTo(end));
  };
  const closeModule = (endModule: Uint32Array) => {
    topLevel.push(concatenated([header ?? new Uint32Array(0), ...items!.sort(byTokens), endModule]));
    items = null;
  };
  for (let k = 0; k < hashes.length; k++) {
    const mark = marks[k]!;
    if (depth === 0 && mark === MODULE && items === null) {
      flush(k);
      items = [];
      header = null;
    } else if (depth === 0 && mark === END_MODULE && items !== null) {
      flush(k);
      closeModule(unitTo(k + 1));
      continue;
    }
    if (mark === OPEN) depth++;
    else if ((mark === CLOSE || mark === BLOCK_CLOSE) && depth > 0) depth--;
    else if (mark !== SEMICOLON) continue;
    if (depth !== 0 || marks[k + 1] === ELSE) continue;
    if (items !== null && header === null) {
      if (mark === SEMICOLON) header = unitTo(k + 1); // the header ends at its `;`
    } else if (mark === SEMICOLON || mark === BLOCK_CLOSE) flush(k + 1);
  }
  flush(hashes.length);
  if (items !== null) closeModule(new Uint32Array(0)); // a module never closed
  return concatenated(topLevel.sort(byTokens));
}

/** A multiplier for the rolling k-gram hash (odd, mixed bits) and its k−1'th power, mod 2^32. */
const BASE = 0x5bd1e995;
const BASE_TO_K = (() => {
  let p = 1;
  for (let i = 0; i < SIMILARITY_K - 1; i++) p = Math.imul(p, BASE);
  return p;
})();

/**
 * A source's fingerprint: the hashes of its canonical tokens' k-grams (a rolling hash: one step a
 * token), winnowed — the least hash of every window of SIMILARITY_WINDOW k-grams (the rightmost
 * on ties), each chosen position once — with a deque, so linear in the tokens.
 */
export function fingerprint(source: string): Fingerprint {
  const hashes = canonicalHashes(source);
  const k = Math.min(SIMILARITY_K, hashes.length);
  if (k === 0) return { hashes: new Uint32Array(0) };
  const grams = new Uint32Array(hashes.length - k + 1);
  let rolling = 0;
  for (let i = 0; i < hashes.length; i++) {
    if (i >= k) rolling = (rolling - Math.imul(hashes[i - k]!, BASE_TO_K)) | 0;
    rolling = (Math.imul(rolling, BASE) + hashes[i]!) | 0;
    if (i >= k - 1) grams[i - k + 1] = rolling >>> 0;
  }
  const w = Math.min(SIMILARITY_WINDOW, grams.length);
  const chosen: number[] = [];
  const deque = new Int32Array(grams.length); // positions, their hashes increasing from head to tail
  let [head, tail] = [0, 0];
  let last = -1;
  for (let i = 0; i < grams.length; i++) {
    while (tail > head && grams[deque[tail - 1]!]! >= grams[i]!) tail--;
    deque[tail++] = i;
    if (deque[head]! <= i - w) head++;
    if (i >= w - 1 && deque[head] !== last) {
      last = deque[head]!;
      chosen.push(grams[last]!);
    }
  }
  return { hashes: uniqueSorted(chosen) };
}

function uniqueSorted(values: ArrayLike<number>): Uint32Array {
  const sorted = Uint32Array.from(values).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
  return sorted.slice(0, n);
}

/** A fingerprint without the hashes of the others (the template's and the reference's): a merge of sorted arrays. */
export function withoutHashes(print: Fingerprint, excluded: Fingerprint): Fingerprint {
  const [a, b] = [print.hashes, excluded.hashes];
  const kept: number[] = [];
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    while (j < b.length && b[j]! < a[i]!) j++;
    if (j >= b.length || b[j] !== a[i]) kept.push(a[i]!);
  }
  return { hashes: Uint32Array.from(kept) };
}

/** The union of fingerprints (the template's and the reference's, to exclude together). */
export function unionOf(prints: Fingerprint[]): Fingerprint {
  return { hashes: uniqueSorted(prints.flatMap((p) => Array.from(p.hashes))) };
}

/**
 * How similar two fingerprints are, 0..1: the Jaccard index of their hash sets (shared over all),
 * one merge of the sorted arrays. 0 when either keeps fewer than SIMILARITY_MIN_FINGERPRINTS.
 * Why Jaccard rather than containment: containment scores a short solution 1 against every longer
 * one that happens to include its few idioms; padding a copy with junk to lower the Jaccard index
 * costs the copier junk that a teacher sees in the side-by-side.
 */
export function similarity(a: Fingerprint, b: Fingerprint): number {
  const [x, y] = [a.hashes, b.hashes];
  if (x.length < SIMILARITY_MIN_FINGERPRINTS || y.length < SIMILARITY_MIN_FINGERPRINTS) return 0;
  let shared = 0;
  let [i, j] = [0, 0];
  while (i < x.length && j < y.length) {
    if (x[i]! < y[j]!) i++;
    else if (x[i]! > y[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  return shared / (x.length + y.length - shared);
}

/** Score at or above which a pair is reported (SimilarPair). See bench and tests for where it sits. */
export const SIMILARITY_THRESHOLD = 0.5;

export interface SimilarPair {
  /** Indices into the sources given, a < b. */
  a: number;
  b: number;
  score: number;
}

/**
 * Every pair of `sources` scoring at least `threshold`, best first (ties: by indices), after the
 * hashes of `excluded` (the problem's template and reference) are taken out of each. Fingerprinting
 * is linear in each source; the comparisons are all pairs (n(n−1)/2 merges), which is what the
 * check is: 200 sources take well under a second (bench/similarity.ts).
 */
export function similarPairs(sources: string[], excluded: string[], threshold = SIMILARITY_THRESHOLD): SimilarPair[] {
  const common = unionOf(excluded.map(fingerprint));
  const prints = sources.map((source) => withoutHashes(fingerprint(source), common));
  const pairs: SimilarPair[] = [];
  for (let a = 0; a < prints.length; a++)
    for (let b = a + 1; b < prints.length; b++) {
      const score = similarity(prints[a]!, prints[b]!);
      if (score >= threshold) pairs.push({ a, b, score });
    }
  return pairs.sort((p, q) => q.score - p.score || p.a - q.a || p.b - q.b);
}
