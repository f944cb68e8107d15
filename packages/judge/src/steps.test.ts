/**
 * The step layer itself: quoting and path rules of the driver fragments, the worker's decisions
 * between steps, and the typed trace of a run (each step's outcome, what ended it), in a real jail.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { IDE_POLICY, JUDGING_POLICY } from './policy.ts';
import { runInJail } from './sandbox.ts';
import {
  assertNotCrashed,
  beside,
  compile,
  decide,
  findingsOf,
  jailPath,
  preprocess,
  RunCrashed,
  runSteps,
  shellCommand,
  shellWord,
  simulate,
  tool,
  toolLimit,
  type Decision,
} from './steps.ts';

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
    const no = { rule: 'construct' as const, file: 'a.v', line: 1, message: 'no' };
    const gate = decide('gate', () => ({ go: false, findings: [no] }));
    const run = await runSteps({ files, steps: [pp(), gate, built, sim] });
    expect(run.stoppedBy).toBe('gate');
    expect(run.findings.gate).toEqual([no]);
    expect(built.read(run).exitCode).toBeNull();
    expect(sim.read(run).exitCode).toBeNull();
    expect(run.end).toBe('exited');
    expect(run.trace).toEqual({
      steps: {
        pp: { kind: 'ran' },
        gate: { kind: 'refused', findings: [no] },
        build: { kind: 'not-reached' },
        sim: { kind: 'not-reached' },
      },
      stoppedBy: 'gate',
      limit: null,
      crashed: null,
    });
    expect(findingsOf(run, gate)).toEqual([no]);
    expect(findingsOf(run, built)).toEqual([]);
  });

  it('checks the compiled design under the policy it is given, naming the file', async () => {
    const tb = 'module tb;\n  integer f;\n  initial begin $dumpvars; f = $fopen("/etc/x"); $finish; end\nendmodule\n';
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
    // The IDE lets a testbench open files of its run directory, never a path outside it.
    expect(await findings(IDE_POLICY)).toEqual(['tb.v:3: $fopen 只能读写项目中的文件：文件名须直接写成相对路径的字符串']);
    expect(await findings(JUDGING_POLICY)).toEqual([
      'tb.v:3: 不允许使用系统任务或函数 $dumpvars',
      'tb.v:3: 不允许使用系统任务或函数 $fopen',
      'tb.v:3: 不允许使用系统任务或函数 $finish',
    ]);
  });
});

/** A macro bomb: `levels` `define lines, each four copies of the one before, over M0. */
function macroBomb(levels: number, m0 = 'a#(a#('): string {
  const lines = [`\`define M0 ${m0}`];
  for (let i = 1; i <= levels; i++) lines.push(`\`define M${i} \`M${i - 1}\`M${i - 1}\`M${i - 1}\`M${i - 1}`);
  return `${lines.join('\n')}\n\`M${levels}\n`;
}

const received = (frames: Record<string, Buffer>) => Object.values(frames).reduce((n, b) => n + b.length, 0);

describe('the preprocessed-size cap (issue 26)', () => {
  it('stops a preprocessor whose output passes 1 MiB in the jail: nothing of it reaches the worker', async () => {
    // 2 × 4^9 copies of `a#(`: 3 MiB from 250 bytes.
    const first = preprocess('pp', [{ input: '/in/src/a.v', output: '/job/a.pp.v', name: 'a.v' }], JUDGING_POLICY);
    const run = await runSteps({ files: { 'src/a.v': macroBomb(9) }, steps: [first] });
    expect(run.stoppedBy).toBe('pp');
    expect(run.findings.pp).toEqual([
      { rule: 'file-too-large', file: 'a.v', line: 0, message: '预处理后的代码超过 1 MiB（宏展开过大），请精简后再试' },
    ]);
    expect(first.read(run)[0]).toMatchObject({ oversize: true, text: '', exitCode: 153 });
    expect(received(run.frames)).toBeLessThan(64 * 1024);
  });

  it('stops a run whose preprocessed files add up to more than 8 MiB, before emitting any', async () => {
    // Eleven files of 4^9 copies of `a#(` (768 KiB each, under the cap alone): 8.25 MiB in all.
    const names = Array.from({ length: 11 }, (_, k) => `f${k}`);
    const first = preprocess(
      'pp',
      names.map((n) => ({ input: `/in/src/${n}.v`, output: `/job/${n}.pp.v`, name: `${n}.v` })),
      JUDGING_POLICY,
    );
    const files = Object.fromEntries(names.map((n) => [`src/${n}.v`, macroBomb(9, 'a#(')]));
    const run = await runSteps({ files, steps: [first] });
    expect(run.findings.pp).toEqual([
      { rule: 'run-too-large', file: '', line: 0, message: '预处理后的代码合计超过 8 MiB（宏展开过大），请精简后再试' },
    ]);
    expect(first.read(run).every((s) => s.exitCode === 0 && !s.oversize && s.text === '')).toBe(true);
    expect(received(run.frames)).toBeLessThan(64 * 1024);
  });

  it('lets a file under the cap through, its macros expanded', async () => {
    const first = preprocess('pp', [{ input: '/in/src/a.v', output: '/job/a.pp.v', name: 'a.v' }], null);
    const run = await runSteps({ files: { 'src/a.v': macroBomb(4, 'x') }, steps: [first] });
    expect(run.stoppedBy).toBeNull();
    expect(first.read(run)[0]!.text.match(/x/g)).toHaveLength(4 ** 4);
    expect(first.modules(run)).toEqual([[]]);
  });
});

describe('decisions that take their time', () => {
  const files = { 'src/a.v': 'module a; initial $display("ran a"); endmodule\n' };
  const pp = () => preprocess('pp', [{ input: '/in/src/a.v', output: '/job/a.pp.v', name: 'a.v' }], null);

  it('waits for a decision that resolves later: the driver goes on when it comes', async () => {
    const built = compile({ id: 'build', files: ['/job/a.pp.v'], top: 'a', output: '/job/a.vvp' });
    const slow = decide('slow', () => new Promise<Decision>((resolve) => setTimeout(() => resolve({ go: true }), 300)));
    const run = await runSteps({ files, steps: [pp(), slow, built] });
    expect(run.stoppedBy).toBeNull();
    expect(built.read(run).exitCode).toBe(0);
  });

  it('crashes the run when a decision throws, instead of taking the worker down; the next run works', async () => {
    for (const broken of [
      decide('broken', () => Promise.reject(new Error('a bug in a check'))),
      decide('broken', () => {
        throw new Error('a bug in a check');
      }),
    ]) {
      const built = compile({ id: 'build', files: ['/job/a.pp.v'], top: 'a', output: '/job/a.vvp' });
      const run = await runSteps({ files, steps: [pp(), broken, built] });
      expect(run.stoppedBy).toBe('broken');
      expect(run.trace.crashed).toEqual({ step: 'broken', error: 'a bug in a check' });
      expect(run.trace.steps).toEqual({
        pp: { kind: 'ran' },
        broken: { kind: 'crashed', error: 'a bug in a check' },
        build: { kind: 'not-reached' },
      });
      expect(built.read(run).exitCode).toBeNull();
      expect(() => assertNotCrashed(run)).toThrow(RunCrashed);
    }
    const built = compile({ id: 'build', files: ['/job/a.pp.v'], top: 'a', output: '/job/a.vvp' });
    const next = await runSteps({ files, steps: [pp(), built] });
    expect(next.trace).toMatchObject({ crashed: null, steps: { build: { kind: 'ran' } } });
  });

  it('ends the run at its wall clock while a decision never comes', async () => {
    const built = compile({ id: 'build', files: ['/job/a.pp.v'], top: 'a', output: '/job/a.vvp' });
    const stuck = decide('stuck', () => new Promise<Decision>(() => undefined));
    const started = Date.now();
    const run = await runSteps({ files, steps: [pp(), stuck, built], limits: { wallMs: 1000 } });
    expect(run.end).toBe('wall-timeout');
    expect(run.trace).toMatchObject({ limit: 'wall', steps: { build: { kind: 'not-reached' } } });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('the typed trace', () => {
  it('decodes the exit statuses of the limit signals in one place', () => {
    expect([152, 137, 153, 0, 1, null].map(toolLimit)).toEqual(['cpu', 'cpu', 'file', null, null, null]);
  });

  it('tells a failed tool, a tool at its CPU limit, and the steps a failure kept from running', async () => {
    const spin = 'module a; integer i; initial for (i = 0; i >= 0; i = i + 0) ; endmodule\n';
    const built = compile({ id: 'build', files: ['/job/a.pp.v'], top: 'a', output: '/job/a.vvp' });
    const sim = simulate({ id: 'sim', artifact: built.artifact, wave: 'any', cpuSeconds: 1 });
    const spun = await runSteps({
      files: { 'src/a.v': spin },
      steps: [preprocess('pp', [{ input: '/in/src/a.v', output: '/job/a.pp.v', name: 'a.v' }], null), built, sim],
    });
    expect(spun.trace).toEqual({
      steps: { pp: { kind: 'ran' }, build: { kind: 'ran' }, sim: { kind: 'limit', limit: 'cpu' } },
      stoppedBy: null,
      limit: null,
      crashed: null,
    });

    const broken = compile({ id: 'build', files: ['/job/a.pp.v'], top: 'missing', output: '/job/a.vvp' });
    const never = simulate({ id: 'sim', artifact: broken.artifact, wave: 'any' });
    const failed = await runSteps({
      files: { 'src/a.v': spin },
      steps: [preprocess('pp', [{ input: '/in/src/a.v', output: '/job/a.pp.v', name: 'a.v' }], null), broken, never],
    });
    expect(failed.trace.steps.build).toMatchObject({ kind: 'failed' });
    expect(failed.trace.steps.sim).toEqual({ kind: 'not-reached' });
    expect(failed.trace.stoppedBy).toBe('build');
  });

  it('ends the jail, not the worker, when its result callback throws', async () => {
    const jail = await runInJail({
      files: {},
      script: 'emit_value one 1\nemit_value two 2\nsleep 5\n',
      onResult() {
        throw new Error('a bug in the callback');
      },
    });
    expect(jail).toMatchObject({ end: 'killed', callbackError: 'a bug in the callback' });
    expect(jail.wallMs).toBeLessThan(4000);
  });
});

describe('a step beside another', () => {
  // Each waits for a file the other writes: run one after the other they would wait for ever (the
  // wall clock would end the run), so finishing at all shows they ran at the same time.
  const waitFor = (file: string, then: string) => `while [ ! -f ${file} ]; do sleep 0.01; done; ${then}`;
  const pair = (sideScript: string, mainScript: string, mainStops = true) => {
    const side = tool({ id: 'side', argv: ['sh', '-c', sideScript], emit: ['/job/side.out'] });
    const main = tool({ id: 'main', argv: ['sh', '-c', mainScript], stopOnError: mainStops });
    return { side, main };
  };

  it("runs both at once, and emits the side's results after the main tool, before the main step's action", async () => {
    const { side, main } = pair(
      `touch /job/a; ${waitFor('/job/b', 'echo side-log; echo made > /job/side.out; exit 3')}`,
      waitFor('/job/a', 'touch /job/b; echo main-log'),
    );
    let seenAtAction: string[] = [];
    const checked = {
      ...main,
      after: (run: { frames: Record<string, Buffer> }) => ((seenAtAction = Object.keys(run.frames)), { go: true }),
    };
    const after = tool({ id: 'after', argv: ['true'] });
    const run = await runSteps({ files: {}, steps: [...beside(side, checked), after], limits: { wallMs: 10_000 } });
    expect(run.end).toBe('exited');
    expect(side.read(run)).toEqual({ exitCode: 3, log: 'side-log\n', outputs: { '/job/side.out': Buffer.from('made\n') } });
    expect(main.read(run)).toMatchObject({ exitCode: 0, log: 'main-log\n' });
    // The side's failure stops nothing; its results were all in when the main step's action ran.
    expect(run.trace.steps).toEqual({ side: { kind: 'failed', exitCode: 3 }, main: { kind: 'ran' }, after: { kind: 'ran' } });
    expect(seenAtAction).toEqual(expect.arrayContaining(['side.rc', 'side.log', 'side.out0', 'main.rc']));
    expect(Object.keys(run.frames).indexOf('side.rc')).toBeGreaterThan(Object.keys(run.frames).indexOf('main.rc'));
  });

  it('leaves the side not reached when the main tool stops the run, and ends it with the jail', async () => {
    const { side, main } = pair('sleep 30', 'exit 1');
    const run = await runSteps({ files: {}, steps: beside(side, main), limits: { wallMs: 10_000 } });
    expect(run.end).toBe('exited');
    expect(run.jail.wallMs).toBeLessThan(10_000);
    expect(run.trace.steps).toEqual({ side: { kind: 'not-reached' }, main: { kind: 'failed', exitCode: 1 } });
    expect(run.trace.stoppedBy).toBe('main');
  });

  it("keeps the side's limits: a file past its cap stops it alone", async () => {
    const side = tool({ id: 'side', argv: ['sh', '-c', 'head -c 100000 /dev/zero > /job/big'], fileBytes: 4096 });
    const main = tool({ id: 'main', argv: ['true'] });
    const run = await runSteps({ files: {}, steps: beside(side, main) });
    expect(run.trace.steps).toEqual({ side: { kind: 'limit', limit: 'file' }, main: { kind: 'ran' } });
  });

  it('refuses a side that would stop the run or act, and a main step that runs nothing', () => {
    const stops = tool({ id: 'side', argv: ['true'], stopOnError: true });
    const main = tool({ id: 'main', argv: ['true'] });
    expect(() => beside(stops, main)).toThrow(/cannot run beside/);
    expect(() =>
      beside(
        tool({ id: 'side', argv: ['true'] }),
        decide('nothing', () => ({ go: true })),
      ),
    ).toThrow(/runs nothing/);
  });
});
