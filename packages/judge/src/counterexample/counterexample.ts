/**
 * The formal counterexample (the worker's `counterexample` job, issue 32): the learner's top and
 * the reference's, compared by a Yosys miter, and the shortest input sequence that makes their
 * outputs differ. ONE jail, under the judging policy and the judgement's own checks, composed of the
 * same steps as a synthesis (steps.ts): the learner's file checked in raw form (requestProblems),
 * preprocessed by Icarus and scanned, its top defined, compiled with the compiled-design check —
 * before Yosys sees a byte, and Yosys then reads the preprocessed, scanned text. The reference is
 * ours and read as it is; neither its text nor a Yosys message about it reaches the learner.
 *
 * The model (search.ts writes the script): each design read, `proc; memory; flatten` on its own
 * (helper modules of the same name in both never meet), the two tops copied side by side and
 * joined by `miter -equiv -ignore_gold_x -flatten -make_outputs` (an x of the reference is a
 * don't-care, as the judge compares; SAT models undefined bits, every input defined);
 * `async2sync` so an asynchronous reset acts within its cycle, as the testbench sees it before
 * the clock edge. One SAT step is one clock
 * cycle: the inputs of the cycle, the outputs compared before its rising edge (the testbench's
 * first check; its second, after the edge, is the next step's with the same inputs). Every register
 * starts at zero, the reset input is held active for the problem's reset cycles, then everything is
 * free; the clock input is low (the testbench compares after the falling edge), and every
 * flip-flop must be clocked by it — one clocked by a divided clock is refused as `unsupported`,
 * since it would step with every cycle in the model. Depth k = 1, 2, … asks "can the outputs
 * differ at cycle k" alone (`-seq k -prove-skip k-1`), so the first k that can is the shortest
 * counterexample, and `-verify` stops Yosys there.
 * (`sat -tempinduct-baseonly` would search the lengths in one instance, but Yosys 0.23 proved a
 * wrong counter equal with it under -set-at: not used.)
 *
 * A found counterexample is replayed by the judge (replay.ts): the simulator must show the same
 * difference, or the ending is `unknown` with `unreproduced` (Yosys and Icarus read the design
 * differently; the learner is told nothing rather than something false).
 *
 * Nothing here touches a verdict: a design Yosys cannot read is `unsupported` with the reason in
 * Chinese, a solver that times out is `unknown` (the learner is told nothing).
 */
import {
  bitsDiffer,
  COUNTEREXAMPLE_MESSAGES,
  type CounterexampleResult,
  type CounterexampleSignal,
  type CounterexampleStatus,
  type ProblemInterface,
} from '@veridojo/contracts';
import { JUDGING_POLICY } from '../policy.ts';
import { requestProblems, withLearnerNames } from '../project.ts';
import type { JailLimits } from '../sandbox.ts';
import { compile, decide, findingsOf, preprocess, RunCrashed, runEnding, runSteps, tool, toolLimit, type EndingTable } from '../steps.ts';
import { firstYosysError } from '../synth/yosys-report.ts';
import { judge } from '../judge/judge.ts';
import { replayTarget } from './replay.ts';
import { parseSatModel, SAT_FILE_BYTES, searchScript, stepsOf, type SearchFiles } from './search.ts';

/** Why 5 s: the replay is at most the search's depth plus the reset, a few dozen cycles — a judgement of the smallest kind. */
const REPLAY_TIME_LIMIT_MS = 5000;

export interface CounterexampleRequest {
  /** The learner's main.v. */
  code: string;
  /** The problem's interface: top, ports, clock and reset. */
  iface: ProblemInterface;
  /** The reference's source (ours; never shown). */
  reference: string;
  /** Cycles searched after the reset cycles (a combinational design: one vector). */
  depth: number;
  /** Seconds one SAT instance may take (Yosys's -timeout). */
  solverSeconds: number;
  timeLimitMs?: number;
  cpuSeconds?: number;
  limits?: Partial<JailLimits>;
  signal?: AbortSignal;
}

export interface CounterexampleRun {
  result: CounterexampleResult;
  wallMs: number;
}

const ENDINGS: EndingTable<CounterexampleStatus> = {
  wall: 'unknown',
  memory: 'unknown',
  output: 'unknown',
  crashed: (crash) => {
    throw new RunCrashed(crash.step, crash.error);
  },
};

/** The miter's files in the jail: the learner's preprocessed text, and the reference as given. */
const FILES: SearchFiles = { learner: '/job/src.main.v', reference: '/in/ref/reference.v', out: '/job' };

export async function runCounterexample(request: CounterexampleRequest): Promise<CounterexampleRun> {
  const started = Date.now();
  const iface = request.iface;
  const sequential = iface.clock !== undefined;
  const resetCycles = sequential ? (iface.reset?.cycles ?? 0) : 0;
  const depth = sequential ? resetCycles + request.depth : 1;
  const inputs: CounterexampleSignal[] = iface.inputs.filter((p) => p.name !== iface.clock).map((p) => ({ name: p.name, width: p.width }));
  const outputs: CounterexampleSignal[] = iface.outputs.map((p) => ({ name: p.name, width: p.width }));
  const done = (status: CounterexampleStatus, extra: Partial<CounterexampleResult> = {}): CounterexampleRun => ({
    result: {
      status,
      sequential,
      depth,
      cycles: null,
      inputs,
      outputs,
      steps: [],
      differing: [],
      message: status === 'none' ? COUNTEREXAMPLE_MESSAGES.none(depth - resetCycles, sequential) : '',
      log: '',
      ...extra,
    },
    wallMs: Date.now() - started,
  });
  const unsupported = (message: string, log = '') => done('unsupported', { message, log });

  const top = iface.top;
  const { problems } = await requestProblems({ files: { 'main.v': request.code }, top, signal: request.signal });
  if (problems.length > 0) return unsupported(COUNTEREXAMPLE_MESSAGES.unsupported);

  const source = { input: '/in/src/main.v', output: FILES.learner, name: 'main.v' };
  const paths = { [source.input]: 'main.v', [source.output]: 'main.v' };
  const pp = preprocess('pp', [source], JUDGING_POLICY);
  const topDefined = decide('top', (run) =>
    pp.modules(run).some((modules) => modules.includes(top))
      ? { go: true }
      : { go: false, findings: [{ rule: 'top-missing', file: 'main.v', line: 0, message: `找不到顶层模块“${top}”` }] },
  );
  const design = compile({
    id: 'compile',
    files: [source.output],
    top,
    output: '/job/design.vvp',
    check: { policy: JUDGING_POLICY, learner: { [source.output]: 'main.v' } },
  });
  const script = searchScript(FILES, {
    top,
    depth,
    resetCycles,
    reset: iface.reset ? { name: iface.reset.name, activeLow: iface.reset.activeLow ?? false } : null,
    clock: iface.clock ?? null,
    solverSeconds: request.solverSeconds,
  });
  const yosys = tool({
    id: 'yosys',
    argv: ['yosys', '-q', '-p', script],
    emit: [`${FILES.out}/gold.ok`, `${FILES.out}/gate.ok`, `${FILES.out}/miter.ok`, `${FILES.out}/clock.ok`, `${FILES.out}/sat.txt`],
    ...(request.cpuSeconds === undefined ? {} : { cpuSeconds: request.cpuSeconds }),
    fileBytes: SAT_FILE_BYTES,
  });
  const run = await runSteps({
    files: { 'src/main.v': request.code, 'ref/reference.v': request.reference },
    steps: [pp, topDefined, design, yosys],
    limits: { ...(request.timeLimitMs === undefined ? {} : { wallMs: request.timeLimitMs }), ...request.limits },
    signal: request.signal,
    tools: ['yosys'],
  });

  const ended = runEnding(run, ENDINGS);
  if (ended) return done(ended);
  // Refused or uncompiled: the judgement already said why (a wrong answer compiled, so this is rare).
  const preprocessed = pp.read(run);
  if (findingsOf(run, pp).length || preprocessed.some((s) => s.exitCode !== 0)) return unsupported(COUNTEREXAMPLE_MESSAGES.unsupported);
  if (findingsOf(run, topDefined).length || design.read(run).exitCode !== 0 || findingsOf(run, design).length)
    return unsupported(COUNTEREXAMPLE_MESSAGES.unsupported);

  const search = yosys.read(run);
  const emitted = (name: string) => search.outputs[`${FILES.out}/${name}`] !== undefined;
  const limit = toolLimit(search.exitCode);
  if (limit !== null || /std::bad_alloc|out of memory/i.test(search.log)) return done('unknown');
  // Which stage stopped Yosys: the reference (ours: the problem cannot be modelled), the learner's
  // design (Yosys cannot read it: say why, in the learner's names), the miter (the ports differ).
  if (!emitted('gold.ok')) return unsupported(COUNTEREXAMPLE_MESSAGES.notModelled);
  const learnerLog = withLearnerNames(search.log, paths).trim();
  if (!emitted('gate.ok')) {
    const reason = firstYosysError(learnerLog);
    return unsupported(
      reason === null ? COUNTEREXAMPLE_MESSAGES.unsupported : `${COUNTEREXAMPLE_MESSAGES.unsupported}。Yosys 的原话：${reason}`,
      learnerLog,
    );
  }
  if (!emitted('miter.ok')) return unsupported(COUNTEREXAMPLE_MESSAGES.portMismatch);
  if (sequential && !emitted('clock.ok')) return unsupported(COUNTEREXAMPLE_MESSAGES.otherClock(iface.clock!));
  if (/did time out/.test(search.log)) return done('unknown');
  if (search.exitCode === 0) return done('none');
  if (!/proof did fail/.test(search.log)) return unsupported(COUNTEREXAMPLE_MESSAGES.unsupported, learnerLog);

  const model = parseSatModel(search.outputs[`${FILES.out}/sat.txt`]!.toString('utf8'));
  const steps = stepsOf(model, { inputs, outputs });
  const last = steps.at(-1);
  if (!last) return unsupported(COUNTEREXAMPLE_MESSAGES.unsupported, learnerLog);
  const differing = outputs.filter((o) => bitsDiffer(last.expected[o.name] ?? '', last.yours[o.name] ?? '')).map((o) => o.name);
  const replayed = await judge({
    ...replayTarget({ steps, inputs }, iface),
    reference: request.reference,
    code: request.code,
    timeLimitMs: REPLAY_TIME_LIMIT_MS,
    seed: 1,
    ...(request.limits ? { limits: request.limits } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  if (replayed.verdict !== 'wrong_answer') return done('unknown', { unreproduced: true });
  return done('found', {
    cycles: steps.length,
    steps,
    differing,
    message: sequential ? COUNTEREXAMPLE_MESSAGES.foundSequential(steps.length, resetCycles) : COUNTEREXAMPLE_MESSAGES.foundCombinational,
  });
}
