/**
 * The golden suite (packages/judge/golden), one runner over one case format (testing/golden.ts):
 * every case of every mode — judgements, learners' testbenches, the IDE's compile and simulate,
 * the converter's conversion and syntax check — run for real in the jail with what the worker
 * runs, and held to its expect.json.
 */
import { bitsDiffer } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { goldenCases, goldenProblem, runCase, type GoldenCase, type Outcome } from './testing/golden.ts';

const cases = goldenCases();

/** Why 60 s: a testbench case runs ten designs, a conversion two jails; each case has its own limits well inside. */
const CASE_TIMEOUT_MS = 60_000;

describe('golden suite', () => {
  it('has a judgement case for every verdict a submission can cause', () => {
    const verdicts = new Set(cases.filter((c) => c.expect.mode === 'judge').map((c) => c.expect.status));
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

  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_id, c) => holds(c, await runCase(c)), CASE_TIMEOUT_MS);
});

/** The expectations every mode shares, then the mode's own. */
function holds(c: GoldenCase, outcome: Outcome) {
  const e = c.expect;
  const what = `${outcome.log.slice(0, 500)}\n${outcome.message ?? ''}\n${JSON.stringify(outcome.diagnostics).slice(0, 500)}`;
  expect(e.status_in ?? [e.status], what).toContain(outcome.status);
  if (e.within_ms !== undefined) expect(outcome.ms).toBeLessThan(e.within_ms);
  if (e.diagnostic) {
    const first = outcome.diagnostics[0];
    expect(first, what).toMatchObject({ file: e.diagnostic.file ?? outcome.learnerFile, line: e.diagnostic.line, severity: 'error' });
    if (e.diagnostic.text !== undefined) expect(first!.text).toBe(e.diagnostic.text);
    if (e.diagnostic.text_starts !== undefined) expect(first!.text.startsWith(e.diagnostic.text_starts), first!.text).toBe(true);
  }
  for (const text of [e.log_contains ?? []].flat()) expect(outcome.log, what).toContain(text);
  for (const text of e.log_excludes ?? []) expect(outcome.all, what).not.toContain(text);
  if (e.message_contains !== undefined) expect(outcome.message).toContain(e.message_contains);
  if (outcome.judged) judgement(c, outcome.judged);
  if (outcome.project) project(c, outcome.project);
  if (outcome.synth) synthesis(c, outcome.synth);
  if (outcome.counterexample) counterexample(c, outcome.counterexample);
  if (outcome.testbench) {
    const t = outcome.testbench;
    expect(t.total).toBe(9);
    if (e.caught !== undefined) expect(t.caught, what).toBe(e.caught);
    if (e.reference_passed !== undefined) expect(t.referencePassed, what).toBe(e.reference_passed);
    for (const category of e.missed_includes ?? []) expect(t.missed, what).toContain(category);
  }
}

function judgement(c: GoldenCase, result: NonNullable<Outcome['judged']>) {
  const e = c.expect;
  if (e.samples !== undefined) expect(result.samples).toBe(e.samples);
  if (e.output_mismatches) expect(result.outputMismatches).toMatchObject(e.output_mismatches);
  if (e.first_mismatch) expect(result.firstMismatch).toEqual(e.first_mismatch);
  for (const text of e.waveform_contains ?? []) expect(result.waveform).toContain(text);
  if (e.waveform_max_bytes !== undefined) expect(Buffer.byteLength(result.waveform ?? '')).toBeLessThanOrEqual(e.waveform_max_bytes);
  if (e.status === 'accepted' || e.status === 'wrong_answer') {
    expect(result.waveform).toMatch(/\$scope module tb \$end/);
    for (const port of ['_ref', '_dut']) expect(result.waveform).toContain(port);
    // The generated testbench's own signal; a problem's own testbench dumps what it chooses.
    if (!('testbench' in goldenProblem(e.problem!))) expect(result.waveform).toContain('mismatch');
    // The judge's own nonce-marked lines are taken out of what the learner sees.
    if (!c.id.startsWith('cases/cheat-')) expect(result.log).not.toMatch(/VD_(RESULT|OUTPUT|FIRST|REFX)/);
    // So is Icarus's notice about the judge's own VCD file.
    expect(result.log).not.toContain('VCD info');
  }
}

function project(c: GoldenCase, run: NonNullable<Outcome['project']>) {
  const e = c.expect;
  if (e.outputs) expect(run.outputs.map(({ path, content, truncated }) => ({ path, content, truncated }))).toEqual(e.outputs);
  if (e.outputs_count !== undefined) expect(run.outputs).toHaveLength(e.outputs_count);
  if (e.outputs_first !== undefined) expect(run.outputs[0]?.path).toBe(e.outputs_first);
  if (e.outputs_truncated !== undefined) expect(run.outputs[0]?.truncated).toBe(e.outputs_truncated);
  if (e.notice_includes !== undefined) expect(run.notices.join('\n')).toContain(e.notice_includes);
}

function synthesis(c: GoldenCase, report: NonNullable<Outcome['synth']>) {
  const e = c.expect;
  const what = JSON.stringify(report).slice(0, 1500);
  if (e.cells !== undefined) expect(report.cells, what).toBe(e.cells);
  if (e.cell_counts !== undefined) expect(report.cell_counts, what).toEqual(e.cell_counts);
  if (e.flip_flops !== undefined) expect(report.flip_flops, what).toBe(e.flip_flops);
  if (e.latches !== undefined) expect(report.latches, what).toBe(e.latches);
  if (e.latch_lines !== undefined)
    expect(
      report.latch_warnings.map((w) => w.line),
      what,
    ).toEqual(e.latch_lines);
  if (e.loops !== undefined) expect(report.loops, what).toHaveLength(e.loops);
  if (e.loop_lines !== undefined)
    expect(
      report.loops.map((l) => l.line),
      what,
    ).toEqual(e.loop_lines);
  if (e.longest_path !== undefined) expect(report.longest_path, what).toBe(e.longest_path);
  // Every finding names the learner's file, never a jail path.
  expect(what).not.toContain('/job/');
}

function counterexample(c: GoldenCase, result: NonNullable<Outcome['counterexample']>) {
  const e = c.expect;
  const what = JSON.stringify(result).slice(0, 2000);
  if (e.cycles !== undefined) expect(result.cycles, what).toBe(e.cycles);
  if (e.cycles) expect(result.steps, what).toHaveLength(e.cycles);
  if (e.differing !== undefined) expect(result.differing, what).toEqual(e.differing);
  if (e.last_step !== undefined) expect(result.steps.at(-1), what).toMatchObject(e.last_step);
  if (e.message !== undefined) expect(result.message, what).toBe(e.message);
  if (result.status === 'found') {
    // The last cycle shows the difference and no earlier one does: the counterexample is the shortest.
    const differs = result.steps.map((s) => Object.keys(s.expected).some((o) => bitsDiffer(s.expected[o]!, s.yours[o] ?? '')));
    expect(differs.at(-1), what).toBe(true);
    expect(
      differs.slice(0, -1).every((d) => !d),
      what,
    ).toBe(true);
  }
  if (result.status === 'unknown') expect(result.steps, what).toEqual([]);
  // Nothing of the reference and no jail path reaches the learner.
  expect(what).not.toContain('/job/');
  expect(what).not.toContain('reference.v');
  expect(what).not.toContain('vd_gold');
}
