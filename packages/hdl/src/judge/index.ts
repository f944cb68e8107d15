/** The judge (worker and checker only): judge() runs one judgement in the jail. */
export { judge, judgementFiles, USER_FILE, type JudgeOutcome, type JudgeRequest } from './judge.ts';
export { scanPreprocessed, scanRawSource } from './scan.ts';
export { expectedSamples } from './testbench.ts';
