/**
 * The largest designs a user may send that made the converter's readers before the first jail
 * quadratic (issue 26), generated here rather than stored: each answered before any jail, in
 * time. (The converter's golden cases, packages/judge/golden/convert, run in src/golden.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { runConversion } from './convert.ts';

describe('designs at the size limits, before any jail', () => {
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
