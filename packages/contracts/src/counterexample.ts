/**
 * The formal counterexample (issue 32, part 3): after a bank submission is judged wrong, a follow-up
 * `counterexample` job builds a Yosys miter of the learner's top against the reference's and looks
 * for the shortest input sequence whose outputs differ. What the worker reports, what a submission
 * keeps of it and what the learner is shown (the inputs, the expected and the learner's outputs of
 * each clock cycle — never the reference's code) live here, with the search's limits and their why.
 */
import { z } from 'zod';
import { JudgeSpec } from './problem.ts';
import { ProgramOutput } from './validation.ts';

/**
 * The search's limits, measured over the bank's 628 wrong solutions (bench/counterexample.ts):
 * - depth 20 clock cycles after the reset cycles: the longest counterexample found is 15 cycles
 *   (washer-controller's timer); the search's cost grows with the square of the depth, and a
 *   difference deeper than this is reported "not found", never wrong.
 * - solverSeconds 3: one SAT instance of a bank design is solved in milliseconds; one that needs
 *   seconds is a wide datapath or a long serial frame, where silence beats a guess. Yosys's own
 *   `-timeout` ends it and the learner is told nothing (status unknown).
 * - cpuSeconds 5, wallMs 8 s: the median search takes 0.1 s and the 95th percentile under 3 s; the
 *   23 that reach 5 s of CPU, given 12 s, still ended unknown or found no difference within the
 *   depth (a UART or PS/2 frame is longer than 20 cycles) — more time buys nothing to show, and the
 *   worker is needed for verdicts. Wall: the CPU plus the jail's start and Icarus's checks.
 * - memory: the jail's own (512 MiB a process): the unrolled miter of a bank design is a few MB.
 */
export const COUNTEREXAMPLE_LIMITS = { depth: 20, solverSeconds: 3, wallMs: 8000, cpuSeconds: 5 } as const;

/** What the server queues: the submission, its code, and its revision's judge specification (interface and reference). */
export const CounterexamplePayload = z.object({ submission_id: z.number().int(), code: z.string(), spec: JudgeSpec });
export type CounterexamplePayload = z.infer<typeof CounterexamplePayload>;

/**
 * How the search ended. `found`: the shortest input sequence is in `steps`; `none`: no input
 * sequence of up to `depth` cycles makes the outputs differ; `unknown`: the solver ran out of time
 * (or the run hit a limit) — nothing is said about the design; `unsupported`: Yosys could not read
 * or compare the design (its message says why), or the problem is not one the search can model.
 */
export const CounterexampleStatus = z.enum(['found', 'none', 'unknown', 'unsupported']);
export type CounterexampleStatus = z.infer<typeof CounterexampleStatus>;

export const CounterexampleSignal = z.object({ name: ProgramOutput, width: z.number().int().min(1) });
export type CounterexampleSignal = z.infer<typeof CounterexampleSignal>;

/** One clock cycle (or the one input vector of a combinational design): values as binary digits, MSB first. */
export const CounterexampleStep = z.object({
  inputs: z.record(z.string(), ProgramOutput),
  expected: z.record(z.string(), ProgramOutput),
  yours: z.record(z.string(), ProgramOutput),
});
export type CounterexampleStep = z.infer<typeof CounterexampleStep>;

export const CounterexampleResult = z.object({
  status: CounterexampleStatus,
  /** The design has a clock (a sequence of cycles from the reset state), else one input vector. */
  sequential: z.boolean(),
  /** Cycles searched (reset cycles included); 1 for a combinational design. */
  depth: z.number().int().nonnegative(),
  /** Found: how many cycles the shortest counterexample takes (the last one shows the difference). */
  cycles: z.number().int().nullable(),
  /** The driven inputs (never the clock) and the outputs, in the problem's order. */
  inputs: z.array(CounterexampleSignal),
  outputs: z.array(CounterexampleSignal),
  /** Found: each cycle's inputs, the reference's outputs and the learner's. */
  steps: z.array(CounterexampleStep).max(200),
  /** The outputs that differ in the last cycle. */
  differing: z.array(ProgramOutput),
  /** One Chinese sentence for the learner (unsupported: why). */
  message: ProgramOutput,
  /** Yosys's errors with the learner's file name (unsupported), for an operator. */
  log: ProgramOutput,
  /** Unknown because the judge did not reproduce the difference Yosys found (its model of the design differs from the simulator's). */
  unreproduced: z.boolean().optional(),
});
export type CounterexampleResult = z.infer<typeof CounterexampleResult>;

/**
 * What a submission shows of its counterexample: the search's result, or `pending` while the
 * follow-up job runs. `unknown` is never shown (the API answers null: say nothing rather than guess).
 */
export const SubmissionCounterexample = z.object({
  status: z.enum(['pending', 'found', 'none', 'unsupported']),
  sequential: z.boolean(),
  depth: z.number().int().nonnegative(),
  cycles: z.number().int().nullable(),
  inputs: z.array(CounterexampleSignal),
  outputs: z.array(CounterexampleSignal),
  steps: z.array(CounterexampleStep),
  differing: z.array(ProgramOutput),
  message: ProgramOutput,
});
export type SubmissionCounterexample = z.infer<typeof SubmissionCounterexample>;

/** "最短反例：3 个时钟周期", or the combinational one: the title line of the run log's table. */
export function counterexampleHeadline(c: Pick<SubmissionCounterexample, 'sequential' | 'cycles'>): string {
  if (!c.sequential) return '最短反例：一组输入（组合逻辑，无需时钟）';
  return `最短反例：${c.cycles ?? 0} 个时钟周期`;
}

/** The messages of each ending, for the worker's result and the learner. */
export const COUNTEREXAMPLE_MESSAGES = {
  foundSequential: (cycles: number, resetCycles: number) =>
    resetCycles > 0
      ? `从复位开始（前 ${resetCycles} 个周期保持复位），第 ${cycles} 个时钟周期你的输出与参考答案不同`
      : `从全零的初始状态开始，第 ${cycles} 个时钟周期你的输出与参考答案不同`,
  foundCombinational: '下面这组输入让你的输出与参考答案不同',
  none: (depth: number, sequential: boolean) =>
    sequential
      ? `在复位后的 ${depth} 个时钟周期内，形式化搜索没有找到让输出不同的输入；差异可能来自未初始化的值（X）或时钟沿，请查看波形`
      : '形式化搜索没有找到让输出不同的输入；差异可能来自未初始化的值（X）或高阻（Z），请查看波形',
  unsupported: '无法构造反例：Yosys 读不懂这个设计，判题结果不受影响',
  portMismatch: '无法构造反例：你的模块端口与题目要求的不一致（名称或位宽不同），判题结果不受影响',
  notModelled: '无法构造反例：这道题的测试方式不支持形式化搜索',
  otherClock: (clock: string) =>
    `无法构造反例：设计中有不由时钟输入 ${clock} 直接驱动的触发器（例如用分频得到的信号或另一个时钟输入作时钟），形式化搜索只能按 ${clock} 一个时钟逐周期建模，判题结果不受影响`,
} as const;
