/**
 * The samples of a judged run, read back from its waveform: at every instant the testbench
 * compared outputs, the inputs, the expected (`<out>_ref`) and the actual (`<out>_dut`) value of
 * each output. The judge's generated testbench marks those instants by incrementing `samples`;
 * a problem's own testbench (VerilogEval) has no such counter, so its instants are the clock's
 * edges (the values just before each edge, as its checker sees them), or else every change of an
 * output pair. Same facts for both kinds of problem, so the analysis can point at the first
 * mismatch, its inputs and the cycles around it, and recognise patterns over the whole run.
 */
import { ACTUAL_SUFFIX, bitsDiffer, EXPECTED_SUFFIX, MISMATCH_SIGNAL, OUTPUT_MISMATCH_PREFIX, TESTBENCH_NAMES } from '@veridojo/contracts';
import { changeAt, parseVcd, valueBits, type Trace, type VcdVariable, type Waveform } from '@veridojo/waveform';

export interface Sample {
  time: number;
  inputs: Record<string, string>;
  expected: Record<string, string>;
  actual: Record<string, string>;
  /** Outputs whose actual value differs from the expected one (the judge's rule). */
  differing: string[];
  /** The judge testbench's reset phase (its samples there are compared too). */
  inReset: boolean;
}

export interface WaveformFacts {
  outputs: { name: string; width: number }[];
  inputs: { name: string; width: number }[];
  /** The clock input, when the run had one. */
  clock: string | null;
  samples: Sample[];
  /** Whether `samples` is every sample of the run, or the run had more than MAX_SAMPLES. */
  complete: boolean;
}

/**
 * Why at most 5 000 samples: the bank's longest stimulus is ~1 300 samples; a benchmark testbench
 * has up to 200 000, and the patterns are clear long before that while the analysis stays a few ms.
 */
const MAX_SAMPLES = 5000;

/** Bookkeeping of the testbenches (ours and VerilogEval's), never an input of the circuit. */
const INTERNAL = new Set<string>([
  ...Object.values(TESTBENCH_NAMES),
  MISMATCH_SIGNAL,
  'tb_match',
  'tb_mismatch',
  'wavedrom_enable',
  'wavedrom_title',
]);

const valueOf = (waveform: Waveform, variable: VcdVariable, time: number): string => {
  const trace = waveform.traces[variable.trace]!;
  const k = changeAt(waveform, trace, time);
  return k < 0 ? 'x'.repeat(trace.width) : valueBits(trace, trace.values[k]!);
};

/** Times at which `trace` changed, as times (not slots). */
function changeTimes(waveform: Waveform, trace: Trace): number[] {
  const times: number[] = [];
  for (let i = 0; i < trace.count; i++) times.push(waveform.times[trace.at[i]!]!);
  return times;
}

/** The facts of a dump, or null when it is not a judge's dump (no `<out>_ref` / `<out>_dut` pair). */
export function waveformFacts(vcd: string): WaveformFacts | null {
  const waveform = parseVcd(vcd);
  // The testbench's own scope: the outermost one holding a pair.
  const pairs = new Map<string, { ref: VcdVariable; dut: VcdVariable }>();
  let scope: string | null = null;
  const byScope = (s: string) => waveform.variables.filter((v) => v.scope === s);
  for (const candidate of [...new Set(waveform.variables.map((v) => v.scope))].sort((a, b) => a.split('.').length - b.split('.').length)) {
    const vars = byScope(candidate);
    for (const v of vars) {
      if (!v.reference.endsWith(EXPECTED_SUFFIX)) continue;
      const name = v.reference.slice(0, -EXPECTED_SUFFIX.length);
      const dut = vars.find((d) => d.reference === `${name}${ACTUAL_SUFFIX}`);
      if (dut) pairs.set(name, { ref: v, dut });
    }
    if (pairs.size > 0) {
      scope = candidate;
      break;
    }
  }
  if (scope === null) return null;
  const top = byScope(scope);
  const pairNames = new Set([...pairs.keys()].flatMap((n) => [`${n}${EXPECTED_SUFFIX}`, `${n}${ACTUAL_SUFFIX}`]));
  const inputVars = top.filter(
    (v) =>
      !pairNames.has(v.reference) &&
      !INTERNAL.has(v.reference) &&
      !v.reference.startsWith(OUTPUT_MISMATCH_PREFIX) &&
      v.kind !== 'integer' &&
      v.kind !== 'real' &&
      v.kind !== 'parameter' &&
      v.kind !== 'event',
  );
  const clock = inputVars.find((v) => /^(clk|clock)$/i.test(v.reference)) ?? null;
  const counter = top.find((v) => v.reference === TESTBENCH_NAMES.samples);
  const inReset = top.find((v) => v.reference === TESTBENCH_NAMES.inReset);

  // The instants of comparison, and how far before each the values are read.
  let instants: number[];
  let before = 0;
  if (counter) instants = changeTimes(waveform, waveform.traces[counter.trace]!).slice(1);
  else if (clock) {
    instants = changeTimes(waveform, waveform.traces[clock.trace]!).filter((t) => t > 0);
    before = 1e-9;
  } else {
    const all = new Set<number>();
    for (const { ref, dut } of pairs.values())
      for (const v of [ref, dut]) for (const t of changeTimes(waveform, waveform.traces[v.trace]!)) all.add(t);
    instants = [...all].sort((a, b) => a - b);
  }
  const complete = instants.length <= MAX_SAMPLES;
  const samples: Sample[] = instants.slice(0, MAX_SAMPLES).map((time) => {
    const at = time - before;
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    const differing: string[] = [];
    for (const [name, { ref, dut }] of pairs) {
      expected[name] = valueOf(waveform, ref, at);
      actual[name] = valueOf(waveform, dut, at);
      if (bitsDiffer(expected[name]!, actual[name]!.padStart(expected[name]!.length, '0').slice(-expected[name]!.length)))
        differing.push(name);
    }
    const inputs = Object.fromEntries(inputVars.map((v) => [v.reference, valueOf(waveform, v, at)]));
    return { time, inputs, expected, actual, differing, inReset: inReset ? valueOf(waveform, inReset, at) === '1' : false };
  });
  return {
    outputs: [...pairs.entries()].map(([name, { ref }]) => ({ name, width: ref.width })),
    inputs: inputVars.map((v) => ({ name: v.reference, width: v.width })),
    clock: clock?.reference ?? null,
    samples,
    complete,
  };
}
