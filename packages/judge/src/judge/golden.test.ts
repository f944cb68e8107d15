/**
 * Runs the golden suite (packages/judge/golden): every case folder's code through the real
 * sandbox against its problem, expecting the pinned verdict and details.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ProblemInterface, Stimulus, TestbenchMeta } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import type { JailLimits } from '../sandbox.ts';
import { judge } from './judge.ts';

const GOLDEN = path.resolve(import.meta.dirname, '../../golden');

interface Expectation {
  problem: string;
  verdict: string;
  samples?: number;
  outputs?: Record<string, number>;
  first_mismatch?: { time: number; inputs: Record<string, string> };
  diagnostic?: { line: number; text?: string; text_starts?: string };
  log_contains?: string | string[];
  log_excludes?: string[];
  /** Judge with fewer checks, to prove a depth of the defence alone (see JudgeRequest.checks). */
  checks?: 'compiled' | 'jail-only';
  time_limit_ms?: number;
  limits?: Partial<JailLimits>;
  /** The verdict must come within this many milliseconds of the start (a check must not hold the run). */
  within_ms?: number;
  waveform_contains?: string[];
  /** The waveform the judge keeps is at most this long. */
  waveform_max_bytes?: number;
}

/** A problem of the suite: interface and stimulus (a generated testbench), or its own testbench.sv. */
function problem(name: string) {
  const dir = path.join(GOLDEN, 'problems', name);
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'problem.json'), 'utf8'));
  const reference = fs.readFileSync(path.join(dir, 'reference.v'), 'utf8');
  if (meta.testbench) {
    const source = fs.readFileSync(path.join(dir, 'testbench.sv'), 'utf8');
    return { testbench: { ...TestbenchMeta.parse(meta.testbench), source }, reference };
  }
  return { iface: ProblemInterface.parse(meta.interface), stimulus: Stimulus.parse(meta.stimulus), reference };
}

const cases = fs.readdirSync(path.join(GOLDEN, 'cases')).sort();

describe('golden suite', () => {
  it('has a case for every verdict a submission can cause', () => {
    const verdicts = new Set(cases.map((c) => JSON.parse(fs.readFileSync(path.join(GOLDEN, 'cases', c, 'expect.json'), 'utf8')).verdict));
    // system_error cannot be caused by code: it means the judge itself failed.
    expect([...verdicts].sort()).toEqual([
      'accepted',
      'compile_error',
      'memory_limit',
      'output_limit',
      'runtime_error',
      'time_limit',
      'wrong_answer',
    ]);
  });

  it.each(cases)('%s', async (name) => {
    const dir = path.join(GOLDEN, 'cases', name);
    const expected = JSON.parse(fs.readFileSync(path.join(dir, 'expect.json'), 'utf8')) as Expectation;
    const code = fs.readFileSync(path.join(dir, 'main.v'), 'utf8');
    const result = await judge({
      ...problem(expected.problem),
      code,
      timeLimitMs: expected.time_limit_ms ?? 5000,
      seed: 7,
      limits: expected.limits,
      checks: expected.checks,
    });
    expect(result.verdict, result.log.slice(0, 500)).toBe(expected.verdict);
    if (expected.within_ms !== undefined) expect(result.wallMs).toBeLessThan(expected.within_ms);
    if (expected.samples !== undefined) expect(result.samples).toBe(expected.samples);
    if (expected.outputs) expect(result.outputMismatches).toMatchObject(expected.outputs);
    if (expected.first_mismatch) expect(result.firstMismatch).toEqual(expected.first_mismatch);
    for (const text of [expected.log_contains ?? []].flat()) expect(result.log).toContain(text);
    for (const text of expected.log_excludes ?? []) expect(result.log).not.toContain(text);
    if (expected.diagnostic) {
      const first = result.diagnostics[0];
      expect(first).toMatchObject({ file: 'main.v', line: expected.diagnostic.line, severity: 'error' });
      if (expected.diagnostic.text) expect(first?.text).toBe(expected.diagnostic.text);
      if (expected.diagnostic.text_starts) expect(first?.text.startsWith(expected.diagnostic.text_starts)).toBe(true);
    }
    for (const text of expected.waveform_contains ?? []) expect(result.waveform).toContain(text);
    if (expected.waveform_max_bytes !== undefined)
      expect(Buffer.byteLength(result.waveform ?? '')).toBeLessThanOrEqual(expected.waveform_max_bytes);
    if (expected.verdict === 'accepted' || expected.verdict === 'wrong_answer') {
      expect(result.waveform).toMatch(/\$scope module tb \$end/);
      for (const port of ['_ref', '_dut']) expect(result.waveform).toContain(port);
      // The generated testbench's own signal; a problem's own testbench dumps what it chooses.
      if (!('testbench' in problem(expected.problem))) expect(result.waveform).toContain('mismatch');
      // The judge's own nonce-marked lines are taken out of what the learner sees.
      if (!name.startsWith('cheat-')) expect(result.log).not.toMatch(/VD_(RESULT|OUTPUT|FIRST|REFX)/);
      // So is Icarus's notice about the judge's own VCD file.
      expect(result.log).not.toContain('VCD info');
    }
  });
});
