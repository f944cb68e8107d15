/**
 * The proof of a conversion by co-simulation (DESIGN.md §4: it caught every silent bug of the
 * back end): the Verilog in Icarus and the VHDL in GHDL read the same seeded input vectors from
 * one file, step by step with the same timing, and print every output at every step; the two
 * prints are compared bit by bit. A combinational design of up to 16 input bits gets every input
 * combination, a wider one 2 000 random vectors; a clocked design (a clock found among the inputs
 * used in edge controls) is compared from time 0: two power-up cycles with the reset inactive (the
 * registers' initial values, or their unknowns), the reset held for 3 cycles and released on a
 * clock edge, then 1 000 random cycles with the reset asserted now and then. Every cycle is
 * sampled twice — just before the rising edge and after the falling one — and in about one cycle
 * in four the inputs change at the rising edge itself instead of between edges.
 *
 * Unknowns: a Verilog x matches anything (the VHDL may resolve an unknown, as synthesis does); a
 * VHDL U/X/W/- against a Verilog 0 or 1 is a mismatch. So a VHDL signal that lost its initial value
 * (U) is refuted at the first sample, while a register both sides leave unset compares as unknown.
 */
import type { ConversionMismatch, Verification } from '@veridojo/contracts';
import type { VhdlPort } from './ports.ts';

/** Why 16: 65 536 vectors still co-simulate in about a second on both simulators. */
const EXHAUSTIVE_BITS = 16;
/** The issue's floor for random vectors (combinational) and clock cycles (clocked). */
const RANDOM_VECTORS = 2000;
const CLOCKED_CYCLES = 1000;
/** Cycles the reset is held at the start: enough for a synchronous reset to reach every register. */
export const RESET_CYCLES = 3;
/**
 * Cycles before the reset, reset inactive: the power-up state (initial values) is sampled before any
 * edge, and two edges show what the registers do before anyone resets them.
 */
export const POWER_UP_CYCLES = 2;
/** In clocked random steps the reset is asserted with probability 1/50: resets mid-run are tested too. */
const RESET_ODDS = 50;
/**
 * In about one random cycle in four the inputs change at the rising edge: a flip-flop must take the
 * value from before the edge (the Verilog testbench drives them non-blocking, so no race).
 */
const EDGE_ODDS = 4;
/** A mid-run reset at a fixed cycle, released between edges (the first release is on the edge). */
const SECOND_RESET_AT = POWER_UP_CYCLES + RESET_CYCLES + 8;

/** The jail path both testbenches read the vectors from. */
const VECTORS_PATH = '/in/cosim/vectors.txt';

export interface CosimPlan {
  method: Verification['method'];
  clock: VhdlPort | null;
  reset: { port: VhdlPort; activeLow: boolean } | null;
  /** The inputs the vectors drive (every input but the clock), in the vectors' bit order (left first). */
  driven: VhdlPort[];
  outputs: VhdlPort[];
  /** One line per step: the driven inputs' bits concatenated, most significant first. */
  vectors: string[];
  /** Clocked only: per step, whether its inputs change at the rising edge (else 5 ns before it). */
  atEdge: boolean[];
  seed: number;
}

/** A seeded 32-bit generator (mulberry32): the same seed gives the same vectors on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

function randomBits(next: () => number, width: number): string {
  let bits = '';
  while (bits.length < width) bits += next().toString(2).padStart(32, '0');
  return bits.slice(0, width);
}

const CLOCK_NAME = /clk|clock/i;
const RESET_NAME = /rst|reset|clr|clear/i;
const ACTIVE_LOW_NAME = /(_n|_b|_ni|n)$/i;

/** Names used after posedge/negedge anywhere in the design (comments count too: a harmless over-read). */
function edgeNames(sources: string[]): { any: Set<string>; negedge: Set<string> } {
  const any = new Set<string>();
  const negedge = new Set<string>();
  for (const source of sources)
    for (const match of source.matchAll(/\b(posedge|negedge)\s+([A-Za-z_][A-Za-z0-9_$]*)/g)) {
      any.add(match[2]!);
      if (match[1] === 'negedge') negedge.add(match[2]!);
    }
  return { any, negedge };
}

export function planCosim(ports: VhdlPort[], sources: string[], seed: number): CosimPlan | { problem: string } {
  const twoWay = ports.find((p) => p.direction === 'inout');
  if (twoWay) return { problem: `端口“${twoWay.name}”是双向端口（${twoWay.direction}）：联合仿真无法驱动和比较它，暂不支持` };
  const inputs = ports.filter((p) => p.direction === 'in');
  // A `buffer` port (the back end's word for an output the design reads back) is an output: the
  // testbench only reads it, which VHDL-2008 allows through a plain signal.
  const outputs = ports.filter((p) => p.direction === 'out' || p.direction === 'buffer');
  if (outputs.length === 0) return { problem: '顶层模块没有输出端口：没有可以比较的结果，无法验证' };

  const edges = edgeNames(sources);
  const edged = inputs.filter((p) => p.width === 1 && edges.any.has(p.name));
  const clock =
    edged.find((p) => CLOCK_NAME.test(p.name)) ??
    (edged.filter((p) => !RESET_NAME.test(p.name)).length === 1 ? edged.find((p) => !RESET_NAME.test(p.name))! : null);
  const resetPort = clock ? inputs.find((p) => p !== clock && p.width === 1 && RESET_NAME.test(p.name)) : undefined;
  const reset = resetPort
    ? { port: resetPort, activeLow: edges.negedge.has(resetPort.name) || ACTIVE_LOW_NAME.test(resetPort.name) }
    : null;
  const driven = inputs.filter((p) => p !== clock);
  const width = driven.reduce((n, p) => n + p.width, 0);
  const next = generator(seed);
  const vectors: string[] = [];
  const atEdge: boolean[] = [];
  let method: CosimPlan['method'];
  if (clock) {
    method = 'clocked';
    const resetAt = reset ? driven.slice(0, driven.indexOf(reset.port)).reduce((n, p) => n + p.width, 0) : -1;
    const withReset = (bits: string, on: boolean) => {
      if (!reset) return bits;
      const level = on !== reset.activeLow ? '1' : '0';
      return bits.slice(0, resetAt) + level + bits.slice(resetAt + 1);
    };
    const resetEnd = POWER_UP_CYCLES + RESET_CYCLES;
    for (let i = 0; i < POWER_UP_CYCLES + RESET_CYCLES + CLOCKED_CYCLES; i++) {
      const random = i >= resetEnd;
      const on = random ? i === SECOND_RESET_AT || next() % RESET_ODDS === 0 : i >= POWER_UP_CYCLES;
      vectors.push(withReset(randomBits(next, width), on));
      // The power-up cycles and the reset drive between edges; the reset is first released on an edge.
      atEdge.push(i === resetEnd || (random && i !== SECOND_RESET_AT + 1 && next() % EDGE_ODDS === 0));
    }
  } else if (width <= EXHAUSTIVE_BITS) {
    method = 'exhaustive';
    for (let v = 0; v < 2 ** width; v++) vectors.push(width === 0 ? '' : v.toString(2).padStart(width, '0'));
  } else {
    method = 'random';
    vectors.push('0'.repeat(width), '1'.repeat(width));
    while (vectors.length < RANDOM_VECTORS) vectors.push(randomBits(next, width));
  }
  return { method, clock, reset, driven, outputs, vectors, atEdge, seed };
}

/**
 * The vectors file: for a clocked plan a first column saying whether the step's inputs change at the
 * edge; a 1-bit dummy column when nothing else is there, so both readers read something.
 */
export function vectorsFile(plan: CosimPlan): string {
  const lines = plan.clock ? plan.vectors.map((v, k) => (plan.atEdge[k] ? '1' : '0') + v) : plan.vectors;
  return lines.map((v) => (v === '' ? '0' : v)).join('\n') + '\n';
}

const vectorWidth = (plan: CosimPlan) => Math.max(1, plan.driven.reduce((n, p) => n + p.width, 0) + (plan.clock ? 1 : 0));

/**
 * The printed samples: a combinational step is one sample; a clocked step two, 2k just before its
 * rising edge (time 10k + 4) and 2k + 1 after its falling edge (10k + 9).
 */
const samplesPerStep = (plan: CosimPlan) => (plan.clock ? 2 : 1);
const range = (width: number) => (width === 1 ? '' : `[${width - 1}:0] `);

/**
 * The Verilog side: drives the top's inputs from the vectors and prints its outputs each sample. In
 * a clocked step whose inputs change at the edge they are assigned non-blocking right after the
 * clock rises, so the design's flip-flops take the values from before the edge, without a race.
 */
export function verilogTestbench(plan: CosimPlan, top: string, vectorsPath = VECTORS_PATH): string {
  const width = vectorWidth(plan);
  const steps = plan.vectors.length;
  const inputs = plan.driven.length > 0 ? `{${plan.driven.map((p) => p.name).join(', ')}}` : '';
  const print = (sample: string) =>
    `$display("%0d${' %b'.repeat(plan.outputs.length)}", ${sample}, ${plan.outputs.map((p) => p.name).join(', ')});`;
  const clocked = (clock: VhdlPort) => [
    ...(inputs ? [`      if (!vd__word[${width - 1}]) ${inputs} = vd__word[${width - 2}:0];`] : []),
    `      #4 ${print('2 * vd__step')}`,
    `      #1 ${clock.name} = 1'b1;`,
    ...(inputs ? [`      if (vd__word[${width - 1}]) ${inputs} <= vd__word[${width - 2}:0];`] : []),
    `      #2 ${clock.name} = 1'b0;`,
    `      #2 ${print('2 * vd__step + 1')}`,
    '      #1;',
  ];
  const combinational = [...(inputs ? [`      ${inputs} = vd__word;`] : []), `      #5 ${print('vd__step')}`, '      #5;'];
  const lines = [
    '`timescale 1ns/1ps',
    'module vd__cosim;',
    `  reg [${width - 1}:0] vd__vectors [0:${steps - 1}];`,
    `  reg [${width - 1}:0] vd__word;`,
    '  integer vd__step;',
    // The clock is declared 0, not set to 0 at time 0: x → 0 would be a falling edge in Verilog and
    // is none in VHDL. The other inputs start unknown as in VHDL (U), where every process runs once
    // at start-up: a reset input declared 0 there would reset an active-low design before time 0.
    ...(plan.clock ? [`  reg ${plan.clock.name} = 1'b0;`] : []),
    ...plan.driven.map((p) => `  reg ${range(p.width)}${p.name};`),
    ...plan.outputs.map((p) => `  wire ${range(p.width)}${p.name};`),
    `  ${top} vd__dut (${[...(plan.clock ? [plan.clock] : []), ...plan.driven, ...plan.outputs].map((p) => `.${p.name}(${p.name})`).join(', ')});`,
    '  initial begin',
    `    $readmemb("${vectorsPath}", vd__vectors);`,
    `    for (vd__step = 0; vd__step < ${steps}; vd__step = vd__step + 1) begin`,
    '      vd__word = vd__vectors[vd__step];',
    ...(plan.clock ? clocked(plan.clock) : combinational),
    '    end',
    '    $finish;',
    '  end',
    'endmodule',
    '',
  ];
  return lines.join('\n');
}

/**
 * How many delta cycles the VHDL side waits after the clock rises before driving inputs that change
 * at the edge: the Verilog side's non-blocking drive comes after everything the edge sets off, and a
 * clock that reaches a flip-flop through a few concurrent assignments arrives that many deltas late.
 */
const EDGE_DELTAS = 4;

/** The VHDL side (`entity`: the top's VHDL name): the same vectors, the same timing, the same prints. */
export function vhdlTestbench(plan: CosimPlan, entity: string, vectorsPath = VECTORS_PATH): string {
  const width = vectorWidth(plan);
  let offset = plan.clock ? 1 : 0;
  const drives = plan.driven.map((p) => {
    const high = width - 1 - offset;
    offset += p.width;
    const slice = p.width === 1 && p.type === 'std_logic' ? `vd_vec(${high})` : `vd_vec(${high} downto ${high - p.width + 1})`;
    const value = p.type === 'unsigned' || p.type === 'signed' ? `${p.type}(${slice})` : slice;
    return `      ${p.vhdlName} <= ${value};`;
  });
  const print = (p: VhdlPort) =>
    p.type === 'std_logic'
      ? `to_string(std_logic_vector'(0 => ${p.vhdlName}))`
      : p.type === 'std_logic_vector'
        ? `to_string(${p.vhdlName})`
        : `to_string(std_logic_vector(${p.vhdlName}))`;
  const signals = [...(plan.clock ? [plan.clock] : []), ...plan.driven, ...plan.outputs];
  const write = (sample: string) => [
    `      write(vd_out, integer'image(${sample})${plan.outputs.map((p) => ` & " " & ${print(p)}`).join('')});`,
    '      writeline(output, vd_out);',
  ];
  const mode = `vd_vec(${width - 1})`;
  const clocked = (clock: VhdlPort) => [
    ...(drives.length ? [`      if ${mode} = '0' then`, ...drives.map((d) => `  ${d}`), '      end if;'] : []),
    '      wait for 4 ns;',
    ...write('2 * vd_step'),
    '      wait for 1 ns;',
    `      ${clock.vhdlName} <= '1';`,
    ...(drives.length
      ? [
          `      if ${mode} = '1' then`,
          `        for vd_delta in 1 to ${EDGE_DELTAS} loop`,
          '          wait for 0 ns;',
          '        end loop;',
          ...drives.map((d) => `  ${d}`),
          '      end if;',
        ]
      : []),
    '      wait for 2 ns;',
    `      ${clock.vhdlName} <= '0';`,
    '      wait for 2 ns;',
    ...write('2 * vd_step + 1'),
    '      wait for 1 ns;',
  ];
  const combinational = [...drives, '      wait for 5 ns;', ...write('vd_step'), '      wait for 5 ns;'];
  const lines = [
    'library ieee;',
    'use ieee.std_logic_1164.all;',
    'use ieee.numeric_std.all;',
    'use std.textio.all;',
    '',
    'entity vd_cosim is',
    'end entity;',
    '',
    'architecture sim of vd_cosim is',
    // The clock starts at 0 as on the Verilog side; the other signals start unknown (U).
    ...(plan.clock ? [`  signal ${plan.clock.vhdlName} : ${plan.clock.typeText} := '0';`] : []),
    ...[...plan.driven, ...plan.outputs].map((p) => `  signal ${p.vhdlName} : ${p.typeText};`),
    'begin',
    `  vd_dut : entity work.${entity} port map (${signals.map((p) => `${p.vhdlName} => ${p.vhdlName}`).join(', ')});`,
    '  process',
    `    file vd_vectors : text open read_mode is "${vectorsPath}";`,
    '    variable vd_line, vd_out : line;',
    `    variable vd_vec : std_logic_vector(${width - 1} downto 0);`,
    '    variable vd_step : integer := 0;',
    '  begin',
    '    while not endfile(vd_vectors) loop',
    '      readline(vd_vectors, vd_line);',
    '      read(vd_line, vd_vec);',
    ...(plan.clock ? clocked(plan.clock) : combinational),
    '      vd_step := vd_step + 1;',
    '    end loop;',
    '    std.env.finish;',
    '  end process;',
    'end architecture;',
    '',
  ];
  return lines.join('\n');
}

/** The printed steps of one simulator: step → output values. */
function printedSteps(log: string, outputs: number): Map<number, string[]> {
  const steps = new Map<number, string[]>();
  for (const line of log.split('\n')) {
    const words = line.trim().split(/\s+/);
    if (words.length !== outputs + 1 || !/^\d+$/.test(words[0]!)) continue;
    if (!words.slice(1).every((w) => /^[01xzXZUWLH-]+$/.test(w))) continue;
    steps.set(Number(words[0]), words.slice(1));
  }
  return steps;
}

/** A Verilog bit against a VHDL bit: x is not compared; z must stay Z; 0/1 must match (L/H count as 0/1). */
function bitsAgree(expected: string, got: string): boolean {
  for (let i = 0; i < expected.length; i++) {
    const e = expected[i]!.toLowerCase();
    const g = got[i]!.toUpperCase();
    if (e === 'x') continue;
    if (e === 'z' ? g !== 'Z' : g !== (e === '0' ? '0' : '1') && g !== (e === '0' ? 'L' : 'H')) return false;
  }
  return expected.length === got.length;
}

interface Comparison {
  /** Steps both simulators printed and that were compared. */
  compared: number;
  mismatch: ConversionMismatch | null;
  /** Set when a simulator did not print every step (it stopped early). */
  incomplete: 'verilog' | 'vhdl' | null;
}

export function compareRuns(plan: CosimPlan, verilogLog: string, vhdlLog: string): Comparison {
  const expected = printedSteps(verilogLog, plan.outputs.length);
  const got = printedSteps(vhdlLog, plan.outputs.length);
  const perStep = samplesPerStep(plan);
  const steps = plan.vectors.length;
  let compared = 0;
  for (let step = 0; step < steps; step++) {
    for (let phase = 0; phase < perStep; phase++) {
      const sample = step * perStep + phase;
      const e = expected.get(sample);
      const g = got.get(sample);
      if (!e) return { compared, mismatch: null, incomplete: 'verilog' };
      if (!g) return { compared, mismatch: null, incomplete: 'vhdl' };
      const differs = plan.outputs.findIndex((_, k) => !bitsAgree(e[k]!, g[k]!));
      if (differs < 0) continue;
      // Before the edge of a step whose inputs change at the edge, the previous step's inputs are applied.
      const applied = phase === 0 && plan.atEdge[step] && step > 0 ? step - 1 : step;
      let offset = 0;
      const inputs: Record<string, string> = {};
      for (const p of plan.driven) {
        inputs[p.name] = plan.vectors[applied]!.slice(offset, offset + p.width);
        offset += p.width;
      }
      return {
        compared,
        incomplete: null,
        mismatch: {
          step,
          // Clocked: 4 ns into the cycle (before its rising edge) or 9 ns (after its falling edge).
          time: step * 10 + (plan.clock ? (phase === 0 ? 4 : 9) : 5),
          inputs,
          output: plan.outputs[differs]!.name,
          expected: e[differs]!,
          got: g[differs]!,
        },
      };
    }
    compared++;
  }
  return { compared, mismatch: null, incomplete: null };
}
