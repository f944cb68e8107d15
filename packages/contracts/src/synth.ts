/**
 * Synthesis (issue 32): what the worker's `synth` job reports of a design after Yosys mapped it to
 * its generic cell library — cells by kind, flip-flops, latches, combinational loops, undriven and
 * multiply-driven nets, the longest combinational path — and the calls that show it: the IDE's
 * 综合 button and a judged submission's report beside the reference's figures (never its code).
 * The cell kinds' Chinese names and the one-line comparison are here so the server's texts and the
 * web's 综合 tab say the same thing.
 */
import { z } from 'zod';
import { ProgramOutput, text } from './validation.ts';
import { Diagnostic } from './verdict.ts';

/**
 * How a synthesis ended. `refused`: a construct the judging policy forbids, a bad file or top
 * module, before any tool ran; `compile_error`: Icarus could not compile it (the judgement's own
 * errors); `unreadable`: Icarus compiled it but Yosys could not read or synthesise it (SystemVerilog
 * beyond its front end, simulation-only code) — the report says why, a verdict is never affected;
 * `system_error`: the worker failed.
 */
export const SynthStatus = z.enum([
  'success',
  'refused',
  'compile_error',
  'unreadable',
  'time_limit',
  'memory_limit',
  'output_limit',
  /** The worker failed (never the design's doing): nothing is kept, the next call tries again. */
  'system_error',
]);
export type SynthStatus = z.infer<typeof SynthStatus>;

/** Something synthesis found at a place of the learner's code (line 0: Yosys named no line). */
export const SynthFinding = z.object({
  /** The learner's file name ('' when Yosys named none). */
  file: ProgramOutput,
  line: z.number().int(),
  /** The signal concerned, as Yosys names it (without its leading backslash). */
  signal: ProgramOutput,
  /** One Chinese sentence: what was found and what to do about it. */
  text: ProgramOutput,
});
export type SynthFinding = z.infer<typeof SynthFinding>;

export const SynthReport = z.object({
  status: SynthStatus,
  /** One Chinese sentence: the figures ("12 个单元、4 个触发器") or why there are none. */
  message: ProgramOutput,
  /** The synthesised top module. */
  top: ProgramOutput,
  /** All cells of the flattened design; 0 when nothing was synthesised. */
  cells: z.number().int().nonnegative(),
  /** Cells by Yosys's generic kind (`$_AND_`, `$_DFF_P_`…): CELL_KIND_LABELS names them. */
  cell_counts: z.record(z.string(), z.number().int().nonnegative()),
  flip_flops: z.number().int().nonnegative(),
  /** Latch cells left after synthesis (each inferred one is also in `latch_warnings`). */
  latches: z.number().int().nonnegative(),
  /** Each latch inferred from an always block, with its line: an `always @(*)` that does not assign in every branch. */
  latch_warnings: z.array(SynthFinding),
  /** Combinational loops (a signal that depends on itself without a flip-flop between). */
  loops: z.array(SynthFinding),
  undriven: z.array(SynthFinding),
  multiply_driven: z.array(SynthFinding),
  /** The longest path through combinational cells (Yosys `ltp -noff` on the generic netlist); null when not synthesised. */
  longest_path: z.number().int().nonnegative().nullable(),
  /** Refusals and compiler errors on the learner's file and line (a refused or uncompiled design). */
  diagnostics: z.array(Diagnostic),
  /** Yosys's warnings and errors with the learner's file names (or the compiler's, for a compile error). */
  log: ProgramOutput,
});
export type SynthReport = z.infer<typeof SynthReport>;

/** The Chinese name of each generic cell kind the 综合 tab and the messages show. */
export const CELL_KIND_LABELS: Record<string, string> = {
  $_NOT_: '非门',
  $_AND_: '与门',
  $_NAND_: '与非门',
  $_OR_: '或门',
  $_NOR_: '或非门',
  $_XOR_: '异或门',
  $_XNOR_: '同或门',
  $_ANDNOT_: '与非输入门',
  $_ORNOT_: '或非输入门',
  $_MUX_: '二选一多路选择器',
  $_NMUX_: '反相多路选择器',
  $_AOI3_: '与或非门',
  $_OAI3_: '或与非门',
  $_AOI4_: '与或非门',
  $_OAI4_: '或与非门',
  $_BUF_: '缓冲器',
};

/** A flip-flop of Yosys's generic library: every $_DFF…, $_SDFF…, $_ALDFF… and $_DFFSR… kind. */
export function isFlipFlopCell(kind: string): boolean {
  return /^\$_(?:S?DFF|ALDFF|DFFSR|SDFFC?E|DFFE)/.test(kind);
}

/** A latch of Yosys's generic library: $_DLATCH…, $_DLATCHSR… and the set/reset latch $_SR…. */
export function isLatchCell(kind: string): boolean {
  return /^\$_(?:DLATCH|SR_)/.test(kind);
}

/** "12 个单元、4 个触发器" (and the latches, when there are any). */
export function synthFigures(report: Pick<SynthReport, 'cells' | 'flip_flops' | 'latches'>): string {
  const latches = report.latches > 0 ? `、${report.latches} 个锁存器` : '';
  return `${report.cells} 个单元、${report.flip_flops} 个触发器${latches}`;
}

/** What the IDE's 综合 call takes: the top module of the design (not its testbench) and, optionally, the file defining it. */
export const IdeSynthBody = z.object({
  top_module: text('顶层模块').min(1).max(255),
  top_file: text('顶层文件').min(1).max(255).optional(),
});
export type IdeSynthBody = z.infer<typeof IdeSynthBody>;

/**
 * Yosys's JSON netlist of the flattened design, as text (for the schematic): streamed as the
 * answer's last field from the stored gzip; null when there is none (not synthesised, or too large).
 */
const Netlist = ProgramOutput.nullable();

export const IdeSynthResponse = z.object({
  status: z.literal('success'),
  /** The project's files the run took (the top file and what it uses). */
  files: z.array(ProgramOutput),
  report: SynthReport,
  netlist: Netlist,
});
export type IdeSynthResponse = z.infer<typeof IdeSynthResponse>;

/** The reference's figures for a bank problem: numbers only, never its code or its netlist. */
export const ReferenceFigures = z.object({
  cells: z.number().int().nonnegative(),
  cell_counts: z.record(z.string(), z.number().int().nonnegative()),
  flip_flops: z.number().int().nonnegative(),
  latches: z.number().int().nonnegative(),
  longest_path: z.number().int().nonnegative().nullable(),
});
export type ReferenceFigures = z.infer<typeof ReferenceFigures>;

export const SubmissionSynthResponse = z.object({
  status: z.literal('success'),
  submission_id: z.number().int(),
  report: SynthReport,
  /** The reference's figures (null: the reference could not be synthesised, or the problem has none to compare). */
  reference: ReferenceFigures.nullable(),
  /** "你的设计：12 个单元、4 个触发器；参考设计：9 个单元、4 个触发器", or the report's message alone. */
  comparison: ProgramOutput,
  /** The learner's netlist (never the reference's). */
  netlist: Netlist,
});
export type SubmissionSynthResponse = z.infer<typeof SubmissionSynthResponse>;

/** What each status other than success tells the learner. */
export const SYNTH_STATUS_MESSAGES: Record<Exclude<SynthStatus, 'success'>, string> = {
  refused: '无法综合：代码中有判题不允许的内容',
  compile_error: '无法综合：代码有编译错误，请先修正',
  unreadable: 'Yosys 无法综合这个设计',
  time_limit: '综合超时：设计过大，或生成/循环展开的次数过多',
  memory_limit: '综合失败：内存超出限制（设计过大）',
  output_limit: '综合失败：输出超出限制',
  system_error: '综合失败：判题机出错，请稍后再试',
};

/** A report with no figures: a run that stopped before Yosys's results (refused, a limit, the worker's failure). */
export function emptySynthReport(top: string, status: Exclude<SynthStatus, 'success'>, extra: Partial<SynthReport> = {}): SynthReport {
  return {
    status,
    message: SYNTH_STATUS_MESSAGES[status],
    top,
    cells: 0,
    cell_counts: {},
    flip_flops: 0,
    latches: 0,
    latch_warnings: [],
    loops: [],
    undriven: [],
    multiply_driven: [],
    longest_path: null,
    diagnostics: [],
    log: '',
    ...extra,
  };
}
