/**
 * The step layer itself: quoting and path rules of the driver fragments, and the worker's
 * decisions between steps, in a real jail.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { IDE_POLICY, JUDGING_POLICY } from './policy.ts';
import { compile, decide, jailPath, preprocess, runSteps, shellCommand, shellWord, simulate } from './steps.ts';

describe('driver fragments', () => {
  it('quote every word so sh reads it back unchanged', () => {
    const words = ["it's", 'a b', '$(id)', '`id`', 'x;y|z&', '"q"', '\\n', 'new\nline', '*'];
    const echoed = execFileSync('sh', ['-c', `printf '%s\\0' ${shellCommand(words)}`]).toString('utf8');
    expect(echoed.split('\0').slice(0, -1)).toEqual(words);
    expect(shellWord('/job/sim')).toBe('/job/sim');
    expect(() => shellWord('a\0b')).toThrow();
  });

  it('take only plain paths under /in and /job', () => {
    expect(jailPath('/in/src/alu.v')).toBe('/in/src/alu.v');
    for (const bad of ['/etc/passwd', '/in/../etc', '/job/a b', '/job/$(id)', '/job/', 'job/x', '/in/-x'])
      expect(() => jailPath(bad), bad).toThrow();
    expect(() => compile({ id: 'c', files: ['/in/a.v'], top: 'tb;id', output: '/job/c' })).toThrow();
  });
});

describe('a run of steps', () => {
  const files = { 'src/a.v': 'module a; initial $display("ran a"); endmodule\n' };
  const pp = () => preprocess('pp', [{ input: '/in/src/a.v', output: '/job/a.pp.v', name: 'a.v' }], null);

  it('runs every step in one jail when each decision is go', async () => {
    const first = pp();
    const built = compile({ id: 'build', files: ['/job/a.pp.v'], top: 'a', output: '/job/a.vvp' });
    const sim = simulate({ id: 'sim', artifact: built.artifact, wave: 'any' });
    const seen: string[] = [];
    const gate = decide('gate', (run) => {
      seen.push(run.text('pp-0.text'));
      return { go: true };
    });
    const run = await runSteps({ files, steps: [first, gate, built, sim] });
    expect(seen).toEqual([files['src/a.v']]);
    expect(first.read(run)[0]!.exitCode).toBe(0);
    expect(built.read(run).exitCode).toBe(0);
    expect(sim.read(run)).toMatchObject({ exitCode: 0, log: 'ran a\n', waveform: null });
    expect(run.stoppedBy).toBeNull();
  });

  it('stops the driver at a decision to stop: later steps never run', async () => {
    const built = compile({ id: 'build', files: ['/job/a.pp.v'], top: 'a', output: '/job/a.vvp' });
    const sim = simulate({ id: 'sim', artifact: built.artifact, wave: 'any' });
    const gate = decide('gate', () => ({ go: false, findings: [{ file: 'a.v', line: 1, message: 'no' }] }));
    const run = await runSteps({ files, steps: [pp(), gate, built, sim] });
    expect(run.stoppedBy).toBe('gate');
    expect(run.findings.gate).toEqual([{ file: 'a.v', line: 1, message: 'no' }]);
    expect(built.read(run).exitCode).toBeNull();
    expect(sim.read(run).exitCode).toBeNull();
    expect(run.end).toBe('exited');
  });

  it('checks the compiled design under the policy it is given, naming the file', async () => {
    const tb = 'module tb;\n  integer f;\n  initial begin $dumpvars; f = $fopen("x"); $finish; end\nendmodule\n';
    const findings = async (policy: typeof IDE_POLICY) => {
      // No scan (policy null at preprocess): the compiled-design check alone decides.
      const first = preprocess('pp', [{ input: '/in/src/tb.v', output: '/job/tb.pp.v', name: 'tb.v' }], null);
      const built = compile({
        id: 'build',
        files: ['/job/tb.pp.v'],
        top: 'tb',
        output: '/job/tb.vvp',
        check: { policy, learner: { '/job/tb.pp.v': 'tb.v' } },
      });
      const run = await runSteps({
        files: { 'src/tb.v': tb },
        steps: [first, built, simulate({ id: 'sim', artifact: built.artifact, wave: 'any' })],
      });
      expect(run.stoppedBy).toBe('build');
      return run.findings.build!.map((f) => `${f.file}:${f.line}: ${f.message}`);
    };
    expect(await findings(IDE_POLICY)).toEqual(['tb.v:3: 不允许使用系统任务或函数 $fopen']);
    expect(await findings(JUDGING_POLICY)).toEqual([
      'tb.v:3: 不允许使用系统任务或函数 $dumpvars',
      'tb.v:3: 不允许使用系统任务或函数 $fopen',
      'tb.v:3: 不允许使用系统任务或函数 $finish',
    ]);
  });
});
