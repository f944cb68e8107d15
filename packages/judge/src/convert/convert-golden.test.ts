/**
 * The converter's golden cases (packages/judge/golden/convert): attacks and edge inputs converted
 * for real with runConversion — the jails, the translators, GHDL and the proof, what the worker
 * runs for a `convert` job — each held to the outcome pinned in its expect.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConvertResult } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { runConversion } from './convert.ts';

const CASES = path.resolve(import.meta.dirname, '../../golden/convert');

interface Expectation {
  why: string;
  status: ConvertResult['status'];
  diagnostic?: { file: string; line: number; text_starts: string };
  message_contains?: string;
  /** Text that must appear nowhere in the answer (a command's output). */
  excludes?: string[];
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
    const result = await runConversion({ files, seed: 20_261_127 });
    expect(result.status, `${result.message}\n${JSON.stringify(result.diagnostics)}`).toBe(expected.status);
    if (expected.diagnostic) {
      const first = result.diagnostics[0];
      expect(first).toMatchObject({ file: expected.diagnostic.file, line: expected.diagnostic.line, severity: 'error' });
      expect(first!.text.startsWith(expected.diagnostic.text_starts), first!.text).toBe(true);
    }
    if (expected.message_contains) expect(result.message).toContain(expected.message_contains);
    const answer = JSON.stringify(result);
    for (const text of expected.excludes ?? []) expect(answer).not.toContain(text);
  });
});
