/**
 * Generates the judging testbench for one run from a problem's interface and stimulus: it
 * drives the reference and the user's module with the same directed then seeded random inputs,
 * compares every output with the reference's X bits masked (`ref === (ref ^ dut ^ ref)`: an X in
 * the reference matches anything, an X or Z from the user against a 0/1 does not), counts
 * mismatches per output, reports the first one with the inputs there, and dumps a VCD of the
 * inputs, `<out>_ref`, `<out>_dut` and `mismatch`. Every line it prints for the judge starts
 * with a per-run nonce the user's code cannot know.
 */
import {
  ACTUAL_SUFFIX,
  EXPECTED_SUFFIX,
  MISMATCH_SIGNAL,
  mismatchCondition,
  OUTPUT_MISMATCH_PREFIX,
  TESTBENCH_NAMES as T,
  type ProblemInterface,
  type Stimulus,
} from '@veridojo/contracts';

export type { ProblemInterface, Stimulus };
type Port = ProblemInterface['inputs'][number];

/** The waveform's names of an output (contracts/waveform.ts: the viewer reads the same). */
const ref = (p: Port) => `${p.name}${EXPECTED_SUFFIX}`;
const dut = (p: Port) => `${p.name}${ACTUAL_SUFFIX}`;
const counter = (p: Port) => `${OUTPUT_MISMATCH_PREFIX}${p.name}`;

export interface TestbenchNames {
  tb: string;
  reference: string;
  nonce: string;
}

/** The judge's lines in the simulator output, parsed by result.ts. */
export const MARK = { result: 'VD_RESULT', output: 'VD_OUTPUT', first: 'VD_FIRST', refX: 'VD_REFX' } as const;
export const WAVE_FILE = 'wave.vcd';

/**
 * The most of a judgement's VCD the simulator writes (`$dumplimit`, after the testbench's
 * `$dumpvars`): the waveform is bounded, never the run — a long testbench still finishes and is
 * graded, and its VCD ends at the limit (grade.ts says so in the log). Why 8 MiB: the page draws
 * it whole, it leaves half of the jail's 16 MiB result channel to the logs, it stays under the jail's
 * file limit, and it gzips well under a job result's 8 MiB. A VerilogEval testbench of 200 000
 * samples writes about 10 MB; the bank's problems write well under 1 MB.
 */
export const WAVE_LIMIT_BYTES = 8 * 1024 * 1024;

const LITERAL = /^(\d+)?'[sS]?[bBoOdDhH][0-9a-fA-FxXzZ_?]+$|^\d+$/;

function decl(port: Port) {
  return port.width > 1 ? `[${port.width - 1}:0] ` : '';
}

function randomValue(port: Port) {
  const words = Math.ceil(port.width / 32);
  const parts = Array.from({ length: words }, () => `$random(${T.seed})`);
  return words === 1 ? parts[0]! : `{${parts.join(', ')}}`;
}

function literal(value: number | string, port: Port): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!LITERAL.test(text)) throw new Error(`invalid value "${text}" for input ${port.name}`);
  return text;
}

/** Samples the testbench takes for a stimulus, so the judge can check the count it reports. */
export function expectedSamples(iface: ProblemInterface, stimulus: Stimulus): number {
  const steps = (iface.reset?.cycles ?? 0) + (stimulus.directed?.length ?? 0) + stimulus.random;
  return iface.clock ? 2 * steps : steps;
}

export function generateTestbench(iface: ProblemInterface, stimulus: Stimulus, names: TestbenchNames, seed: number): string {
  const driven = iface.inputs.filter((p) => p.name !== iface.clock);
  const byName = new Map(driven.map((p) => [p.name, p]));
  const reset = iface.reset;
  const resetActive = reset ? (reset.activeLow ? "1'b0" : "1'b1") : '';
  const resetIdle = reset ? (reset.activeLow ? "1'b1" : "1'b0") : '';
  const sequential = Boolean(iface.clock);
  const n = names.nonce;

  const randomAssign = (skipReset: boolean) =>
    driven
      .filter((p) => !(skipReset && reset && p.name === reset.name))
      .map((p) => {
        const oneIn = stimulus.rare?.[p.name];
        if (oneIn) return `${p.name} = ({$random(${T.seed})} % ${oneIn}) == 0;`;
        return `${p.name} = ${randomValue(p)};`;
      })
      .join(' ');

  // One step: inputs settle, outputs are compared. Sequential: inputs change at the falling edge;
  // outputs are compared 1 time unit later (what the last rising edge stored plus the immediate
  // response to the new inputs: an asynchronous reset, a Mealy output) and again 1 time unit
  // after the rising edge (what it stored: a design clocked on the wrong edge differs here).
  const step = sequential ? `#1 check; @(posedge ${T.clock}); #1 check; @(negedge ${T.clock});` : '#5 check; #5;';

  const lines: string[] = [];
  lines.push(`module ${names.tb};`);
  if (sequential) lines.push(`  reg ${T.clock} = 1'b0;`, `  always #5 ${T.clock} = ~${T.clock};`, `  wire ${iface.clock} = ${T.clock};`);
  for (const p of driven) lines.push(`  reg ${decl(p)}${p.name};`);
  for (const p of iface.outputs) lines.push(`  wire ${decl(p)}${ref(p)};`, `  wire ${decl(p)}${dut(p)};`);
  lines.push(`  reg ${MISMATCH_SIGNAL} = 1'b0;`);
  lines.push(
    `  integer ${T.seed} = ${seed | 0};`,
    `  integer ${T.samples} = 0;`,
    `  integer ${T.mismatches} = 0;`,
    `  integer ${T.referenceX} = 0;`,
    `  reg ${T.inReset} = 1'b0;`,
  );
  for (const p of iface.outputs) lines.push(`  integer ${counter(p)} = 0;`);
  const connect = (suffix: 'ref' | 'dut') =>
    [...iface.inputs.map((p) => `.${p.name}(${p.name})`), ...iface.outputs.map((p) => `.${p.name}(${p.name}_${suffix})`)].join(', ');
  lines.push(`  ${names.reference} reference_instance (${connect('ref')});`);
  lines.push(`  ${iface.top} your_module (${connect('dut')});`);

  lines.push(`  task check; begin`);
  lines.push(`    ${T.samples} = ${T.samples} + 1;`);
  lines.push(`    ${MISMATCH_SIGNAL} = 1'b0;`);
  for (const p of iface.outputs) {
    lines.push(`    if (${mismatchCondition(ref(p), dut(p))}) begin ${counter(p)} = ${counter(p)} + 1; ${MISMATCH_SIGNAL} = 1'b1; end`);
    lines.push(`    if (!${T.inReset} && ^(${ref(p)}) === 1'bx) ${T.referenceX} = ${T.referenceX} + 1;`);
  }
  const inputFormat = driven.map((p) => `${p.name}=%b`).join(' ');
  const inputArgs = driven.map((p) => p.name).join(', ');
  lines.push(`    if (${MISMATCH_SIGNAL}) begin`);
  lines.push(
    `      if (${T.mismatches} == 0) $display("${MARK.first} ${n} %0t${inputFormat ? ` ${inputFormat}` : ''}", $time${inputArgs ? `, ${inputArgs}` : ''});`,
  );
  lines.push(`      ${T.mismatches} = ${T.mismatches} + 1;`);
  lines.push(`    end`);
  lines.push(`  end endtask`);

  lines.push(`  initial begin`);
  lines.push(`    $dumpfile("${WAVE_FILE}");`);
  lines.push(`    $dumpvars(1, ${names.tb});`);
  lines.push(`    $dumplimit(${WAVE_LIMIT_BYTES});`);
  for (const p of driven) lines.push(`    ${p.name} = 0;`);
  if (reset) {
    lines.push(`    ${T.inReset} = 1'b1;`);
    lines.push(`    repeat (${reset.cycles}) begin ${randomAssign(true)} ${reset.name} = ${resetActive}; ${step} end`);
    lines.push(`    ${reset.name} = ${resetIdle};`);
    lines.push(`    ${T.inReset} = 1'b0;`);
  }
  for (const vector of stimulus.directed ?? []) {
    const assigns = Object.entries(vector).map(([name, value]) => {
      const port = byName.get(name);
      if (!port) throw new Error(`directed vector names unknown input ${name}`);
      return `${name} = ${literal(value, port)};`;
    });
    lines.push(`    ${assigns.join(' ')} ${step}`);
  }
  if (stimulus.random > 0) lines.push(`    repeat (${stimulus.random}) begin ${randomAssign(false)} ${step} end`);
  for (const p of iface.outputs) lines.push(`    $display("${MARK.output} ${n} ${p.name} %0d", ${counter(p)});`);
  lines.push(`    $display("${MARK.refX} ${n} %0d", ${T.referenceX});`);
  lines.push(`    $display("${MARK.result} ${n} %0d %0d", ${T.mismatches}, ${T.samples});`);
  lines.push(`    $display("Mismatches: %0d in %0d samples", ${T.mismatches}, ${T.samples});`);
  lines.push(`    $finish;`);
  lines.push(`  end`);
  lines.push(`endmodule`);
  return lines.join('\n') + '\n';
}
