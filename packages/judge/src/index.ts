/**
 * The judge, for the worker, the checker script and the benchmarks only (lint keeps the server
 * out): the jail (./sandbox), the steps of a run and their construct policies (./steps), the
 * compositions of steps — judgements (./judge) and project runs for the IDE (./project) — and the
 * problem checker (./checker).
 */
export { checkBank, type BankReport } from './checker/bank.ts';
export { checkProblem, type CheckReport } from './checker/check.ts';
export { judge, targetOf, type JudgeOutcome, type JudgeRequest } from './judge/judge.ts';
export { keepJailsWarm, runInJail, sandboxProblem, unsafeNoSandbox, warmNextJail } from './sandbox.ts';
export { IDE_POLICY, JUDGING_POLICY, type ConstructPolicy } from './policy.ts';
export { runProject, type ProjectRequest, type ProjectRun } from './project.ts';
export { compile, decide, preprocess, runSteps, seal, simulate, type Artifact, type Step, type StepRun } from './steps.ts';
