/**
 * Mutants of a reference design, for the checker's mutation score: each is the reference with
 * one small, typical mistake — an operator swapped, a constant off by one, a bit flipped,
 * blocking and non-blocking assignment exchanged, the reset removed, the clock edge swapped.
 * A good testbench rejects nearly all of them. Ids are stable (kind, line, token index) so
 * reviewed-equivalent survivors can be listed in problem.json.
 */
import { lex, type Token } from '@veridojo/problem-format';

export interface Mutant {
  id: string;
  description: string;
  code: string;
}

const OPERATOR_SWAPS: Record<string, string> = {
  '&': '|',
  '|': '&',
  '^': '&',
  '+': '-',
  '-': '+',
  '&&': '||',
  '||': '&&',
  '==': '!=',
  '!=': '==',
  '<': '<=',
  '>': '>=',
  '>=': '>',
  '<<': '>>',
  '>>': '<<',
};

/** Joins single-character punctuation into Verilog's multi-character operators. */
function operators(tokens: Token[]): { text: string; start: number; end: number; line: number; index: number }[] {
  const ops: { text: string; start: number; end: number; line: number; index: number }[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'punct') continue;
    const next = tokens[k + 1];
    const adjacent = next && next.kind === 'punct' && next.start === t.start + 1;
    const pair = adjacent ? t.text + next.text : '';
    if (['&&', '||', '==', '!=', '<=', '>=', '<<', '>>'].includes(pair)) {
      const third = tokens[k + 2];
      const triple = third && third.kind === 'punct' && third.start === t.start + 2 ? pair + third.text : '';
      if (['===', '!==', '<<<', '>>>'].includes(triple)) {
        ops.push({ text: triple, start: t.start, end: t.start + 3, line: t.line, index: k });
        k += 2;
        continue;
      }
      ops.push({ text: pair, start: t.start, end: t.start + 2, line: t.line, index: k });
      k += 1;
      continue;
    }
    ops.push({ text: t.text, start: t.start, end: t.start + 1, line: t.line, index: k });
  }
  return ops;
}

function replace(source: string, start: number, end: number, text: string): string {
  return source.slice(0, start) + text + source.slice(end);
}

/** `<=` that starts an assignment statement rather than comparing. */
function isNonBlocking(ops: ReturnType<typeof operators>, tokens: Token[], at: number): boolean {
  const op = ops[at]!;
  let k = op.index - 1;
  while (k >= 0 && tokens[k]!.text === ']') {
    let depth = 0;
    for (; k >= 0; k--) {
      if (tokens[k]!.text === ']') depth++;
      else if (tokens[k]!.text === '[' && --depth === 0) break;
    }
    k--;
  }
  if (tokens[k]?.kind !== 'ident' && tokens[k]?.text !== '}') return false;
  if (tokens[k]?.text === '}') return true;
  const before = tokens[k - 1]?.text;
  return before === undefined || [';', 'begin', ')', 'else', ':'].includes(before) || before === 'end';
}

export function generateMutants(reference: string, options: { reset?: string; limit?: number } = {}): Mutant[] {
  const tokens = lex(reference);
  const ops = operators(tokens);
  const mutants: Mutant[] = [];
  const add = (kind: string, line: number, index: number, description: string, code: string) => {
    if (code !== reference) mutants.push({ id: `${kind}@${line}:${index}`, description: `第 ${line} 行：${description}`, code });
  };
  // Two mutants at one token (a constant +1 and -1) are told apart by a suffix on the kind.

  ops.forEach((op, at) => {
    if (op.text === '<=' && isNonBlocking(ops, tokens, at)) {
      add('blocking', op.line, op.index, '非阻塞赋值 <= 改为阻塞赋值 =', replace(reference, op.start, op.end, '='));
      return;
    }
    const swap = OPERATOR_SWAPS[op.text];
    if (swap) add('operator', op.line, op.index, `运算符 ${op.text} 改为 ${swap}`, replace(reference, op.start, op.end, swap));
    if (op.text === '~' || op.text === '!') add('removal', op.line, op.index, `去掉 ${op.text}`, replace(reference, op.start, op.end, ''));
  });

  tokens.forEach((t, k) => {
    if (t.kind === 'number') {
      const decimal = /^\d+$/.exec(t.text);
      const based = /^(\d*)'([sS]?)([bB])([01_]+)$/.exec(t.text);
      const sizedDecimal = /^(\d+)'([sS]?)([dD])(\d+)$/.exec(t.text);
      const inRange = tokens[k - 1]?.text === '[' || tokens[k + 1]?.text === ':' || tokens[k - 1]?.text === ':';
      if (decimal && !inRange) {
        const v = Number(t.text);
        add('constant+1', t.line, k, `常数 ${v} 改为 ${v + 1}`, replace(reference, t.start, t.start + t.text.length, String(v + 1)));
        if (v > 0)
          add('constant-1', t.line, k, `常数 ${v} 改为 ${v - 1}`, replace(reference, t.start, t.start + t.text.length, String(v - 1)));
      } else if (sizedDecimal) {
        const v = Number(sizedDecimal[4]);
        const text = `${sizedDecimal[1]}'${sizedDecimal[2]}${sizedDecimal[3]}${v + 1}`;
        add('constant+1', t.line, k, `常数 ${t.text} 改为 ${text}`, replace(reference, t.start, t.start + t.text.length, text));
      } else if (based) {
        const digits = based[4]!;
        const last = digits.length - 1;
        const flipped = digits.slice(0, last) + (digits[last] === '0' ? '1' : '0');
        const text = `${based[1]}'${based[2]}${based[3]}${flipped}`;
        add('bitflip', t.line, k, `常数 ${t.text} 的最低位取反`, replace(reference, t.start, t.start + t.text.length, text));
      }
    } else if (t.text === 'posedge' || t.text === 'negedge') {
      const other = t.text === 'posedge' ? 'negedge' : 'posedge';
      add('edge', t.line, k, `${t.text} 改为 ${other}`, replace(reference, t.start, t.start + t.text.length, other));
    } else if (t.text === 'if' && options.reset && tokens[k + 1]?.text === '(') {
      // if (<condition naming the reset>) → if (1'b0): the reset branch never runs.
      let depth = 0;
      let end = k + 1;
      for (; end < tokens.length; end++) {
        if (tokens[end]!.text === '(') depth++;
        else if (tokens[end]!.text === ')' && --depth === 0) break;
      }
      const condition = tokens.slice(k + 2, end);
      if (condition.some((c) => c.text === options.reset)) {
        const open = tokens[k + 1]!;
        const close = tokens[end]!;
        add('reset', t.line, k, '去掉复位', replace(reference, open.start, close.start + 1, "(1'b0)"));
      }
    }
  });

  const unique = new Map<string, Mutant>();
  for (const m of mutants) if (!unique.has(m.code)) unique.set(m.code, m);
  const all = [...unique.values()];
  const limit = options.limit ?? all.length;
  if (all.length <= limit) return all;
  // An even spread over the design, the same every run.
  return Array.from({ length: limit }, (_, i) => all[Math.floor((i * all.length) / limit)]!);
}
