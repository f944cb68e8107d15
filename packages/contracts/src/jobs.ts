/**
 * The job kinds and the worker protocol that carries them. Every kind of work a worker does for
 * the server is one entry of JOB_KINDS: the payload the server queues, the result the worker
 * reports, what the job row keeps of it, its queue priority and its limits. The server has one
 * "job finished" handler per kind and the worker one runner per kind, each in one table that
 * must cover every entry here (both refuse to start otherwise), so adding a kind is this entry
 * plus its handler and its runner (and its label in JOB_KIND_LABELS, which the type asks for).
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';
import { COUNTEREXAMPLE_LIMITS, CounterexamplePayload, CounterexampleResult } from './counterexample.ts';
import { ConvertPayload, ConvertResult } from './converter.ts';
import { FirstMismatch, TestbenchTaskResult } from './judging.ts';
import { SimilarityPayload, SimilarityResult } from './similarity.ts';
import { SynthReport } from './synth.ts';
import { JudgeSpec } from './problem.ts';
import { ProgramOutput, text } from './validation.ts';
import { Diagnostic, Verdict } from './verdict.ts';

/** A learner's submission judged against its problem's revision. */
const JudgePayload = z.object({ submission_id: z.number().int(), spec: JudgeSpec, code: z.string() });
type JudgePayload = z.infer<typeof JudgePayload>;
/** A problem's reference judged against itself before an import is accepted. */
export const ValidatePayload = z.object({ spec: JudgeSpec, code: z.string() });
export type ValidatePayload = z.infer<typeof ValidatePayload>;

export const JudgeResult = z.object({
  verdict: Verdict,
  mismatches: z.number().int(),
  samples: z.number().int(),
  output_mismatches: z.record(z.string(), z.number().int()),
  first_mismatch: FirstMismatch.nullable(),
  diagnostics: z.array(Diagnostic),
  log: ProgramOutput,
  /** The VCD, gzip-compressed and base64-encoded by the worker: a tenth of the size to send and store. */
  waveform_gz: text('波形')
    .max(8 * 1024 * 1024)
    .nullable(),
  /** A testbench-writing problem: how many faulty designs the learner's testbench caught, and the categories it missed. */
  testbench: TestbenchTaskResult.optional(),
});
export type JudgeResult = z.infer<typeof JudgeResult>;

/** What a job row keeps of a judgement: the verdict and the head of the log (the waveform never). */
const JudgeSummary = z.object({ verdict: Verdict, mismatches: z.number().int(), samples: z.number().int(), log: z.string() });
type JudgeSummary = z.infer<typeof JudgeSummary>;

/** The limits one job runs under, derived from its kind and payload. */
export interface JobLimits {
  /** Wall clock of the whole run. */
  wallMs: number;
  /** CPU seconds per process in the jail. */
  cpuSeconds: number;
  /** Bytes of stdout and of stderr kept. */
  outputBytes: number;
}

/**
 * Why stdout/stderr are capped at 256 KiB each: a judged design that prints more is a flood, and
 * the report (12 MiB) must hold both streams escaped plus the waveform.
 */
const JUDGE_OUTPUT_BYTES = 256 * 1024;

/**
 * Limits of a run against a problem's judge specification. Wall clock: the problem's time limit.
 * CPU: the same number of seconds, rounded up — a simulation is one busy process, so CPU time can
 * never usefully exceed the wall clock, and a fixed 5 s cut 20 s problems short with a misleading
 * "CPU time" verdict. For the default 5 s limit this is the 5 s it always was.
 */
function judgeLimits(payload: { spec: JudgeSpec }): JobLimits {
  const wallMs = payload.spec.time_limit_ms;
  return { wallMs, cpuSeconds: Math.max(1, Math.ceil(wallMs / 1000)), outputBytes: JUDGE_OUTPUT_BYTES };
}

// ---- The IDE's runs: compile (with lint) and simulate a learner's project ----

/**
 * Wall-clock bounds of the IDE's runs, in ms. The spec's calls default to 10 (s). Compile: a
 * project compiles and lints in well under a second (measured ~0.2 s), so 10 s is generous and
 * anything longer is a runaway elaboration. Simulate: compile plus a testbench, which may
 * legitimately run for a while — up to 30 s (the spec's longest IDE timeout); the server decides
 * who gets more than the default. At least 1 s: below that the jail's start alone can time out.
 */
export const IDE_RUN_LIMITS = {
  compile: { minMs: 1000, defaultMs: 10_000, freeMaxMs: 10_000, maxMs: 10_000 },
  /**
   * freeMaxMs: a normal user's longest simulation, the spec's 10 s; paid members and admins
   * (exemptFromFreeLimits) may ask for maxMs — a longer run holds a worker longer, which is what
   * membership pays for. The web IDE offers each user the choices up to their own limit.
   */
  simulate: { minMs: 1000, defaultMs: 10_000, freeMaxMs: 10_000, maxMs: 30_000 },
} as const;

/**
 * The largest VCD a simulation returns (32 MiB): the jail's single-file cap, and about what the
 * browser's waveform viewer still parses in a few seconds. A longer dump is cut there with a notice.
 */
export const IDE_WAVEFORM_BYTES = 32 * 1024 * 1024;

/**
 * A project path as the workspace names it (`rtl/alu.v`): the worker never uses it as a path, only
 * as the name in logs and diagnostics, so any printable text ending in .v/.sv will do here; the
 * workspace API enforces its own stricter rules on what may be saved.
 */
const ProjectPath = text('文件路径')
  .min(3)
  .max(255)
  .regex(/\.s?v$/, '只能编译 .v 和 .sv 文件');

/**
 * A data file's path in the run directory (`reference.txt`, `vectors/in.txt`): relative to the
 * testbench's folder, a .txt file of the project. The worker checks it again as a path (project.ts).
 */
const DataFilePath = text('文件路径')
  .min(5)
  .max(255)
  .regex(/\.txt$/i, '只有 .txt 文件可作为仿真的数据文件');

/**
 * What a testbench wrote in its run directory comes back to the learner within these quotas
 * (checked by the worker, project.ts). Why 16 files: a testbench writes a result file or a log or
 * two; more is a loop writing files, and the list stays one screen. Why 16 KiB a file: a few
 * hundred lines of results, what a viewer in the output tab shows; the job's report must still
 * carry an 8 MiB waveform and the log, and a file of control bytes escapes to 6 times its size in
 * JSON (16 × 16 KiB × 6 < 2 MiB). A larger file comes back cut, with its full size.
 */
export const IDE_OUTPUT_FILES = 16;
export const IDE_OUTPUT_FILE_BYTES = 16 * 1024;

/** A file the testbench wrote in its run directory (`$fopen(…, "w")`, `$fdisplay`, `$writememh`). */
export const IdeRunOutput = z.object({
  /**
   * Relative to the run directory (the testbench's folder): a name the design chose, so program
   * output (the worker returns only names of `A-Za-z0-9_./-`, the scan lets a design write no other).
   */
  path: ProgramOutput,
  /** Its whole size in bytes, as written. */
  size: z.number().int().nonnegative(),
  /** Its text, the first IDE_OUTPUT_FILE_BYTES bytes (as UTF-8). */
  content: ProgramOutput,
  /** The file was larger than IDE_OUTPUT_FILE_BYTES: `content` is its head. */
  truncated: z.boolean(),
});
export type IdeRunOutput = z.infer<typeof IdeRunOutput>;

/** What the server queues for a compile or a simulation: the project's Verilog files and its top module. */
export const IdeRunPayload = z.object({
  /** path → content; only .v and .sv files (headers could only be reached by `include, which is refused). */
  files: z.record(ProjectPath, z.string()),
  /**
   * Simulate: the project's .txt files under the testbench's folder, by path relative to it — the
   * run directory's read-only contents, for `$readmemh("reference.txt", …)` and `$fopen(…, "r")`.
   */
  data_files: z.record(DataFilePath, z.string()).optional(),
  /** The root module: the testbench's, to simulate. */
  top_module: text('顶层模块').min(1).max(255),
  /** The caller's timeout; the registry clamps it to IDE_RUN_LIMITS. */
  timeout_ms: z.number().int().optional(),
});
export type IdeRunPayload = z.infer<typeof IdeRunPayload>;

/**
 * How an IDE run ended. `refused`: something the IDE policy forbids, or a bad top module, before
 * anything ran; `runtime_error`: the simulator stopped on its own error (not a limit).
 */
export const IdeRunStatus = z.enum(['success', 'compile_error', 'refused', 'time_limit', 'output_limit', 'memory_limit', 'runtime_error']);
export type IdeRunStatus = z.infer<typeof IdeRunStatus>;

export const IdeRunResult = z.object({
  status: IdeRunStatus,
  /** One Chinese sentence for the toast or the report's title. */
  message: ProgramOutput,
  /** The whole log with the learner's file names: compiler, lint (compile), simulator (simulate), notices. */
  log: ProgramOutput,
  /** Compiler errors and warnings, and (compile) Verilator lint warnings with Chinese explanations. */
  diagnostics: z.array(Diagnostic),
  /** The VCD reached IDE_WAVEFORM_BYTES and was cut there (the log and message say so). */
  waveform_truncated: z.boolean(),
  /** The dump block was added to the testbench because it had no $finish (the log says so). */
  dump_inserted: z.boolean(),
  /** Simulate: the files the testbench wrote in its run directory, by path (at most IDE_OUTPUT_FILES). */
  outputs: z.array(IdeRunOutput).max(IDE_OUTPUT_FILES).default([]),
});
export type IdeRunResult = z.infer<typeof IdeRunResult>;

/**
 * The largest gzip'd VCD an IDE run's job keeps as its attachment (8 MiB of bytes, uploaded by the
 * worker before its report). Why: the VCD itself is cut at IDE_WAVEFORM_BYTES (32 MiB), which gzip
 * brings to well under a quarter (a 30 MiB counter dump is 5 MiB at the worker's level 1); more is
 * a dump of random-looking values that the browser could not draw anyway, and the server stores at
 * most this much per run for an hour.
 */
export const IDE_WAVEFORM_GZ_BYTES = 8 * 1024 * 1024;

/** A run's wall clock: the caller's timeout within the kind's bounds; CPU: the same seconds (one busy process). */
function ideLimits(kindName: keyof typeof IDE_RUN_LIMITS) {
  return (payload: IdeRunPayload): JobLimits => {
    const bounds = IDE_RUN_LIMITS[kindName];
    const wallMs = Math.min(bounds.maxMs, Math.max(bounds.minMs, payload.timeout_ms ?? bounds.defaultMs));
    return { wallMs, cpuSeconds: Math.max(1, Math.ceil(wallMs / 1000)), outputBytes: JUDGE_OUTPUT_BYTES };
  };
}

/**
 * A conversion's wall clock: 20 s. The back end converts a design in tens of ms but can hang for
 * ever (DESIGN.md §4: a generate-if inside a generate-for); the proof analyses, elaborates and
 * co-simulates up to 65 536 vectors on both simulators, a few seconds for a big design. A syntax
 * check (compile + lint) takes well under a second: 10 s.
 */
function convertLimits(payload: ConvertPayload): JobLimits {
  const wallMs = payload.mode === 'convert' ? 20_000 : 10_000;
  return { wallMs, cpuSeconds: wallMs / 1000, outputBytes: JUDGE_OUTPUT_BYTES };
}

// ---- Synthesis: a design mapped by Yosys to its generic cell library (issue 32) ----

/** What the server queues for a synthesis: the design's files (a submission's main.v, or an IDE project's) and its top module. */
export const SynthPayload = z.object({
  /** path → content: the design's .v/.sv files (an IDE project's: those its top uses; never a testbench). */
  files: z.record(ProjectPath, z.string()),
  top_module: text('顶层模块').min(1).max(255),
  /** Carried by an IDE run's payload (built by the database); a synthesis has one fixed limit, SYNTH_LIMITS. */
  timeout_ms: z.number().int().optional(),
});
export type SynthPayload = z.infer<typeof SynthPayload>;

/**
 * A synthesis's limits. Why 20 s wall and 15 s CPU: Yosys synthesises a learner's design (tens to
 * hundreds of cells) in 0.1–0.5 s, a 32×32 multiplier in 5 s and a 64×64 one in 16 s (measured,
 * bare yosys on these machines); past that it is a runaway elaboration or a design no exercise
 * asks for, and a user waits at the screen. The memory is the jail's (512 MiB a process, the run's
 * budget): a 128×128 multiplier needs 800 MB and is stopped there.
 */
export const SYNTH_LIMITS = { wallMs: 20_000, cpuSeconds: 15 } as const;

/**
 * The largest gzip'd JSON netlist a synthesis keeps as its attachment (for the schematic). Why
 * 1 MiB: the worker stops Yosys's netlist at 4 MiB of JSON (NETLIST_BYTES), which gzip brings to
 * a few hundred KiB; the browser's schematic caps what it draws far below that anyway.
 */
export const SYNTH_NETLIST_GZ_BYTES = 1024 * 1024;

function synthLimits(): JobLimits {
  return { wallMs: SYNTH_LIMITS.wallMs, cpuSeconds: SYNTH_LIMITS.cpuSeconds, outputBytes: JUDGE_OUTPUT_BYTES };
}

// ---- The similarity check: a class's passing submissions of one problem, compared pairwise (issue 33) ----

/**
 * A similarity check's limits. Why 10 s: the comparisons run on the worker's check thread, whose
 * deadline (CHECK_DEADLINE_MS, 10 s) ends a check that overruns; 300 submissions of a bank problem
 * take well under a second (bench/similarity.ts: 200 in about 0.1 s), so only input at every cap
 * comes near it. CPU is the check thread's, not a jail's; the output limit is unused (nothing runs).
 */
export const SIMILARITY_LIMITS = { wallMs: 10_000 } as const;

function similarityLimits(): JobLimits {
  return { wallMs: SIMILARITY_LIMITS.wallMs, cpuSeconds: SIMILARITY_LIMITS.wallMs / 1000, outputBytes: 0 };
}

/** What a similarity job's row keeps: the counts (the pairs are stored by its "job finished" handler). */
const SimilaritySummary = z.object({ compared: z.number().int(), pairs: z.number().int() });

// ---- The formal counterexample: a judged design's miter against the reference (issue 32) ----

/** The search's limits (COUNTEREXAMPLE_LIMITS says why); output as a judgement's. */
function counterexampleLimits(): JobLimits {
  return { wallMs: COUNTEREXAMPLE_LIMITS.wallMs, cpuSeconds: COUNTEREXAMPLE_LIMITS.cpuSeconds, outputBytes: JUDGE_OUTPUT_BYTES };
}

/** What a counterexample job's row keeps: how the search ended (the steps go into submission_counterexamples). */
const CounterexampleSummary = z.object({ status: z.string(), cycles: z.number().int().nullable(), log: z.string() });

/**
 * Where a kind's result is kept once its job is done: `submission` — the kind's "job finished"
 * handler writes it into the learner's submission (the job row keeps only a summary, for the
 * queue's history); `job` — the job row's summary (and its attachment) is the only copy, read by
 * the call waiting for it (runAndWait in apps/server/src/queue/); `similarity_checks` — the kind's
 * handler writes the pairs into the check's row (apps/server/src/repos/similarity.ts);
 * `submission_counterexamples` — the kind's handler writes the search's result beside the
 * submission (apps/server/src/repos/counterexamples.ts).
 */
type JobResultStore = 'submission' | 'job' | 'similarity_checks' | 'submission_counterexamples';

export interface JobKindDefinition<
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  S extends z.ZodType = z.ZodType,
  I extends boolean = boolean,
> {
  /** What the server queues for the worker. */
  payload: P;
  /** What the worker reports; the report body is validated against it. */
  result: R;
  /** What the job row keeps of the result: what `waitForJob` returns. */
  summary: S;
  /** The summary of a result; a `log` in it is cut to `logChars` by summarizeResult. */
  summarize(result: z.output<R>): z.output<S>;
  /** Claim order: higher first (then users take turns, see the claim in apps/server/src/repos/jobs.ts). */
  priority: number;
  limits(payload: z.output<P>): JobLimits;
  /** Characters of the run log the job row keeps (the log in `summary`). */
  logChars: number;
  /**
   * The kind's result may have an attachment: gzip bytes beside the result, not in it (the IDE's
   * VCD), at most `maxBytes`. The worker uploads them as a binary body before its report
   * (PUT /api/worker/jobs/:id/attachment), the server stores them in chunks and streams them to
   * the waiting call; they are never JSON. Inside the report's JSON, the server parsing a 6 MiB
   * report held its event loop 130–340 ms (issue 29); inside the summary's, a second per 32 MiB
   * waveform (issue 26, finding 3).
   */
  attachment?: { maxBytes: number };
  /**
   * A user waits for it at the screen: at most one interactive job per user at a time (a second is
   * refused, not queued), withdrawn when no worker claims it in time, its row deleted after
   * `retentionSeconds`. The database's partial index jobs_active_interactive_runs lists these kinds.
   */
  interactive: I;
  /**
   * An admin may put a failed job of this kind back in the queue (the judge queue tab): only a
   * kind whose result is recorded for later, not one whose caller stopped waiting long ago.
   */
  requeueable: boolean;
  /** Seconds a finished job's row is kept (housekeeping deletes it later); null: for ever, the queue's history. */
  retentionSeconds: number | null;
  /** Where the result is kept (JobResultStore). */
  resultStore: JobResultStore;
}

const kind = <P extends z.ZodType, R extends z.ZodType, S extends z.ZodType, const I extends boolean>(
  definition: JobKindDefinition<P, R, S, I>,
) => definition;

/**
 * Why an hour: an interactive run's row holds its whole result (and its attachment, up to 8 MiB of
 * waveform) only so that the call waiting for it can answer; that call gives up within the run's
 * timeout (at most 30 s) plus queueing, so an hour later nobody can read the row and it is only
 * weight. Judgements and validations keep their rows (the queue's history and the import's summary).
 */
const INTERACTIVE_KEEP_SECONDS = 3600;

/**
 * Why 64 KiB: an IDE run is stored nowhere but its job row, and the waiting call answers from it
 * (waitForJob), so the row keeps what the learner sees — the size of a submission's stored log.
 */
export const IDE_LOG_CHARS = 64 * 1024;

/**
 * The registry. Priorities: a learner is waiting at the problem page for a judgement, or at the
 * IDE for a compile or a simulation, while a pack's validation runs behind an admin's import that
 * waits up to a minute anyway — so learners' jobs are claimed first (one priority for all three:
 * within it users take turns, so one user's simulations cannot starve another's submissions), and
 * validations take the idle workers.
 */
export const JOB_KINDS = {
  judge: kind({
    payload: JudgePayload,
    result: JudgeResult,
    summary: JudgeSummary,
    summarize: (r) => ({ verdict: r.verdict, mismatches: r.mismatches, samples: r.samples, log: r.log }),
    priority: 10,
    limits: judgeLimits,
    /** Why 2 000: the submission keeps the whole log (64 KiB); the job row only its head, for an operator reading the queue. */
    logChars: 2000,
    interactive: false,
    /** Only a judgement can run again as it was: its verdict goes into the submission, which still waits for it. */
    requeueable: true,
    retentionSeconds: null,
    resultStore: 'submission',
  }),
  validate: kind({
    payload: ValidatePayload,
    result: JudgeResult,
    summary: JudgeSummary,
    summarize: (r) => ({ verdict: r.verdict, mismatches: r.mismatches, samples: r.samples, log: r.log }),
    priority: 0,
    limits: judgeLimits,
    /**
     * Why 16 000: the job row is the only place a validation's log is kept, and the import's
     * rejection quotes the first compile error, which can follow a long run of warnings.
     */
    logChars: 16_000,
    interactive: false,
    requeueable: false,
    retentionSeconds: null,
    resultStore: 'job',
  }),
  compile: kind({
    payload: IdeRunPayload,
    result: IdeRunResult,
    summary: IdeRunResult,
    summarize: (r) => r,
    attachment: { maxBytes: IDE_WAVEFORM_GZ_BYTES },
    priority: 10,
    limits: ideLimits('compile'),
    logChars: IDE_LOG_CHARS,
    interactive: true,
    requeueable: false,
    retentionSeconds: INTERACTIVE_KEEP_SECONDS,
    resultStore: 'job',
  }),
  simulate: kind({
    payload: IdeRunPayload,
    result: IdeRunResult,
    summary: IdeRunResult,
    summarize: (r) => r,
    attachment: { maxBytes: IDE_WAVEFORM_GZ_BYTES },
    priority: 10,
    limits: ideLimits('simulate'),
    logChars: IDE_LOG_CHARS,
    interactive: true,
    requeueable: false,
    retentionSeconds: INTERACTIVE_KEEP_SECONDS,
    resultStore: 'job',
  }),
  convert: kind({
    payload: ConvertPayload,
    result: ConvertResult,
    summary: ConvertResult,
    summarize: (r) => r,
    priority: 10,
    limits: convertLimits,
    logChars: IDE_LOG_CHARS,
    interactive: true,
    requeueable: false,
    retentionSeconds: INTERACTIVE_KEEP_SECONDS,
    resultStore: 'job',
  }),
  /**
   * A synthesis report (the IDE's 综合 button, a judged submission's 综合 tab and its reference's
   * figures): interactive like the IDE's runs — a user waits for it, one at a time; the row keeps
   * the whole report and the netlist as its attachment, read by the waiting call, which stores a
   * submission's report itself (commands/synthesis.ts).
   */
  synth: kind({
    payload: SynthPayload,
    result: SynthReport,
    summary: SynthReport,
    summarize: (r) => r,
    attachment: { maxBytes: SYNTH_NETLIST_GZ_BYTES },
    priority: 10,
    limits: synthLimits,
    logChars: IDE_LOG_CHARS,
    interactive: true,
    requeueable: false,
    retentionSeconds: INTERACTIVE_KEEP_SECONDS,
    resultStore: 'job',
  }),
  /**
   * A similarity check (issue 33): a class's passing submissions of one problem compared pairwise
   * on the worker's check thread (nothing is executed: no jail). Priority 0, as a validation: during
   * a deadline's rush students' judgements go first, and the teacher reads the result later. Not
   * interactive (a teacher may check several problems at once; one check per problem at a time is
   * the command's rule). The row keeps only counts; the pairs go into similarity_checks.
   */
  similarity: kind({
    payload: SimilarityPayload,
    result: SimilarityResult,
    summary: SimilaritySummary,
    summarize: (r) => ({ compared: r.compared, pairs: r.pairs.length + r.more_pairs }),
    priority: 0,
    limits: similarityLimits,
    logChars: 0,
    interactive: false,
    requeueable: false,
    /** Why a day: the check's row holds the result; the job row is only the queue's history. */
    retentionSeconds: 24 * 3600,
    resultStore: 'similarity_checks',
  }),
  /**
   * A formal counterexample (issue 32): queued by the server right after a bank submission's
   * judgement is recorded (queue/follow-ups.ts), never inside it, so the verdict arrives as fast as
   * before. Priority 5: below judgements (a learner waits for a verdict first), above validations
   * and similarity checks. Not interactive (nobody holds a call open for it; the solve page polls the
   * submission). The row keeps the status; the steps go into submission_counterexamples.
   */
  counterexample: kind({
    payload: CounterexamplePayload,
    result: CounterexampleResult,
    summary: CounterexampleSummary,
    summarize: (r) => ({ status: r.status, cycles: r.cycles, log: r.log }),
    priority: 5,
    limits: counterexampleLimits,
    /** Why 2 000: Yosys's first errors; the whole result is in submission_counterexamples. */
    logChars: 2000,
    interactive: false,
    requeueable: false,
    /** Why a day: the submission's row holds the result; the job row (with the reference in its payload) is only the queue's history. */
    retentionSeconds: 24 * 3600,
    resultStore: 'submission_counterexamples',
  }),
} as const satisfies Record<string, JobKindDefinition>;

export type JobKind = keyof typeof JOB_KINDS;

/** Each kind as the admin panel's judge queue names it. */
export const JOB_KIND_LABELS: Record<JobKind, string> = {
  judge: '判题',
  validate: '题目校验',
  compile: 'IDE 编译',
  simulate: 'IDE 仿真',
  convert: '代码转换',
  synth: '综合',
  similarity: '作业查重',
  counterexample: '反例搜索',
};
export const JOB_KIND_NAMES = Object.keys(JOB_KINDS) as JobKind[];
/** The kinds a user waits for at the screen (JobKindDefinition.interactive). */
type InteractiveKind = { [K in JobKind]: (typeof JOB_KINDS)[K]['interactive'] extends true ? K : never }[JobKind];
export const INTERACTIVE_JOB_KINDS = JOB_KIND_NAMES.filter((name) => JOB_KINDS[name].interactive) as InteractiveKind[];
/** Whether an admin may put a failed job of this kind back in the queue (JobKindDefinition.requeueable). */
export function isRequeueable(kindName: string): boolean {
  return kindName in JOB_KINDS && JOB_KINDS[kindName as JobKind].requeueable;
}
export const JobKindName = z.enum(JOB_KIND_NAMES as [JobKind, ...JobKind[]]);
export type JobPayload<K extends JobKind> = z.output<(typeof JOB_KINDS)[K]['payload']>;
export type JobResult<K extends JobKind> = z.output<(typeof JOB_KINDS)[K]['result']>;
export type JobSummary<K extends JobKind> = z.output<(typeof JOB_KINDS)[K]['summary']>;

/** The kind's summary of a result, its log cut to the kind's `logChars`. */
export function summarizeResult<K extends JobKind>(kindName: K, result: JobResult<K>): JobSummary<K> {
  const definition = JOB_KINDS[kindName] as unknown as JobKindDefinition;
  const summary = definition.summarize(result) as { log?: string };
  if (typeof summary.log === 'string' && summary.log.length > definition.logChars) summary.log = summary.log.slice(0, definition.logChars);
  return summary as JobSummary<K>;
}

/** The most bytes a job of this kind may attach to its result, or null when the kind keeps no attachment. */
export function attachmentLimit(kindName: JobKind): number | null {
  return (JOB_KINDS[kindName] as JobKindDefinition).attachment?.maxBytes ?? null;
}

/** The largest attachment any kind allows: the limit of the upload call's body (each kind's own is checked too). */
export const ATTACHMENT_MAX_BYTES = Math.max(0, ...JOB_KIND_NAMES.map((name) => attachmentLimit(name) ?? 0));

/** A kind's limits for one payload. */
export function jobLimits<K extends JobKind>(kindName: K, payload: JobPayload<K>): JobLimits {
  return (JOB_KINDS[kindName] as unknown as JobKindDefinition).limits(payload);
}

/**
 * A table with one entry per job kind (the server's handlers, the worker's runners): the kinds it
 * lacks. Tables are typed to cover every kind; this is the start-up check behind that type, for a
 * table assembled at run time or a registry entry added without its code.
 */
export function missingJobKinds(table: Partial<Record<string, unknown>>): JobKind[] {
  return JOB_KIND_NAMES.filter((name) => typeof table[name] !== 'function' && typeof table[name] !== 'object');
}

// ---- Worker protocol ----

export const ClaimRequest = z.strictObject({
  worker: text('判题机名称').min(1).max(100),
  /** The worker's build, shown to admins in the judge queue tab. */
  version: text('判题机版本').max(100).default(''),
  kinds: z.array(JobKindName).min(1).default(['judge']),
  /** Long-poll: how long the server may hold the call when no job is queued. */
  wait_ms: z.number().int().min(0).max(25_000).default(20_000),
});

const claimedOf = <K extends JobKind>(name: K) =>
  z.object({
    id: z.number().int(),
    kind: z.literal(name),
    payload: JOB_KINDS[name].payload as (typeof JOB_KINDS)[K]['payload'],
    lease_token: z.string(),
    lease_ms: z.number().int(),
    /** The request that queued the job, for the worker's log lines (null: queued outside a request, or by an older server). */
    request_id: z.string().nullable().default(null),
  });
type ClaimedOf = { [K in JobKind]: ReturnType<typeof claimedOf<K>> }[JobKind];
/** A claimed job: its payload typed by its kind (one option per registry entry). */
export const ClaimedJob = z.discriminatedUnion('kind', JOB_KIND_NAMES.map(claimedOf) as unknown as [ClaimedOf, ...ClaimedOf[]]);
export type ClaimedJob = z.infer<typeof ClaimedJob>;
export const ClaimResponse = z.object({ status: SuccessStatus, job: ClaimedJob.nullable() });
/** Why at most 100 characters: a lease token is a short random string the server made. */
const LeaseToken = text('租约令牌').max(100);
export const LeaseBody = z.strictObject({ lease_token: LeaseToken });
export const HeartbeatResponse = z.object({ status: SuccessStatus, lease_ms: z.number().int() });

const reportOf = <K extends JobKind>(name: K) =>
  z.strictObject({ lease_token: LeaseToken, kind: z.literal(name), result: JOB_KINDS[name].result as (typeof JOB_KINDS)[K]['result'] });
/**
 * A worker's report: the kind it ran and a result of that kind's schema. The server refuses a
 * report whose kind is not its job's (JOB_KIND_MISMATCH).
 */
type ReportOf = { [K in JobKind]: ReturnType<typeof reportOf<K>> }[JobKind];
export const ReportBody = z.discriminatedUnion('kind', JOB_KIND_NAMES.map(reportOf) as unknown as [ReportOf, ...ReportOf[]]);
export type ReportBody = z.infer<typeof ReportBody>;
export const FailBody = z.strictObject({ lease_token: LeaseToken, error: text('错误信息', { multiline: true }).max(4000) });
export const AckResponse = z.object({ status: SuccessStatus });
