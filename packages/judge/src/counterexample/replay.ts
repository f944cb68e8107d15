/**
 * A counterexample replayed by the judge (issue 32): Yosys's model of a design is not always the
 * simulator's — a register given both a blocking and a non-blocking assignment in one clocked block
 * (a beginner's classic) is one that Yosys reads otherwise than Icarus, so the search can "find" a
 * difference the testbench could never show. A found counterexample is therefore judged again:
 * every one of its cycles, the reset cycles included, as the directed stimulus of every input
 * (the reset input among them), with the testbench's own reset phase — which drives the other
 * inputs at random — left out, and nothing random after; only a wrong answer there confirms it.
 * (Replaying only the cycles after the reset lost 32 of the bank's 582 true counterexamples: the
 * wrong designs that act on their inputs while the reset is held, or ignore it.)
 */
import type { CounterexampleResult, ProblemInterface, Stimulus } from '@veridojo/contracts';

/** The judge's target of the replay: the interface without a reset phase of the testbench's, and the counterexample's every cycle. */
export function replayTarget(
  result: Pick<CounterexampleResult, 'steps' | 'inputs'>,
  iface: ProblemInterface,
): { iface: ProblemInterface; stimulus: Stimulus } {
  const directed = result.steps.map((step) =>
    Object.fromEntries(result.inputs.map((s) => [s.name, `${s.width}'b${step.inputs[s.name] ?? '0'}`])),
  );
  // Zero reset cycles: the counterexample's own first cycles hold the reset, as the search did.
  return { iface: iface.reset ? { ...iface, reset: { ...iface.reset, cycles: 0 } } : iface, stimulus: { directed, random: 0 } };
}
