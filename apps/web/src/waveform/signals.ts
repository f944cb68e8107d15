/**
 * What the viewer shows of a parsed dump: its rows in display order, and for a judge dump (see
 * packages/judge/src/judge/testbench.ts) the pairs `<out>_ref` / `<out>_dut`, the time spans where
 * they differ, and the mismatch spans to jump to. Plain dumps (IDE simulations) keep every
 * variable under its dotted name, in declaration order.
 */
import { ACTUAL_SUFFIX, bitsDiffer, EXPECTED_SUFFIX, MISMATCH_SIGNAL, TESTBENCH_NAMES } from '@veridojo/contracts';
import { ALL_X, changeAt, duration, valueBits, type Trace, type VcdVariable, type Waveform } from '@veridojo/waveform';

type RowRole = 'signal' | 'expected' | 'actual' | 'mismatch';

export interface SignalRow {
  /** Unique within the layout (the variable's dotted name). */
  key: string;
  /** Name shown in the names column. */
  label: string;
  role: RowRole;
  variable: VcdVariable;
  trace: Trace;
  /** Testbench bookkeeping (sample counters, seed…): hidden unless asked for. */
  internal: boolean;
  /** For an `actual` row: [start, end) time pairs where it differs from its `expected` row. */
  differences?: Float64Array;
}

export interface MismatchSpan {
  start: number;
  end: number;
  /** Outputs that differ at `start`. */
  outputs: string[];
}

export interface Layout {
  /** A judge dump: expected and actual outputs side by side. */
  judge: boolean;
  rows: SignalRow[];
  mismatches: MismatchSpan[];
}

/**
 * Judge testbench variables that are bookkeeping, not the circuit: its integers (seed, samples,
 * mismatch counters) are hidden by kind; these are the testbench's own regs: the reset phase
 * flag and the clock generator (shown already as the problem's clock input).
 */
const TESTBENCH_REGS = new Set<string>([TESTBENCH_NAMES.inReset, TESTBENCH_NAMES.clock]);
const REF_SUFFIX = EXPECTED_SUFFIX;
const DUT_SUFFIX = ACTUAL_SUFFIX;

/** Whether `actual` fails against `expected` the way the judge compares (X bits of the reference match anything). */
export function valuesDiffer(expected: Trace, expectedCode: number, actual: Trace, actualCode: number): boolean {
  if (expected.real || actual.real) return expectedCode !== actualCode && !(Number.isNaN(expectedCode) && Number.isNaN(actualCode));
  if (expectedCode === ALL_X) return false;
  if (expectedCode >= 0 && actualCode >= 0) return expectedCode !== actualCode;
  const want = valueBits(expected, expectedCode);
  const got = valueBits(actual, actualCode).padStart(want.length, '0').slice(-want.length);
  return bitsDiffer(want, got);
}

/** [start, end) pairs where two traces differ, walking both change lists once. */
export function differenceSpans(waveform: Waveform, expected: Trace, actual: Trace): Float64Array {
  const spans: number[] = [];
  const times = waveform.times;
  const end = duration(waveform);
  let e = -1;
  let a = -1;
  let open = -1;
  while (e + 1 < expected.count || a + 1 < actual.count) {
    const nextE = e + 1 < expected.count ? expected.at[e + 1]! : Infinity;
    const nextA = a + 1 < actual.count ? actual.at[a + 1]! : Infinity;
    const slot = Math.min(nextE, nextA);
    if (nextE === slot) e++;
    if (nextA === slot) a++;
    const differ = e >= 0 && a >= 0 && valuesDiffer(expected, expected.values[e]!, actual, actual.values[a]!);
    const time = times[slot]!;
    if (differ && open < 0) open = time;
    else if (!differ && open >= 0) {
      spans.push(open, time);
      open = -1;
    }
  }
  if (open >= 0) spans.push(open, Math.max(end, open));
  return Float64Array.from(spans);
}

/** [start, end) pairs where a one-bit trace is 1. */
function highSpans(waveform: Waveform, trace: Trace): Float64Array {
  const spans: number[] = [];
  let open = -1;
  for (let k = 0; k < trace.count; k++) {
    const time = waveform.times[trace.at[k]!]!;
    const high = trace.values[k] === 1;
    if (high && open < 0) open = time;
    else if (!high && open >= 0) {
      spans.push(open, time);
      open = -1;
    }
  }
  if (open >= 0) spans.push(open, Math.max(duration(waveform), open));
  return Float64Array.from(spans);
}

/** Union of sorted span lists. */
function unionSpans(lists: Float64Array[]): Float64Array {
  const all: [number, number][] = [];
  for (const list of lists) for (let k = 0; k < list.length; k += 2) all.push([list[k]!, list[k + 1]!]);
  all.sort((p, q) => p[0] - q[0]);
  const out: number[] = [];
  for (const [start, end] of all) {
    if (out.length && start <= out[out.length - 1]!) out[out.length - 1] = Math.max(out[out.length - 1]!, end);
    else out.push(start, end);
  }
  return Float64Array.from(out);
}

/** Whether `time` lies inside one of the [start, end) pairs. */
export function insideSpans(spans: Float64Array, time: number): boolean {
  let lo = 0;
  let hi = spans.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[2 * mid + 1]! <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo < spans.length / 2 && spans[2 * lo]! <= time;
}

interface Pair {
  output: string;
  expected: VcdVariable;
  actual: VcdVariable;
}

function findPairs(variables: VcdVariable[]): Pair[] {
  const byName = new Map(variables.map((v) => [`${v.scope}\u0000${v.reference}`, v]));
  const pairs: Pair[] = [];
  for (const v of variables) {
    if (!v.reference.endsWith(REF_SUFFIX)) continue;
    const output = v.reference.slice(0, -REF_SUFFIX.length);
    const actual = byName.get(`${v.scope}\u0000${output}${DUT_SUFFIX}`);
    if (output && actual) pairs.push({ output, expected: v, actual });
  }
  return pairs;
}

export function buildLayout(waveform: Waveform): Layout {
  const { variables, traces } = waveform;
  const pairs = findPairs(variables);
  if (pairs.length === 0) {
    // One scope around everything (the testbench) says nothing on each row: its name goes.
    const root = variables[0]?.scope.split('.')[0] ?? '';
    const prefix = root && variables.every((v) => v.scope === root || v.scope.startsWith(`${root}.`)) ? `${root}.` : '';
    const rows = variables.map((variable) => ({
      key: variable.name,
      label: variable.name.slice(prefix.length),
      role: 'signal' as const,
      variable,
      trace: traces[variable.trace]!,
      internal: false,
    }));
    return { judge: false, rows, mismatches: [] };
  }

  // Judge dump: inputs, then each output as expected above actual, then the mismatch flag.
  const scope = pairs[0]!.expected.scope;
  const paired = new Set(pairs.flatMap((p) => [p.expected, p.actual]));
  const mismatchVar = variables.find((v) => v.scope === scope && v.reference === MISMATCH_SIGNAL && v.width === 1);
  const row = (variable: VcdVariable, role: SignalRow['role'], label: string, internal = false): SignalRow => ({
    key: variable.name,
    label,
    role,
    variable,
    trace: traces[variable.trace]!,
    internal,
  });
  const short = (v: VcdVariable) => (v.scope === scope ? `${v.reference}${v.select}` : v.name);

  const rows: SignalRow[] = [];
  for (const v of variables) {
    if (paired.has(v) || v === mismatchVar) continue;
    const internal = v.scope === scope && (v.kind === 'integer' || TESTBENCH_REGS.has(v.reference));
    rows.push(row(v, 'signal', short(v), internal));
  }
  const differenceLists: Float64Array[] = [];
  for (const pair of pairs) {
    const expected = row(pair.expected, 'expected', `${pair.output}${pair.expected.select}`);
    const actual = row(pair.actual, 'actual', `${pair.output}${pair.actual.select}`);
    actual.differences = differenceSpans(waveform, expected.trace, actual.trace);
    differenceLists.push(actual.differences);
    rows.push(expected, actual);
  }
  if (mismatchVar) rows.push(row(mismatchVar, 'mismatch', MISMATCH_SIGNAL));

  // The judge's own mismatch flag says where samples failed; without it, where outputs differ.
  const spans = mismatchVar ? highSpans(waveform, traces[mismatchVar.trace]!) : unionSpans(differenceLists);
  const mismatches: MismatchSpan[] = [];
  for (let k = 0; k < spans.length; k += 2) {
    const start = spans[k]!;
    const outputs = pairs
      .filter((pair) => {
        const expected = traces[pair.expected.trace]!;
        const actual = traces[pair.actual.trace]!;
        const e = changeAt(waveform, expected, start);
        const a = changeAt(waveform, actual, start);
        return e >= 0 && a >= 0 && valuesDiffer(expected, expected.values[e]!, actual, actual.values[a]!);
      })
      .map((pair) => pair.output);
    mismatches.push({ start, end: spans[k + 1]!, outputs });
  }
  return { judge: true, rows, mismatches };
}

/** Value code of `trace` at `time`, or null before its first change. */
export function codeAt(waveform: Waveform, trace: Trace, time: number): number | null {
  const k = changeAt(waveform, trace, time);
  return k < 0 ? null : trace.values[k]!;
}
