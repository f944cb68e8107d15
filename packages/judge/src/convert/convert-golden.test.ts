/**
 * The converter's golden cases (packages/judge/golden/convert): attacks and edge inputs converted
 * for real with runConversion — the jails, the translators, GHDL and the proof, what the worker
 * runs for a `convert` job — or syntax-checked with runValidation (`mode: "validate"`), each held
 * to the outcome pinned in its expect.json, within `within_ms` when given. Beside them, the largest
 * designs a user may send that made the readers before the first jail quadratic (issue 26),
 * generated here rather than stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConvertResult } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { runConversion, runValidation } from './convert.ts';

const CASES = path.resolve(import.meta.dirname, '../../golden/convert');

interface Expectation {
  why: string;
  /** convert (the default) or validate (the syntax check). */
  mode?: 'convert' | 'validate';
  status: ConvertResult['status'];
  diagnostic?: { file: string; line: number; text_starts: string };
  message_contains?: string;
  /** Text that must appear nowhere in the answer (a command's output). */
  excludes?: string[];
  /** The answer comes within this many milliseconds (a check must not hold the run). */
  within_ms?: number;
}

const cases = fs
  .readdirSync(CASES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('converter golden cases', () => {
  it.each(cases)('%s', async (name) => {
    const expected = JSON.parse(fs.readFileSync(path.join(CASES, name, 'expect.json'), 'utf8')) as Expectation;
    const dir = path.join(CASES, name, 'files');
    const files = Object.fromEntries(fs.readdirSync(dir).map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
    const started = performance.now();
    const result = expected.mode === 'validate' ? await runValidation({ files }) : await runConversion({ files, seed: 20_261_127 });
    const ms = performance.now() - started;
    expect(result.status, `${result.message}\n${JSON.stringify(result.diagnostics)}`).toBe(expected.status);
    if (expected.diagnostic) {
      const first = result.diagnostics[0];
      expect(first).toMatchObject({ file: expected.diagnostic.file, line: expected.diagnostic.line, severity: 'error' });
      expect(first!.text.startsWith(expected.diagnostic.text_starts), first!.text).toBe(true);
    }
    if (expected.message_contains) expect(result.message).toContain(expected.message_contains);
    const answer = JSON.stringify(result);
    for (const text of expected.excludes ?? []) expect(answer).not.toContain(text);
    if (expected.within_ms !== undefined) expect(ms).toBeLessThan(expected.within_ms);
  });

  it('answers a ring of 30 000 modules (no top) before any jail', async () => {
    const n = 30_000;
    const name = (i: number) => `m${i.toString(36)}`;
    const ring = Array.from({ length: n }, (_, i) => `module ${name(i)}; ${name((i + 1) % n)} u(); endmodule\n`).join('');
    const started = performance.now();
    const result = await runConversion({ files: { 'ring.v': ring }, seed: 1 });
    expect(result.status).toBe('invalid');
    expect(result.message).toBe('找不到顶层模块：每个模块都被其他模块例化了（是否有循环例化？）');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a design of 150 000 unclosed declaration brackets and a real before any jail', async () => {
    const text = `module m(input a, output y);\n  real r;\n  wire w[${',w['.repeat(150_000)}\n  assign y = a;\nendmodule\n`;
    const started = performance.now();
    const result = await runConversion({ files: { 'm.v': text }, seed: 1 });
    expect(result.status).toBe('unsupported');
    expect(result.message).toMatch(/^不能转换：m\.v 第 2 行使用了实数类型 real/);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
