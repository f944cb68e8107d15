/**
 * The golden suite's one case format and its runs (packages/judge/golden, README.md there): every
 * case is a folder with `expect.json` — its `mode` says which composition runs it, the other
 * fields what must come out — beside its input (a judgement's `main.v`, a learner's testbench's
 * `testbench.v`, a project's or a design's `files/`). Each mode turns its composition's answer
 * into one Outcome the runner (src/golden.test.ts) holds to the expectation, so a new mode adds a
 * reader here, never a runner of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  COUNTEREXAMPLE_LIMITS,
  ProblemInterface,
  Stimulus,
  TestbenchMeta,
  type CounterexampleResult,
  type Diagnostic,
} from '@veridojo/contracts';
import { runConversion, runValidation } from '../convert/convert.ts';
import { judge } from '../judge/judge.ts';
import { judgeTestbench } from '../judge/testbench-mode.ts';
import { runProject, type ProjectOutput } from '../project.ts';
import { runSynthesis } from '../synth/synth.ts';
import { runCounterexample } from '../counterexample/counterexample.ts';
import type { SynthReport } from '@veridojo/contracts';
import type { JailLimits } from '../sandbox.ts';

export const GOLDEN = path.resolve(import.meta.dirname, '../../golden');

/** Where each mode's cases live, under GOLDEN. */
const FOLDERS = {
  judge: 'cases',
  ide: 'ide',
  testbench: 'testbench/cases',
  convert: 'convert',
  synth: 'synth',
  counterexample: 'counterexample',
} as const;

type GoldenMode = 'judge' | 'testbench' | 'compile' | 'simulate' | 'convert' | 'validate' | 'synth' | 'counterexample';

/** One case's expect.json. Fields a mode does not produce are never set in its cases. */
interface Expectation {
  mode: GoldenMode;
  /** What the case guards (the converter's cases say it). */
  why?: string;
  /** The answer's status (a verdict for judge and testbench), or any of `status_in` when the machine's speed decides. */
  status?: string;
  status_in?: string[];
  /** The first diagnostic; `file` defaults to the mode's learner file. */
  diagnostic?: { file?: string; line: number; text?: string; text_starts?: string };
  /** Text the learner's log must hold (the IDE's: the simulation's log). */
  log_contains?: string | string[];
  /** Text that must appear nowhere in the answer (a host file's content, a command's output). */
  log_excludes?: string[];
  /** The answer comes within this many milliseconds of the start (a check must not hold the run). */
  within_ms?: number;
  time_limit_ms?: number;
  // judge
  problem?: string;
  samples?: number;
  output_mismatches?: Record<string, number>;
  first_mismatch?: { time: number; inputs: Record<string, string> };
  /** Judge with fewer checks, to prove a depth of the defence alone (see JudgeRequest.checks). */
  checks?: 'compiled' | 'jail-only';
  limits?: Partial<JailLimits>;
  waveform_contains?: string[];
  waveform_max_bytes?: number;
  // compile, simulate
  top?: string;
  outputs?: { path: string; content: string; truncated: boolean }[];
  outputs_count?: number;
  outputs_first?: string;
  outputs_truncated?: boolean;
  notice_includes?: string;
  // testbench
  caught?: number;
  reference_passed?: boolean;
  missed_includes?: string[];
  // convert, validate, synth
  message_contains?: string;
  // synth (and `top`): the report's figures, pinned
  cells?: number;
  cell_counts?: Record<string, number>;
  flip_flops?: number;
  latches?: number;
  /** The lines of the latches inferred, in order. */
  latch_lines?: number[];
  /** How many combinational loops, and their lines. */
  loops?: number;
  loop_lines?: number[];
  longest_path?: number;
  // counterexample (and `problem`, `message_contains`): the search's answer, pinned
  /** Cycles of the shortest counterexample (null: none found). */
  cycles?: number | null;
  differing?: string[];
  /** The last cycle's outputs: the reference's and the learner's. */
  last_step?: { expected: Record<string, string>; yours: Record<string, string> };
  /** The learner's message, exactly ('' when nothing may be said). */
  message?: string;
  /** Yosys's -timeout per SAT instance (default COUNTEREXAMPLE_LIMITS.solverSeconds). */
  solver_seconds?: number;
}

export interface GoldenCase {
  /** `<folder>/<name>`: unique over the suite. */
  id: string;
  dir: string;
  expect: Expectation;
}

/** Every case of the suite, by folder then name. */
export function goldenCases(): GoldenCase[] {
  return Object.values(FOLDERS).flatMap((folder) =>
    fs
      .readdirSync(path.join(GOLDEN, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((name) => {
        const dir = path.join(GOLDEN, folder, name);
        return { id: `${folder}/${name}`, dir, expect: JSON.parse(fs.readFileSync(path.join(dir, 'expect.json'), 'utf8')) as Expectation };
      }),
  );
}

/** What every mode's answer comes to, for the runner. */
export interface Outcome {
  status: string;
  /** The learner's log (what log_contains reads). */
  log: string;
  /** Everything the answer says (what log_excludes reads). */
  all: string;
  diagnostics: Diagnostic[];
  /** The file a diagnostic names unless the case says otherwise. */
  learnerFile: string;
  ms: number;
  /** The mode's own answer, for its own fields. */
  judged?: Awaited<ReturnType<typeof judge>>;
  project?: { outputs: ProjectOutput[]; notices: string[] };
  testbench?: Awaited<ReturnType<typeof judgeTestbench>>;
  synth?: SynthReport;
  counterexample?: CounterexampleResult;
  message?: string;
}

/** A problem of the suite: interface and stimulus (a generated testbench), or its own testbench.sv. */
export function goldenProblem(name: string) {
  const dir = path.join(GOLDEN, 'problems', name);
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'problem.json'), 'utf8'));
  const reference = fs.readFileSync(path.join(dir, 'reference.v'), 'utf8');
  if (meta.testbench) {
    const source = fs.readFileSync(path.join(dir, 'testbench.sv'), 'utf8');
    return { testbench: { ...TestbenchMeta.parse(meta.testbench), source }, reference };
  }
  return { iface: ProblemInterface.parse(meta.interface), stimulus: Stimulus.parse(meta.stimulus), reference };
}

/** The testbench mode's problem: a counter and its nine faulty designs. */
export function testbenchProblem() {
  const dir = path.join(GOLDEN, 'testbench/problem');
  const faulty = fs
    .readdirSync(path.join(dir, 'faulty'))
    .sort()
    .map((file) => {
      const code = fs.readFileSync(path.join(dir, 'faulty', file), 'utf8');
      return { name: file, category: /\/\/ category: (\S+)/.exec(code)![1]!, code };
    });
  return { faulty, reference: fs.readFileSync(path.join(dir, 'reference.v'), 'utf8') };
}

/** The files under `dir`, by path relative to it (folders as `a/b.v`). */
function readFiles(dir: string, prefix = ''): Record<string, string> {
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir, { withFileTypes: true })
      .map((entry) =>
        entry.isDirectory()
          ? readFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
          : { [`${prefix}${entry.name}`]: fs.readFileSync(path.join(dir, entry.name), 'utf8') },
      ),
  );
}

/** Runs one case with its mode's composition, in the real jail. */
export async function runCase(c: GoldenCase): Promise<Outcome> {
  const e = c.expect;
  const started = performance.now();
  const ms = () => performance.now() - started;
  switch (e.mode) {
    case 'judge': {
      const judged = await judge({
        ...goldenProblem(e.problem!),
        code: fs.readFileSync(path.join(c.dir, 'main.v'), 'utf8'),
        timeLimitMs: e.time_limit_ms ?? 5000,
        seed: 7,
        limits: e.limits,
        checks: e.checks,
      });
      const all = [judged.log, ...judged.diagnostics.map((d) => d.text)].join('\n');
      return { status: judged.verdict, log: judged.log, all, diagnostics: judged.diagnostics, learnerFile: 'main.v', ms: ms(), judged };
    }
    case 'testbench': {
      const outcome = await judgeTestbench({
        ...testbenchProblem(),
        code: fs.readFileSync(path.join(c.dir, 'testbench.v'), 'utf8'),
        dut: 'Counter',
        designTop: 'TopModule',
        timeLimitMs: e.time_limit_ms ?? 10_000,
      });
      const all = [outcome.log, ...outcome.diagnostics.map((d) => d.text)].join('\n');
      return {
        status: outcome.verdict,
        log: outcome.log,
        all,
        diagnostics: outcome.diagnostics,
        learnerFile: 'testbench.v',
        ms: ms(),
        testbench: outcome,
      };
    }
    case 'compile':
    case 'simulate': {
      const project = readFiles(path.join(c.dir, 'files'));
      const pick = (data: boolean) => Object.fromEntries(Object.entries(project).filter(([p]) => p.endsWith('.txt') === data));
      const run = await runProject({
        files: pick(false),
        dataFiles: pick(true),
        top: e.top!,
        compileOnly: e.mode === 'compile',
        timeLimitMs: e.time_limit_ms ?? 5000,
        cpuSeconds: Math.ceil((e.time_limit_ms ?? 5000) / 1000),
      });
      const all = [run.compileLog, run.lintLog, run.simulation?.log ?? '', ...run.diagnostics.map((d) => d.text)].join('\n');
      return {
        status: run.status,
        log: run.simulation?.log ?? '',
        all,
        diagnostics: run.diagnostics,
        learnerFile: '',
        ms: ms(),
        project: { outputs: run.outputs, notices: run.notices },
      };
    }
    case 'convert':
    case 'validate': {
      const dir = path.join(c.dir, 'files');
      const files = Object.fromEntries(fs.readdirSync(dir).map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
      const result = e.mode === 'validate' ? await runValidation({ files }) : await runConversion({ files, seed: 20_261_127 });
      return {
        status: result.status,
        log: result.log,
        all: JSON.stringify(result),
        diagnostics: result.diagnostics,
        learnerFile: '',
        ms: ms(),
        message: result.message,
      };
    }
    case 'synth': {
      const limit = e.time_limit_ms ?? 10_000;
      const run = await runSynthesis({
        files: readFiles(path.join(c.dir, 'files')),
        top: e.top!,
        timeLimitMs: limit,
        cpuSeconds: Math.ceil(limit / 1000),
      });
      const report = run.report;
      return {
        status: report.status,
        log: report.log,
        all: JSON.stringify(report),
        diagnostics: report.diagnostics,
        learnerFile: 'main.v',
        ms: ms(),
        message: report.message,
        synth: report,
      };
    }
    case 'counterexample': {
      const problem = goldenProblem(e.problem!);
      if (!('iface' in problem) || !problem.iface) throw new Error(`counterexample case ${c.id}: its problem needs an interface`);
      const { result } = await runCounterexample({
        code: fs.readFileSync(path.join(c.dir, 'main.v'), 'utf8'),
        iface: problem.iface,
        reference: problem.reference,
        depth: COUNTEREXAMPLE_LIMITS.depth,
        solverSeconds: e.solver_seconds ?? COUNTEREXAMPLE_LIMITS.solverSeconds,
        timeLimitMs: e.time_limit_ms ?? COUNTEREXAMPLE_LIMITS.wallMs,
        cpuSeconds: COUNTEREXAMPLE_LIMITS.cpuSeconds,
        // As the worker runs it: the registry's CPU for the whole jail, not the jail's default.
        limits: { cpuSeconds: COUNTEREXAMPLE_LIMITS.cpuSeconds },
      });
      return {
        status: result.status,
        log: result.log,
        all: JSON.stringify(result),
        diagnostics: [],
        learnerFile: 'main.v',
        ms: ms(),
        message: result.message,
        counterexample: result,
      };
    }
  }
}
