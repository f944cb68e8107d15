/**
 * A formal counterexample (issue 32) as a judge-style dump for the waveform viewer: one clock
 * period per cycle of the search (low, then the rising edge half way: the outputs are compared
 * while the clock is low, as the search and the testbench compare them), each input, each output
 * as `<out>_ref` above `<out>_dut`, and the judge's `mismatch` flag high in the last cycle, where
 * the outputs differ — so the viewer pairs, marks and jumps to them as it does a judgement's dump.
 * Each value is held for its whole cycle: the search knows the values only at the compare point,
 * not how the outputs move between the rising edge and the next inputs.
 * A combinational counterexample is one input vector: one period, no clock.
 */
import { ACTUAL_SUFFIX, EXPECTED_SUFFIX, MISMATCH_SIGNAL, type SubmissionCounterexample } from '@veridojo/contracts';

/** Time units of one cycle: the rising edge at half of it. */
const PERIOD = 10;

/** A name for the drawn clock that no port of the problem uses. */
function clockName(c: SubmissionCounterexample): string {
  const taken = new Set([...c.inputs, ...c.outputs].map((s) => s.name));
  return ['clk', 'clock', 'cex_clk'].find((name) => !taken.has(name)) ?? 'cex_clk_0';
}

/** VCD's short identifiers: printable ASCII from '!' on, in as many characters as needed. */
function identifier(index: number): string {
  let id = '';
  let n = index;
  do {
    id += String.fromCharCode(33 + (n % 94));
    n = Math.floor(n / 94);
  } while (n > 0);
  return id;
}

export function counterexampleVcd(c: SubmissionCounterexample): string {
  const signals: { name: string; width: number; value: (step: number) => string }[] = [];
  const at = (record: 'inputs' | 'expected' | 'yours', name: string) => (step: number) => c.steps[step]?.[record][name] ?? 'x';
  for (const s of c.inputs) signals.push({ name: s.name, width: s.width, value: at('inputs', s.name) });
  for (const s of c.outputs) {
    signals.push({ name: `${s.name}${EXPECTED_SUFFIX}`, width: s.width, value: at('expected', s.name) });
    signals.push({ name: `${s.name}${ACTUAL_SUFFIX}`, width: s.width, value: at('yours', s.name) });
  }
  const last = c.steps.length - 1;
  signals.push({ name: MISMATCH_SIGNAL, width: 1, value: (step) => (step === last ? '1' : '0') });
  const ids = signals.map((_, k) => identifier(k + 1));
  const clock = c.sequential ? identifier(0) : null;

  const lines = ['$timescale 1ns $end', '$scope module counterexample $end'];
  if (clock) lines.push(`$var wire 1 ${clock} ${clockName(c)} $end`);
  signals.forEach((s, k) => lines.push(`$var wire ${s.width} ${ids[k]} ${s.name}${s.width > 1 ? ` [${s.width - 1}:0]` : ''} $end`));
  lines.push('$upscope $end', '$enddefinitions $end');

  const change = (s: (typeof signals)[number], id: string, step: number) =>
    s.width === 1 ? `${s.value(step)}${id}` : `b${s.value(step)} ${id}`;
  c.steps.forEach((_, step) => {
    lines.push(`#${step * PERIOD}`);
    if (clock) lines.push(`0${clock}`);
    signals.forEach((s, k) => {
      if (step === 0 || s.value(step) !== s.value(step - 1)) lines.push(change(s, ids[k]!, step));
    });
    if (clock) lines.push(`#${step * PERIOD + PERIOD / 2}`, `1${clock}`);
  });
  lines.push(`#${c.steps.length * PERIOD}`);
  return `${lines.join('\n')}\n`;
}
