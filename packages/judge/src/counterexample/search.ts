/**
 * The counterexample search's Yosys script and the reading of its answer (counterexample.ts runs
 * them in the jail; bench/counterexample.ts runs the same script bare). The script is ours alone:
 * jail paths, a checked module name, a checked reset name and numbers — never a learner's text.
 */
import type { CounterexampleSignal, CounterexampleStep } from '@veridojo/contracts';

export interface SearchFiles {
  /** The learner's preprocessed, scanned text. */
  learner: string;
  /** The reference's source. */
  reference: string;
  /** Where the script's marks and the SAT model go. */
  out: string;
}

export interface SearchOptions {
  top: string;
  /** SAT steps to try, 1 … depth (reset cycles included). */
  depth: number;
  /** Steps 1 … resetCycles hold the reset input active. */
  resetCycles: number;
  reset: { name: string; activeLow: boolean } | null;
  /** The clock input (a sequential problem): every flip-flop must be clocked by it, and it is low when outputs are compared. */
  clock: string | null;
  solverSeconds: number;
}

/**
 * Why 4 MiB: the model of the deepest search of a learner's design (a few dozen port bits over 30
 * steps) is tens of KiB of text; more is a design with thousand-bit ports, cut there (a limit: unknown).
 */
export const SAT_FILE_BYTES = 4 * 1024 * 1024;

/** One design read and made flat under its own name, then stashed: the two designs' helper modules never meet. */
function readDesign(file: string, top: string, as: string, mark: string): string[] {
  return [
    `read_verilog -sv ${file}`,
    `hierarchy -check -top ${top}`,
    'proc',
    'memory',
    'flatten',
    'opt_clean',
    `rename ${top} ${as}`,
    `hierarchy -top ${as}`,
    `design -stash ${as}_design`,
    `tee -q -o ${mark} log ok`,
  ];
}

export function searchScript(files: SearchFiles, options: SearchOptions): string {
  const { top, depth, resetCycles, reset, clock, solverSeconds } = options;
  const holdReset =
    reset === null ? [] : Array.from({ length: resetCycles }, (_, k) => `-set-at ${k + 1} in_${reset.name} ${reset.activeLow ? 0 : 1}`);
  const sat = (k: number) =>
    [
      `tee -q -o ${files.out}/sat.txt sat -seq ${k}`,
      k > 1 ? `-prove-skip ${k - 1}` : '',
      '-verify -prove trigger 0 -set-init-zero -enable_undef -set-def-inputs',
      // The testbench's first check of a cycle comes after the falling edge: the clock is low.
      clock === null ? '' : `-set in_${clock} 0`,
      ...holdReset.filter((_, j) => j < k),
      `-show-inputs -show-outputs -timeout ${solverSeconds} vd_miter`,
    ]
      .filter((part) => part !== '')
      .join(' ');
  return [
    ...readDesign(files.reference, top, 'vd_gold', `${files.out}/gold.ok`),
    ...readDesign(files.learner, top, 'vd_gate', `${files.out}/gate.ok`),
    'design -copy-from vd_gold_design -as vd_gold vd_gold',
    'design -copy-from vd_gate_design -as vd_gate vd_gate',
    'miter -equiv -ignore_gold_x -flatten -make_outputs vd_gold vd_gate vd_miter',
    'hierarchy -top vd_miter',
    'async2sync',
    'opt -fast',
    `tee -q -o ${files.out}/miter.ok log ok`,
    // One SAT step is one edge of the problem's clock: a flip-flop clocked by anything else (a
    // divided clock, another input) would step with it too, and a difference found would be false.
    ...(clock === null ? [] : [`select -assert-none t:$*dff* w:in_${clock} %co:+[CLK] %d`, `tee -q -o ${files.out}/clock.ok log ok`]),
    ...Array.from({ length: depth }, (_, k) => sat(k + 1)),
  ].join('; ');
}

/** The model of a failed proof: each step's value of each shown signal, as binary digits (MSB first). */
export type SatModel = Map<number, Map<string, string>>;

/**
 * Yosys's table of the model ("  12 \gate_q   9   9   1001"): the step, the signal, and the value's
 * last column (binary). Only the rows after the "model found: FAIL!" line; `init` rows are skipped.
 */
export function parseSatModel(text: string): SatModel {
  const model: SatModel = new Map();
  const at = text.indexOf('model found: FAIL!');
  if (at < 0) return model;
  for (const line of text.slice(at).split('\n')) {
    const row = /^\s*(\d+)\s+\\(\S+)\s+.*?\s([01xz]+)\s*$/.exec(line);
    if (!row) continue;
    const step = Number(row[1]);
    if (!model.has(step)) model.set(step, new Map());
    model.get(step)!.set(row[2]!, row[3]!);
  }
  return model;
}

/** A value as exactly `width` binary digits (Yosys drops nothing, but pads nothing either). */
function bits(value: string | undefined, width: number): string {
  const v = value ?? '';
  return v.length >= width ? v.slice(v.length - width) : v.padStart(width, '0');
}

/** The model as the learner's table: each step's inputs, the reference's outputs (gold) and the learner's (gate). */
export function stepsOf(model: SatModel, ports: { inputs: CounterexampleSignal[]; outputs: CounterexampleSignal[] }): CounterexampleStep[] {
  return [...model.keys()]
    .sort((a, b) => a - b)
    .map((step) => {
      const values = model.get(step)!;
      const pick = (prefix: string, signals: CounterexampleSignal[]) =>
        Object.fromEntries(signals.map((s) => [s.name, bits(values.get(`${prefix}${s.name}`), s.width)]));
      return { inputs: pick('in_', ports.inputs), expected: pick('gold_', ports.outputs), yours: pick('gate_', ports.outputs) };
    });
}
