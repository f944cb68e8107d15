/**
 * The toolchain self-test a worker runs before it takes any job: a tiny problem judged in the
 * jail must accept the right design and reject a wrong one. A worker whose test fails refuses work.
 */
import { judge } from '@veridojo/judge/judge';
import { sandboxProblem, unsafeNoSandbox } from '@veridojo/judge/sandbox';

const iface = {
  top: 'TopModule',
  inputs: [
    { name: 'a', width: 2 },
    { name: 'b', width: 2 },
  ],
  outputs: [{ name: 'y', width: 2 }],
};
const reference = 'module TopModule(input [1:0] a, input [1:0] b, output [1:0] y); assign y = a & b; endmodule\n';
const wrong = 'module TopModule(input [1:0] a, input [1:0] b, output [1:0] y); assign y = a | b; endmodule\n';

/** Returns null when the toolchain works, else the reason it does not. */
export async function selfTest(warn: (message: string) => void): Promise<string | null> {
  if (unsafeNoSandbox()) {
    warn('!!! VERIDOJO_UNSAFE_NO_SANDBOX=1: user code runs WITHOUT the sandbox and can read and write this machine. Development only. !!!');
  } else {
    const sandbox = sandboxProblem();
    if (sandbox) return `${sandbox} (for development only, VERIDOJO_UNSAFE_NO_SANDBOX=1 runs without it)`;
  }
  const run = (code: string) => judge({ iface, stimulus: { random: 16 }, reference, code, timeLimitMs: 10_000, seed: 1 });
  const right = await run(reference);
  if (right.verdict !== 'accepted') return `self-test: the reference was judged ${right.verdict}: ${right.log.slice(0, 500)}`;
  const bad = await run(wrong);
  if (bad.verdict !== 'wrong_answer') return `self-test: a wrong design was judged ${bad.verdict}`;
  return null;
}
