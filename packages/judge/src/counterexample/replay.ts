/**
 * A counterexample replayed by the judge (issue 32): Yosys's model of a design is not always the
 * simulator's — a register given both a blocking and a non-blocking assignment in one clocked block
 * (a beginner's classic) is one that Yosys reads otherwise than Icarus, so the search can "find" a
 * difference the testbench could never show. A found counterexample is therefore judged again, its
 * cycles after the reset (which the testbench applies itself) as the directed stimulus of every
 * input, nothing random; only a wrong answer there confirms it.
 */
import type { CounterexampleResult, ProblemInterface, Stimulus } from '@veridojo/contracts';

export function replayStimulus(result: Pick<CounterexampleResult, 'steps' | 'inputs'>, iface: ProblemInterface): Stimulus {
  const resetCycles = iface.clock === undefined ? 0 : (iface.reset?.cycles ?? 0);
  const directed = result.steps
    .slice(resetCycles)
    .map((step) => Object.fromEntries(result.inputs.map((s) => [s.name, `${s.width}'b${step.inputs[s.name] ?? '0'}`])));
  return { directed, random: 0 };
}
