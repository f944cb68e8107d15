/**
 * Problems that ship their own testbench (VerilogEval style: `tb` instantiates `stimulus_gen`,
 * the reference as `RefModule` and the learner's `TopModule`, and prints
 * `Mismatches: N in M samples` itself). Before a run the testbench is brought under the judge's
 * rules: every module it and the reference define gets a per-run name, the strings of its result
 * lines (`Mismatches:`, `Hint:`, `TIMEOUT`) get a per-run nonce so the learner's code cannot print
 * a line the judge believes, and its `$dumpfile` writes where the judge collects the VCD, at most
 * WAVE_LIMIT_BYTES of it (`$dumplimit` right after the `$dumpfile` call). After the
 * run the nonce-carrying lines are read back: the result, per-output mismatch counts from the
 * `Hint: Output 'x' has N mismatches` lines, and a testbench timeout.
 */
import { definedModules, lex, renameIdentifiers } from '@veridojo/problem-format';
import { WAVE_FILE, WAVE_LIMIT_BYTES, type TestbenchNames } from './testbench.ts';

export interface CustomTestbench {
  /** The testbench source. */
  source: string;
  /** Its top module (VerilogEval: tb). */
  module: string;
  /** The learner's module it instantiates (reference.v defines the same name). */
  dut: string;
  /** The name it instantiates the reference by (VerilogEval v2: RefModule, v1: reference_module). */
  reference: string;
  /** The sample count every judgement must report; absent: any count above zero. */
  samples?: number;
  /** The reference's run ends at the testbench's own TIMEOUT: that line is its normal end. */
  ends_by_timeout?: boolean;
}

/** Prefix (followed by the nonce) the judge adds to the testbench's result strings. */
const TB_MARK = 'VD_TB';
/** The strings that carry results: only these lines are believed, and only with the nonce. */
const RESULT_STRING = /^"(Mismatches:|Hint:|TIMEOUT)/;

interface PreparedTestbench {
  testbench: string;
  reference: string;
  /** Per-run name → original name, to show logs and waveforms with the names the problem uses. */
  restore: Map<string, string>;
}

/**
 * Renames the modules of the testbench and the reference for one run and marks the result
 * strings with the nonce. The learner's module keeps its name: it is the one thing the
 * testbench must find in the learner's code.
 */
export function prepareCustomTestbench(tb: CustomTestbench, reference: string, names: TestbenchNames, token: string): PreparedTestbench {
  const perRun = (m: string) => (m === tb.module ? names.tb : `${m}_${token}`);
  const tbRenames = new Map(definedModules(tb.source).map((m) => [m, perRun(m)]));
  tbRenames.set(tb.reference, names.reference);
  tbRenames.delete(tb.dut);
  const refRenames = new Map(definedModules(reference).map((m) => [m, m === tb.dut ? names.reference : perRun(m)]));
  const restore = new Map<string, string>();
  for (const [from, to] of [...tbRenames, ...refRenames]) restore.set(to, to === names.reference ? tb.reference : from);

  const renamed = renameIdentifiers(tb.source, tbRenames);
  // Edits in source order: [start, end, text] replaces renamed[start, end) with text.
  const edits: [number, number, string][] = [];
  const tokens = lex(renamed);
  tokens.forEach((t, k) => {
    if (t.kind === 'string' && RESULT_STRING.test(t.text))
      edits.push([t.start, t.start + t.text.length, `"${TB_MARK} ${names.nonce} ${t.text.slice(1)}`]);
    // $dumpfile("anything") writes the judge's VCD file in the job directory instead, bounded.
    else if (t.kind === 'string' && tokens[k - 1]?.text === '(' && tokens[k - 2]?.text === '$dumpfile') {
      edits.push([t.start, t.start + t.text.length, `"${WAVE_FILE}"`]);
      const semicolon = tokens[k + 2];
      if (tokens[k + 1]?.text === ')' && semicolon?.text === ';')
        edits.push([semicolon.start + 1, semicolon.start + 1, ` $dumplimit(${WAVE_LIMIT_BYTES});`]);
    }
  });
  let out = '';
  let at = 0;
  for (const [start, end, text] of edits) {
    out += renamed.slice(at, start) + text;
    at = end;
  }
  return { testbench: out + renamed.slice(at), reference: renameIdentifiers(reference, refRenames), restore };
}

/** Puts the problem's own names back into a log or waveform of the run. */
export function restoreNames(text: string, restore: Map<string, string>): string {
  let out = text;
  // Longest first, so vd_ref_x is not cut short by a name that is its prefix.
  for (const [to, from] of [...restore].sort((a, b) => b[0].length - a[0].length)) out = out.replaceAll(to, from);
  return out;
}

interface CustomMarks {
  result: { mismatches: number; samples: number } | null;
  outputs: Record<string, number>;
  /** Earliest "First mismatch occurred at time T" of the Hint lines. */
  firstTime: number | null;
  timeout: boolean;
}

/** Reads the nonce-carrying lines of a custom testbench's output. */
export function readCustomMarks(log: string, nonce: string): CustomMarks {
  const marks: CustomMarks = { result: null, outputs: {}, firstTime: null, timeout: false };
  const prefix = `${TB_MARK} ${nonce} `;
  for (const line of log.split('\n')) {
    const at = line.indexOf(prefix);
    if (at < 0) continue;
    const text = line.slice(at + prefix.length).trim();
    const result = /^Mismatches:\s*(\d+)\s+in\s+(\d+)\s+samples/.exec(text);
    const output = /^Hint: Output '([^']+)' has (\d+|no) mismatches/.exec(text);
    if (result) marks.result = { mismatches: Number(result[1]), samples: Number(result[2]) };
    else if (output) {
      marks.outputs[output[1]!] = output[2] === 'no' ? 0 : Number(output[2]);
      const first = /First mismatch occurred at time (\d+)/.exec(text);
      if (first && (marks.firstTime === null || Number(first[1]) < marks.firstTime)) marks.firstTime = Number(first[1]);
    } else if (text.startsWith('TIMEOUT')) marks.timeout = true;
  }
  return marks;
}

/** The learner's view of the output: the judge's marks taken off, the problem's names put back. */
export function customLearnerLog(log: string, nonce: string, restore: Map<string, string>): string {
  return restoreNames(log.replaceAll(`${TB_MARK} ${nonce} `, ''), restore);
}
