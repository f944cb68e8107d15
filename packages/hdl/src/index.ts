/**
 * HDL tooling the server may use: the code-line counter of the limits, the problem-bank
 * reader and the VerilogEval layout reader. The jail (./sandbox) and the judge (./judge) run user code and are imported by the
 * worker and the checker only.
 */
export { countCodeLines } from './line-count.ts';
export { mapParallel } from './map-parallel.ts';
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
export { readVerilogEval, VERILOGEVAL_TAG, type VerilogEvalPack } from './verilogeval.ts';
