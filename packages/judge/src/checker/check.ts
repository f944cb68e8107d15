/**
 * The problem checker: proves a problem folder before it reaches learners. The reference must
 * be accepted and drive no X on a checked output after reset; the template and every wrong
 * solution must be rejected; the stimulus must take enough samples; and mutants of the
 * reference must mostly be rejected (mutation score), unless the survivors were reviewed as
 * equivalent. The judge function is a parameter so the same check runs in the jail directly
 * or through the platform.
 *
 * A second opinion on the testbench (issue 32): every mutant the testbench accepted — a survivor,
 * or one reviewed as equivalent — goes to the counterexample search (the learner's miter against
 * the reference). A difference it finds counts only when the judge reproduces it (the search
 * replays it itself, counterexample/replay.ts): Yosys reads a few designs otherwise than Icarus
 * does (rr-arbiter-3's mutants mixing a blocking and a non-blocking assignment to one register: a
 * difference in Yosys's model, none in simulation). A confirmed difference is one the testbench misses, shown by the shortest input
 * sequence: listed for the author, and a failure when a person had reviewed that mutant as
 * equivalent (the review was wrong). Only accepted designs are searched: one the testbench rejects
 * is not missed (the search over the bank's wrong solutions is bench/counterexample.ts).
 */
import { COUNTEREXAMPLE_LIMITS, MIN_SAMPLES, type ProblemInterface, type TestbenchTaskJudgeSpec } from '@veridojo/contracts';
import { runCounterexample, type CounterexampleRequest, type CounterexampleRun } from '../counterexample/counterexample.ts';
import { judge, targetOf, type JudgeOutcome, type JudgeRequest } from '../judge/judge.ts';
import { judgeTestbench } from '../judge/testbench-mode.ts';
import { checkMutantDesigns } from './faulty-mutants.ts';
import { expectedSamples } from '../judge/testbench.ts';
import { judgeSpecOf, type ProblemFolder } from '@veridojo/problem-format';
import { generateMutants } from './mutants.ts';

export type JudgeFn = (request: JudgeRequest) => Promise<JudgeOutcome>;
export type SearchFn = (request: CounterexampleRequest) => Promise<CounterexampleRun>;

/** What the counterexample search says of the mutants the testbench accepted. */
export interface SecondOpinion {
  /** Accepted mutants searched (none for a problem with its own testbench: its interface is not modelled). */
  searched: number;
  /** Ones the search shows to differ from the reference: the testbench misses them. */
  missed: { id: string; description: string; cycles: number; reviewed: boolean }[];
  /** Ones with no difference within the search's depth: likely equivalent, worth a review. */
  alike: string[];
  /** Ones the search could not settle (solver timeout, a design it does not model). */
  unsettled: string[];
  /** Ones whose counterexample the simulator does not reproduce: Yosys and Icarus read the design differently. */
  unconfirmed: string[];
}

/** Why 80%: below it a testbench misses too many typical mistakes to tell learners the truth. */
const MIN_MUTATION_SCORE = 0.8;
/** Why 30: enough to measure a testbench, few enough to check 200 problems in minutes. */
const MUTANTS_PER_PROBLEM = 30;

export interface CheckReport {
  slug: string;
  failures: string[];
  samples: number;
  mutants: { total: number; judged: number; rejected: number; survivors: { id: string; description: string }[] };
  score: number;
  secondOpinion: SecondOpinion;
}

const NO_OPINION: SecondOpinion = { searched: 0, missed: [], alike: [], unsettled: [], unconfirmed: [] };

export async function checkProblem(
  problem: ProblemFolder,
  judgeFn: JudgeFn = judge,
  searchFn: SearchFn = runCounterexample,
): Promise<CheckReport> {
  const { meta } = problem;
  const spec = judgeSpecOf(problem);
  if ('testbench_task' in spec) return checkTestbenchTask(problem, spec);
  const failures: string[] = [];
  const target = targetOf(spec);
  const run = (code: string, seed = 1) => judgeFn({ ...target, reference: problem.reference, code, timeLimitMs: meta.time_limit_ms, seed });

  const reference = await run(problem.reference);
  // A problem's own testbench counts its samples itself: the reference's run tells how many.
  const samples = target.testbench ? (target.testbench.samples ?? reference.samples) : expectedSamples(target.iface, target.stimulus);
  if (samples < MIN_SAMPLES) failures.push(`采样数 ${samples} 少于最低要求 ${MIN_SAMPLES}`);

  if (reference.verdict !== 'accepted') failures.push(`参考答案未通过：${reference.verdict} ${reference.log.slice(0, 300)}`);
  if (reference.referenceXAfterReset > 0) failures.push(`参考答案在复位后输出 X（${reference.referenceXAfterReset} 个采样）`);

  const template = await run(problem.template);
  if (template.verdict === 'accepted') failures.push('模板代码不应通过');

  if (problem.wrong.length < 2) failures.push(`至少需要 2 个错误解答，只有 ${problem.wrong.length} 个`);
  for (const wrong of problem.wrong) {
    const result = await run(wrong.code);
    if (result.verdict === 'accepted') failures.push(`错误解答 ${wrong.name} 被判为通过`);
    else if (result.verdict === 'compile_error')
      failures.push(`错误解答 ${wrong.name} 无法编译（它应当是能编译的错误设计）：${result.log.slice(0, 200)}`);
  }

  const mutants = generateMutants(problem.reference, { reset: meta.interface?.reset?.name, limit: MUTANTS_PER_PROBLEM });
  let judged = 0;
  let rejected = 0;
  const survivors: CheckReport['mutants']['survivors'] = [];
  const accepted: typeof mutants = [];
  for (const mutant of mutants) {
    const result = await run(mutant.code);
    // A mutant that does not compile says nothing about the testbench.
    if (result.verdict === 'compile_error') continue;
    judged++;
    if (result.verdict !== 'accepted') rejected++;
    else {
      accepted.push(mutant);
      if (!meta.reviewed_equivalent_mutants.includes(mutant.id)) survivors.push({ id: mutant.id, description: mutant.description });
      else rejected++;
    }
  }
  const score = judged === 0 ? 1 : rejected / judged;
  if (score < MIN_MUTATION_SCORE) {
    failures.push(
      `变异得分 ${(score * 100).toFixed(0)}% 低于 ${MIN_MUTATION_SCORE * 100}%；存活的变异体：${survivors.map((s) => `${s.id}（${s.description}）`).join('，')}`,
    );
  }
  const secondOpinion = target.iface ? await searchAccepted(accepted, target.iface, problem, searchFn) : NO_OPINION;
  for (const miss of secondOpinion.missed.filter((m) => m.reviewed))
    failures.push(
      `复核为等价的变异体 ${miss.id}（${miss.description}）与参考设计不同：最短反例 ${miss.cycles} 个时钟周期，测试平台没有发现`,
    );
  return { slug: meta.slug, failures, samples, mutants: { total: mutants.length, judged, rejected, survivors }, score, secondOpinion };
}

/** The counterexample search over the mutants the testbench accepted, with the worker's limits. */
async function searchAccepted(
  accepted: { id: string; description: string; code: string }[],
  iface: ProblemInterface,
  problem: ProblemFolder,
  searchFn: SearchFn,
): Promise<SecondOpinion> {
  const opinion: SecondOpinion = { searched: 0, missed: [], alike: [], unsettled: [], unconfirmed: [] };
  for (const mutant of accepted) {
    const { result } = await searchFn({
      code: mutant.code,
      iface,
      reference: problem.reference,
      depth: COUNTEREXAMPLE_LIMITS.depth,
      solverSeconds: COUNTEREXAMPLE_LIMITS.solverSeconds,
      timeLimitMs: COUNTEREXAMPLE_LIMITS.wallMs,
      cpuSeconds: COUNTEREXAMPLE_LIMITS.cpuSeconds,
      limits: { cpuSeconds: COUNTEREXAMPLE_LIMITS.cpuSeconds },
    });
    opinion.searched++;
    if (result.unreproduced) opinion.unconfirmed.push(mutant.id);
    else if (result.status === 'found')
      opinion.missed.push({
        id: mutant.id,
        description: mutant.description,
        cycles: result.cycles ?? 1,
        reviewed: problem.meta.reviewed_equivalent_mutants.includes(mutant.id),
      });
    else if (result.status === 'none') opinion.alike.push(mutant.id);
    else opinion.unsettled.push(`${mutant.id}（${result.status}）`);
  }
  return opinion;
}

/**
 * A testbench-writing problem: our model testbench (reference.v) passes the correct design and
 * catches every faulty one; the template and every wrong testbench (wrong/*.v: one that only
 * checks reset, one that always fails…) are rejected, and each compiles; the faulty designs drawn
 * from mutants are still mutants of today's design.v. Its "samples" are the faulty designs; no
 * further mutants are judged (the faulty designs are the mutants, written and reviewed).
 */
async function checkTestbenchTask(problem: ProblemFolder, spec: TestbenchTaskJudgeSpec): Promise<CheckReport> {
  const failures: string[] = [];
  const task = spec.testbench_task;
  const run = (code: string) =>
    judgeTestbench({
      code,
      dut: task.dut,
      designTop: task.top,
      reference: task.design,
      faulty: task.faulty,
      timeLimitMs: spec.time_limit_ms,
    });
  const model = await run(problem.reference);
  if (model.verdict !== 'accepted')
    failures.push(`参考测试平台未通过：${model.verdict}，发现 ${model.caught}/${model.total} 个错误设计。${model.log.slice(0, 300)}`);
  const template = await run(problem.template);
  if (template.verdict === 'accepted') failures.push('模板代码不应通过');
  if (problem.wrong.length < 2) failures.push(`至少需要 2 个错误的测试平台，只有 ${problem.wrong.length} 个`);
  for (const wrong of problem.wrong) {
    const result = await run(wrong.code);
    if (result.verdict === 'accepted') failures.push(`错误的测试平台 ${wrong.name} 被判为通过`);
    else if (result.verdict === 'compile_error') failures.push(`错误的测试平台 ${wrong.name} 无法编译：${result.log.slice(0, 200)}`);
  }
  failures.push(...checkMutantDesigns(task.design, task.faulty));
  const total = task.faulty.length;
  return {
    slug: problem.meta.slug,
    failures,
    samples: total,
    mutants: { total: 0, judged: 0, rejected: 0, survivors: [] },
    score: 1,
    secondOpinion: NO_OPINION,
  };
}
