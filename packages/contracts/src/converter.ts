/**
 * The Verilog-to-VHDL converter (spec §7 Converter: POST /api/verilog-converter/convert and
 * /validate): the request, the answers, and the `convert` job that carries a conversion or a
 * syntax check to a worker. Every VHDL text a user receives has been analysed by GHDL and
 * co-simulated against the Verilog (the `verification` object says how); the rest is refused
 * with the reason.
 */
import { z } from 'zod';
import { ProgramOutput, text } from './validation.ts';
import { Diagnostic } from './verdict.ts';

/**
 * Why 50 files: a design of a few dozen modules is a big one for a converter; more is a batch
 * job, not an interactive call. Why 256 KiB per file and 1 MiB in all: a hand-written module
 * of several thousand lines fits; the proof co-simulates the whole design, so its size is work.
 */
const CONVERTER_MAX_FILES = 50;
const CONVERTER_MAX_FILE_BYTES = 256 * 1024;
const CONVERTER_MAX_TOTAL_BYTES = 1024 * 1024;
/** The JSON body: the whole design escaped at up to 2 bytes a character, plus names. */
export const CONVERTER_JSON_BYTES = 2 * CONVERTER_MAX_TOTAL_BYTES + 64 * 1024;

/**
 * A converter file's name: letters, digits, `_ - .` and Chinese, ending in .v. Why so narrow: the
 * name is a file in the worker's jail and appears in every message the tools print back. Why 100
 * characters: a descriptive module name fits many times over.
 */
export const CONVERTER_FILE_NAME_MAX = 100;
const FILE_NAME_CHARS = /^[A-Za-z0-9_\-.\u4e00-\u9fff]+$/;
const MODULE_NAME = /^[A-Za-z_][A-Za-z0-9_$]*$/;

export const CONVERTER_NAME_MSG = {
  empty: '文件名不能为空',
  type: '只能转换 .v 文件',
  chars: `文件名只能包含字母、数字、下划线、点、连字符和汉字，最长 ${CONVERTER_FILE_NAME_MAX} 个字符`,
} as const;

/** The name rule of a converter file, the same in the page and on the server; null when fine. */
export function converterFileNameProblem(name: string): string | null {
  if (name === '') return CONVERTER_NAME_MSG.empty;
  if (!name.endsWith('.v')) return CONVERTER_NAME_MSG.type;
  if (!FILE_NAME_CHARS.test(name) || [...name].length > CONVERTER_FILE_NAME_MAX) return CONVERTER_NAME_MSG.chars;
  return null;
}

/**
 * The name a Verilog file picked from disk takes when its own breaks the rule (`my adder (1).V` →
 * `my_adder_1.v`): each run of other characters becomes one `_` (none at the ends), the `.v` lower
 * case, cut to the length limit. Only for names ending in .v in any case; others are not Verilog.
 */
export function converterFileName(picked: string): string {
  const stem = [...picked.slice(0, -2)]
    .map((c) => (FILE_NAME_CHARS.test(c) ? c : '_'))
    .join('')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  return `${[...(stem === '' ? 'design' : stem)].slice(0, CONVERTER_FILE_NAME_MAX - 2).join('')}.v`;
}

const ConverterFile = z.strictObject({
  filename: text('文件名').superRefine((name, ctx) => {
    const problem = converterFileNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  content: text('文件内容', { multiline: true }).refine(
    (content) => Buffer.byteLength(content, 'utf8') <= CONVERTER_MAX_FILE_BYTES,
    `单个文件最大 ${CONVERTER_MAX_FILE_BYTES / 1024} KiB`,
  ),
});

export const ConverterBody = z
  .strictObject({
    files: z
      .array(ConverterFile)
      .min(1, '请至少提供一个 Verilog 文件')
      .max(CONVERTER_MAX_FILES, `一次最多转换 ${CONVERTER_MAX_FILES} 个文件`),
    /** The top module, when the design has several candidates (the answer lists them). */
    top: text('顶层模块').regex(MODULE_NAME, '模块名只能包含字母、数字、下划线和 $，且不能以数字开头').max(255).optional(),
  })
  .refine((body) => new Set(body.files.map((f) => f.filename.toLowerCase())).size === body.files.length, {
    message: '文件名不能重复',
    path: ['files'],
  })
  .refine((body) => body.files.reduce((n, f) => n + Buffer.byteLength(f.content, 'utf8'), 0) <= CONVERTER_MAX_TOTAL_BYTES, {
    message: `所有文件合计最大 ${CONVERTER_MAX_TOTAL_BYTES / 1024 / 1024} MiB`,
    path: ['files'],
  });
export type ConverterBody = z.infer<typeof ConverterBody>;

/** The first step where the VHDL and the Verilog disagree. */
export const ConversionMismatch = z.object({
  /** Step number from 0, and its simulation time in ns. */
  step: z.number().int(),
  time: z.number().int(),
  /** Every input's value at that step, in binary. */
  inputs: z.record(ProgramOutput, ProgramOutput),
  output: ProgramOutput,
  /** The Verilog's value (x: unknown bits, not compared) and the VHDL's, in binary. */
  expected: ProgramOutput,
  got: ProgramOutput,
});
export type ConversionMismatch = z.infer<typeof ConversionMismatch>;

/**
 * How the VHDL was proven (DESIGN.md §4: co-simulation caught every silent bug of the back end).
 * `exhaustive`: every input combination of a combinational design (≤ 16 input bits); `random`:
 * seeded random vectors; `clocked`: from power-up (reset inactive, then held, then random inputs
 * cycle by cycle), compared before and after each clock edge.
 */
export const Verification = z.object({
  method: z.enum(['exhaustive', 'random', 'clocked']),
  /** Steps compared: input vectors, or clock cycles. */
  vectors: z.number().int(),
  equivalent: z.boolean(),
  clock: ProgramOutput.nullable(),
  reset: z.object({ name: ProgramOutput, active_low: z.boolean() }).nullable(),
  seed: z.number().int(),
  first_mismatch: ConversionMismatch.nullable(),
  /** One sentence: 已验证等价：N 组输入, or what differed. */
  summary: ProgramOutput,
});
export type Verification = z.infer<typeof Verification>;

export const ConvertResponse = z.object({
  success: z.boolean(),
  /** The proven VHDL; null when anything failed. */
  vhdl_content: ProgramOutput.nullable(),
  error: ProgramOutput.optional(),
  /** The tools' messages (compiler, back end, GHDL), with the user's file names. */
  stderr: ProgramOutput,
  diagnostics: z.array(Diagnostic),
  /** The top module converted, and the candidates when the design has several and none was named. */
  top: ProgramOutput.nullable(),
  candidates: z.array(ProgramOutput),
  /** Which translator produced the VHDL (`icarus`: Icarus Verilog's VHDL back end). */
  translator: z.enum(['veridojo', 'icarus']).nullable(),
  /** Rewrites made before conversion, each a sentence (none yet: the proof refuses what would need one). */
  rewrites: z.array(ProgramOutput),
  verification: Verification.nullable(),
});
export type ConvertResponse = z.infer<typeof ConvertResponse>;

export const ValidateResponse = z.object({
  valid: z.boolean(),
  stderr: ProgramOutput,
  error: ProgramOutput.optional(),
  diagnostics: z.array(Diagnostic),
  /** The spec's headings: 通过 / 发现问题. */
  heading: z.enum(['通过', '发现问题']),
});
export type ValidateResponse = z.infer<typeof ValidateResponse>;

// ---- The `convert` job ----

export const ConvertPayload = z.object({
  mode: z.enum(['convert', 'validate']),
  /** File name → text, as the user named them. */
  files: z.record(z.string(), z.string()),
  top: z.string().optional(),
  /** The random vectors' seed (the server picks it; the answer reports it). */
  seed: z.number().int(),
});
export type ConvertPayload = z.infer<typeof ConvertPayload>;

/**
 * How a conversion or check ended. `invalid`: the Verilog does not compile (or the IDE policy
 * refuses something in it); `unsupported`: a construct the back end refuses, hangs on or
 * mistranslates; `ambiguous_top`: several candidate tops and none named; `conversion_failed`: the
 * back end or GHDL's analysis failed; `not_equivalent`: the proof found a difference.
 */
const ConvertStatus = z.enum([
  'success',
  'invalid',
  'unsupported',
  'ambiguous_top',
  'conversion_failed',
  'not_equivalent',
  'time_limit',
  'output_limit',
]);
type ConvertStatus = z.infer<typeof ConvertStatus>;

export const ConvertResult = z.object({
  status: ConvertStatus,
  message: ProgramOutput,
  vhdl: ProgramOutput.nullable(),
  log: ProgramOutput,
  diagnostics: z.array(Diagnostic),
  top: ProgramOutput.nullable(),
  candidates: z.array(ProgramOutput),
  translator: z.enum(['veridojo', 'icarus']).nullable(),
  rewrites: z.array(ProgramOutput),
  verification: Verification.nullable(),
});
export type ConvertResult = z.infer<typeof ConvertResult>;
