/**
 * The toolchain self-test a worker runs before it takes any job, one check per tool its job kinds
 * use: a tiny problem judged in the jail must accept the right design and reject a wrong one
 * (Icarus); a width mismatch must draw Verilator's lint warning (the IDE's compile); an inverter
 * must convert and be proven (the back end and GHDL); the inverter must synthesise to two NOT
 * cells (Yosys, in the jail with its /proc/self/exe link). A worker whose test fails refuses work.
 */
import { runConversion } from '@veridojo/judge/convert';
import { judge } from '@veridojo/judge/judge';
import { runProject } from '@veridojo/judge/project';
import { sandboxProblem, unsafeNoSandbox } from '@veridojo/judge/sandbox';
import { runSynthesis } from '@veridojo/judge/synth';

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

const narrowing = 'module w(input [7:0] a, output [3:0] y);\n  assign y = a;\nendmodule\n';
const inverter = 'module inv(input [1:0] a, output [1:0] y);\n  assign y = ~a;\nendmodule\n';

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
  const linted = await runProject({ files: { 'w.v': narrowing }, top: 'w', compileOnly: true });
  if (!linted.diagnostics.some((d) => d.text.startsWith('WIDTH')))
    return `self-test: Verilator's lint found no width mismatch (is verilator installed?): ${linted.lintLog.slice(0, 300)}`;
  const converted = await runConversion({ files: { 'inv.v': inverter }, seed: 1 });
  if (converted.status !== 'success')
    return `self-test: the converter failed on an inverter (are ghdl and iverilog installed?): ${converted.message}`;
  const synthesised = await runSynthesis({ files: { 'inv.v': inverter }, top: 'inv' });
  if (synthesised.report.cell_counts.$_NOT_ !== 2)
    return `self-test: Yosys did not synthesise an inverter to two NOT cells (is yosys installed?): ${synthesised.report.message} ${synthesised.report.log.slice(0, 300)}`;
  return null;
}
