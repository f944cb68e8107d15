import { describe, expect, it } from 'vitest';
import { lex, matchBrackets, modulesOf } from './lexer.ts';

const pairs = (source: string) => {
  const tokens = lex(source);
  const match = matchBrackets(tokens);
  return tokens.flatMap((t, k) => (match[k]! >= 0 ? [`${t.text}${k}-${match[k]}`] : []));
};

describe('matchBrackets', () => {
  it('pairs each bracket with its closer, each kind nesting on its own', () => {
    expect(pairs('a(b[c]{d})')).toEqual(['(1-9', '[3-5', '{6-8']);
    // A `)` never closes a `[`: the kinds are counted apart, as a rescan counting one kind would.
    expect(pairs('( [ ) ]')).toEqual(['(0-2', '[1-3']);
  });

  it('leaves an unclosed bracket at -1, and ignores closers without an opener', () => {
    expect(pairs('( ( )')).toEqual(['(1-2']);
    expect(pairs(') ( ]')).toEqual([]);
    // Brackets in strings and comments are not tokens.
    expect(pairs('"(" /* [ */ (x)')).toEqual(['(1-3']);
  });

  it('matches a million brackets in one pass', () => {
    const tokens = lex('#('.repeat(500_000) + ')'.repeat(500_000));
    // CPU time, not the wall clock: the bound is about the algorithm, not another test file sharing the cores.
    const started = process.cpuUsage();
    const match = matchBrackets(tokens);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
    expect(match[1]).toBe(tokens.length - 1);
  });
});

describe('lex', () => {
  it('keeps the token kinds, texts and lines it always had', () => {
    const source = 'module \\m$x  (input [3:0] a);\n/* c\n */ `define W 4\'b10_x1 // t\n$display("s\\"q", 1.5e-3, \'hFF, \'1);\nendmodule';
    expect(lex(source).map((t) => `${t.line}:${t.kind}:${t.text}`)).toEqual([
      '1:ident:module',
      '1:ident:\\m$x',
      '1:punct:(',
      '1:ident:input',
      '1:punct:[',
      '1:number:3',
      '1:punct::',
      '1:number:0',
      '1:punct:]',
      '1:ident:a',
      '1:punct:)',
      '1:punct:;',
      '3:directive:`define',
      '3:ident:W',
      "3:number:4'b10_x1",
      '4:system:$display',
      '4:punct:(',
      '4:string:"s\\"q"',
      '4:punct:,',
      '4:number:1.5e-3',
      '4:punct:,',
      "4:number:'hFF",
      '4:punct:,',
      "4:number:'1",
      '4:punct:)',
      '4:punct:;',
      '5:ident:endmodule',
    ]);
    expect(modulesOf(lex(source))).toEqual(['\\m$x']);
  });
});
