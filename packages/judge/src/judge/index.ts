/** The judge (worker and checker only): judge() runs one judgement in the jail. */
export { judge, judgementFiles, targetOf, USER_FILE, type JudgeOutcome, type JudgeRequest, type JudgeTarget } from './judge.ts';
export type { CustomTestbench } from './custom-testbench.ts';
export { scanPreprocessed, scanRawSource } from './scan.ts';
export { expectedSamples } from './testbench.ts';
export { judgeTestbench, type TestbenchOutcome } from './testbench-mode.ts';
