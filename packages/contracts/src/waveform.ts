/**
 * What the judge's generated testbench names in the waveform and how it compares, in one place:
 * the testbench generator (packages/judge) writes these names and this rule into Verilog, the
 * waveform viewer (apps/web) reads the same names back and marks mismatches by the same rule.
 */

/** `<output>_ref` is the reference's value of an output, `<output>_dut` the learner's. */
export const EXPECTED_SUFFIX = '_ref';
export const ACTUAL_SUFFIX = '_dut';
/** 1 at the samples where any output differs. */
export const MISMATCH_SIGNAL = 'mismatch';

/**
 * The testbench's own variables; a port of a problem may not take one of these names (nor end in
 * one of the suffixes above), or the generated testbench would declare it twice.
 */
export const TESTBENCH_NAMES = {
  seed: 'seed',
  samples: 'samples',
  mismatches: 'mismatches',
  referenceX: 'ref_x_after_reset',
  inReset: 'in_reset',
  clock: 'clk_gen',
} as const;
/** Per-output mismatch counters are `mismatches_<output>`. */
export const OUTPUT_MISMATCH_PREFIX = 'mismatches_';

/** Whether a port name is free for a problem's interface (see TESTBENCH_NAMES). */
export function portNameProblem(name: string): string | null {
  if ((Object.values(TESTBENCH_NAMES) as string[]).includes(name) || name === MISMATCH_SIGNAL)
    return `端口名 ${name} 是判题测试平台自己的变量名，请换一个名字`;
  if (name.endsWith(EXPECTED_SUFFIX) || name.endsWith(ACTUAL_SUFFIX) || name.startsWith(OUTPUT_MISMATCH_PREFIX))
    return `端口名 ${name} 与判题测试平台的命名规则冲突（${EXPECTED_SUFFIX}、${ACTUAL_SUFFIX} 结尾或 ${OUTPUT_MISMATCH_PREFIX} 开头）`;
  return null;
}

/**
 * The comparison, bit by bit (0, 1, x, z as Verilog prints them): an x bit of the reference matches
 * anything; otherwise the learner's bit must be the same 0 or 1 (x or z from the learner against a
 * reference 0/1 is a mismatch, and so is any bit against a reference z).
 */
export function bitsDiffer(expected: string, actual: string): boolean {
  for (let k = 0; k < expected.length; k++) {
    const want = expected[k]!.toLowerCase();
    if (want === 'x') continue;
    if (want === 'z' || want !== actual[k]?.toLowerCase()) return true;
  }
  return false;
}

/** The same rule as a Verilog condition that is true on a mismatch: `ref !== (ref ^ dut ^ ref)`. */
export function mismatchCondition(expected: string, actual: string): string {
  return `${expected} !== (${expected} ^ ${actual} ^ ${expected})`;
}
