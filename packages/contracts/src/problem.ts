/**
 * Problems: the on-disk metadata of a problem folder (docs/PROBLEM_FORMAT.md), the judge
 * specification a worker receives, and what the problem calls of spec §7 answer. A problem is
 * judged either by a testbench the judge generates from `interface` + `stimulus`, or by a
 * testbench it ships itself (`testbench` + testbench.sv, the VerilogEval style).
 */
import { z } from 'zod';
import { portNameProblem } from './waveform.ts';

/** Difficulty as stored: English ids; the spec's fields and problem.json carry the Chinese labels. */
export const DifficultyId = z.enum(['easy', 'medium', 'hard']);
export type DifficultyId = z.infer<typeof DifficultyId>;
export const DIFFICULTY_LABELS = { easy: '简单', medium: '中等', hard: '困难' } as const satisfies Record<DifficultyId, string>;
export const DIFFICULTIES = [DIFFICULTY_LABELS.easy, DIFFICULTY_LABELS.medium, DIFFICULTY_LABELS.hard] as const;
/** The label (spec §3: 简单, 中等, 困难), as the API answers it and problem.json writes it. */
export const Difficulty = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof Difficulty>;

/** The stored id of a label. */
export function difficultyId(label: Difficulty): DifficultyId {
  return DifficultyId.options.find((id) => DIFFICULTY_LABELS[id] === label)!;
}

const Identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a Verilog identifier');
export const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lower-case words joined by hyphens');

export const Port = z.strictObject({ name: Identifier, width: z.number().int().min(1).max(1024) });

export const ProblemInterface = z
  .strictObject({
    top: Identifier,
    inputs: z.array(Port),
    outputs: z.array(Port).min(1),
    clock: Identifier.optional(),
    reset: z.strictObject({ name: Identifier, activeLow: z.boolean().optional(), cycles: z.number().int().min(1).max(100) }).optional(),
  })
  .superRefine((iface, ctx) => {
    for (const port of [...iface.inputs, ...iface.outputs]) {
      const problem = portNameProblem(port.name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['ports', port.name] });
    }
  });
export type ProblemInterface = z.infer<typeof ProblemInterface>;

export const Stimulus = z.strictObject({
  directed: z.array(z.record(z.string(), z.union([z.number().int().min(0), z.string()]))).optional(),
  /** Why at most 100 000: a judgement must stay well inside its time limit. */
  random: z.number().int().min(0).max(100_000),
  rare: z.record(z.string(), z.number().int().min(2)).optional(),
});
export type Stimulus = z.infer<typeof Stimulus>;

/** chapter.json in a chapter folder: the problems under it form the chapter, ordered by position. */
export const ChapterMeta = z.strictObject({
  number: z.number().int().min(1).max(999),
  slug: Slug,
  title: z.string().min(1).max(60),
  description: z.string().max(500).default(''),
});
export type ChapterMeta = z.infer<typeof ChapterMeta>;

/**
 * A problem's own testbench (testbench.sv, VerilogEval style): its top module instantiates the
 * learner's module by `dut` and the reference by `reference`, and prints its own
 * `Mismatches: N in M samples` line. reference.v defines the module named `dut`.
 */
export const TestbenchMeta = z.strictObject({
  /** The testbench's top module (VerilogEval: tb). */
  module: Identifier.default('tb'),
  /** The module the learner writes (VerilogEval v2: TopModule, v1: top_module). */
  dut: Identifier.default('TopModule'),
  /** The name the testbench instantiates the reference by (v2: RefModule, v1: reference_module). */
  reference: Identifier.default('RefModule'),
  /**
   * Samples the testbench reports when judging the reference: every judgement must report the
   * same count. Absent, any count above zero is taken; an import measures and stores it.
   * Why at most 10 000 000: far above any testbench that ends within the 20 s time limit.
   */
  samples: z.number().int().min(1).max(10_000_000).optional(),
  /**
   * The reference's run ends at the testbench's own `TIMEOUT` watchdog (some VerilogEval
   * testbenches stop their clock count there before their stimulus is done): a `TIMEOUT` line is
   * then the testbench's normal end, and the result line decides. An import measures and stores it.
   */
  ends_by_timeout: z.boolean().optional(),
});
export type TestbenchMeta = z.infer<typeof TestbenchMeta>;

/** The file of a problem folder holding its own testbench. */
export const TESTBENCH_FILE = 'testbench.sv';

/**
 * A testbench-writing problem (kind testbench): the learner writes a testbench that instantiates
 * the design under test by `dut`; design.v holds the correct design and faulty/*.v the designs the
 * testbench must catch (each defining `top`, renamed to `dut` for the run); reference.v is our model
 * testbench (accepted), template.v the learner's starting point.
 */
const TestbenchTaskMeta = z.strictObject({
  /** The module name the learner's testbench instantiates. */
  dut: Identifier,
  /** The top module design.v and faulty/*.v define. */
  top: Identifier.default('TopModule'),
});
type TestbenchTaskMeta = z.infer<typeof TestbenchTaskMeta>;
export const DESIGN_FILE = 'design.v';
export const FAULTY_DIR = 'faulty';
/** Why at least 8: a testbench has to show it checks reset, boundaries, timing and widths, not one lucky case. */
export const MIN_FAULTY_DESIGNS = 8;
/** The first line of a faulty design names what its fault is about, shown when the testbench misses it. */
export const FAULT_CATEGORY = /^\/\/\s*category:\s*(\S+)/;

/** problem.json in a problem folder. */
export const ProblemMeta = z
  .strictObject({
    slug: Slug,
    /** Order within the chapter (gaps are welcome: they leave room to insert problems later). */
    position: z.number().int().min(1).max(99_999),
    title: z.string().min(1).max(100),
    difficulty: Difficulty,
    tags: z.array(z.string().min(1).max(30)).min(1).max(8),
    prerequisites: z.array(Slug).default([]),
    next: z.array(Slug).default([]),
    /** Wall-clock limit of one judgement. Why at most 20 s: a worker must not be held longer. */
    time_limit_ms: z.number().int().min(500).max(20_000).default(5000),
    /** The generated testbench's specification (absent when the problem ships its own testbench). */
    interface: ProblemInterface.optional(),
    stimulus: Stimulus.optional(),
    /** The problem's own testbench (testbench.sv) instead of interface + stimulus. */
    testbench: TestbenchMeta.optional(),
    /** A testbench-writing problem: the learner writes the testbench (see TestbenchTaskMeta). */
    testbench_task: TestbenchTaskMeta.optional(),
    /** Mutant ids that survive judging but were reviewed as behaving exactly like the reference. */
    reviewed_equivalent_mutants: z.array(z.string()).default([]),
  })
  .refine(
    (m) =>
      m.testbench_task
        ? !m.interface && !m.stimulus && !m.testbench
        : m.testbench
          ? !m.interface && !m.stimulus
          : Boolean(m.interface && m.stimulus),
    {
      message:
        '题目需要 interface 与 stimulus（由判题机生成测试平台），或 testbench（题目自带 testbench.sv），或 testbench_task（学习者编写测试平台），三者选其一',
    },
  );
export type ProblemMeta = z.infer<typeof ProblemMeta>;

/** The judge specification of a problem judged by a testbench generated from its interface and stimulus. */
const GeneratedJudgeSpec = z.object({
  interface: ProblemInterface,
  stimulus: Stimulus,
  reference: z.string(),
  time_limit_ms: z.number().int(),
});
/** The judge specification of a problem that ships its own testbench (its source travels with the job). */
const CustomJudgeSpec = z.object({
  testbench: z.object({
    source: z.string(),
    module: Identifier,
    dut: Identifier,
    reference: Identifier,
    samples: z.number().int().min(1).optional(),
    ends_by_timeout: z.boolean().optional(),
  }),
  reference: z.string(),
  time_limit_ms: z.number().int(),
});
type CustomJudgeSpec = z.infer<typeof CustomJudgeSpec>;

/** The judge specification of a testbench-writing problem: the designs travel with the job; `reference` is the model testbench. */
export const TestbenchTaskJudgeSpec = z.object({
  testbench_task: z.object({
    dut: Identifier,
    top: Identifier,
    design: z.string(),
    faulty: z.array(z.object({ name: z.string(), category: z.string(), code: z.string() })),
  }),
  reference: z.string(),
  time_limit_ms: z.number().int(),
});
export type TestbenchTaskJudgeSpec = z.infer<typeof TestbenchTaskJudgeSpec>;

/** What a worker needs to judge a submission: everything travels with the job. */
export const JudgeSpec = z.union([GeneratedJudgeSpec, CustomJudgeSpec, TestbenchTaskJudgeSpec]);
export type JudgeSpec = z.infer<typeof JudgeSpec>;

/** The least number of samples a testbench must take (the checker enforces it). */
export const MIN_SAMPLES = 20;
