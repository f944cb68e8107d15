/**
 * HDL tooling the server may use: the code-line counter of the limits and the problem-bank
 * reader. The jail (./sandbox) and the judge (./judge) run user code and are imported by the
 * worker and the checker only.
 */
export { countCodeLines } from './line-count.ts';
export {
  curriculumOrder,
  judgeSpecHash,
  judgeSpecOf,
  readProblemBank,
  readProblemFolder,
  type Chapter,
  type ProblemBank,
  type ProblemFolder,
} from './problems.ts';
export { checkBank, type BankReport } from './checker/bank.ts';
