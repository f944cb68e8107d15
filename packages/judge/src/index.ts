/**
 * The judge, for the worker, the checker script and the benchmarks only (lint keeps the server
 * out): the jail (./sandbox), judgements (./judge) and the problem checker (./checker).
 */
export { checkBank, type BankReport } from './checker/bank.ts';
export { checkProblem, type CheckReport } from './checker/check.ts';
export { judge, targetOf, type JudgeOutcome, type JudgeRequest } from './judge/judge.ts';
export { runInJail, sandboxProblem, unsafeNoSandbox } from './sandbox.ts';
