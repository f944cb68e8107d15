/**
 * The converter's golden cases (packages/judge/golden/convert): attacks on the converter, each a
 * folder of .v files and expect.json — `mode` (convert or validate), `status`, optionally
 * `message_starts`, `diagnostic` (`{ file, line, text_starts }`, the first one) and `within_ms`
 * (the answer comes within it) — run for real with runConversion / runValidation, what the
 * worker's convert job runs. Beside them, the largest designs a user may send that made the
 * readers before the first jail quadratic, generated here rather than stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConvertResult } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { runConversion, runValidation } from './convert.ts';

const CASES = path.resolve(import.meta.dirname, '../../golden/convert');

interface Expectation {
  mode: 'convert' | 'validate';
  status: ConvertResult['status'];
  message_starts?: string;
  diagnostic?: { file: string; line: number; text_starts: string };
  within_ms?: number;
}

function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.v'))
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );
}

/** Why 20 s: a conversion's job wall clock (the contract's convertLimits). */
const CONVERT_WALL_MS = 20_000;

describe('converter golden cases', () => {
  it.each(fs.readdirSync(CASES).sort())('%s', async (name) => {
    const dir = path.join(CASES, name);
    const expected = JSON.parse(fs.readFileSync(path.join(dir, 'expect.json'), 'utf8')) as Expectation;
    const started = performance.now();
    const request = { files: filesOf(dir), timeLimitMs: CONVERT_WALL_MS / 2 };
    const result = expected.mode === 'convert' ? await runConversion({ ...request, seed: 1 }) : await runValidation(request);
    const ms = performance.now() - started;
    expect(result.status, result.message).toBe(expected.status);
    expect(result.vhdl).toBeNull();
    if (expected.message_starts) expect(result.message.startsWith(expected.message_starts), result.message).toBe(true);
    if (expected.diagnostic) {
      const first = result.diagnostics[0];
      expect(first).toMatchObject({ file: expected.diagnostic.file, line: expected.diagnostic.line, severity: 'error' });
      expect(first!.text.startsWith(expected.diagnostic.text_starts), first!.text).toBe(true);
    }
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
