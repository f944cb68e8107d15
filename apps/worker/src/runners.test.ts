/**
 * The worker's runner table against the job-kind registry: every kind has a runner, a table that
 * lacks one is refused at start, a claimed job runs in the jail under the limits the registry
 * derives from its payload (the converter's jails too: not the jail's defaults), and a check that
 * throws ends its job with a system error while the worker goes on serving.
 */
import { gunzipSync } from 'node:zlib';
import { CounterexampleResult, IDE_LOG_CHARS, IdeRunResult, JOB_KIND_NAMES } from '@veridojo/contracts';
import { CheckHost, useCheckHost } from '@veridojo/judge/checks';
import { RunCrashed } from '@veridojo/judge/steps';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRunners, RUNNABLE_KINDS, RUNNERS, runJob } from './runners.ts';

const WIRE = 'module TopModule(input in, output out); assign out = in; endmodule\n';
const spec = {
  interface: { top: 'TopModule', inputs: [{ name: 'in', width: 1 }], outputs: [{ name: 'out', width: 1 }] },
  stimulus: { random: 8 },
  reference: WIRE,
  time_limit_ms: 5000,
};

describe('runners', () => {
  it('cover every registered kind, and claim exactly those', () => {
    expect(() => checkRunners(RUNNERS)).not.toThrow();
    expect([...RUNNABLE_KINDS].sort()).toEqual([...JOB_KIND_NAMES].sort());
  });

  it('refuse to start with a kind missing, naming it', () => {
    expect(() => checkRunners({ judge: RUNNERS.judge })).toThrow(
      'job kinds without a runner in this worker: validate, compile, simulate, convert',
    );
  });

  it('run a similarity check on the check thread: the copied pair by submission id, the template taken out', async () => {
    const template = 'module TopModule(input [3:0] a, input [3:0] b, input s, output [3:0] y);\n  // 在这里写你的代码\nendmodule\n';
    const own = template.replace(
      '// 在这里写你的代码',
      'wire [3:0] p, q;\n  assign p = a & b;\n  assign q = a ^ b;\n  assign y = s ? p : q;',
    );
    const copy = template.replace(
      '// 在这里写你的代码',
      'assign y = s ? both : either; /* pick */\n  assign either = a ^ b;\n  wire [3:0] both, either;\n  assign both = a & b;',
    );
    const other = template.replace(
      '// 在这里写你的代码',
      "reg [3:0] r;\n  always @(*) begin r = 4'd0; if (s) r = a & b; else r = a ^ b; end\n  assign y = r;",
    );
    const job = {
      id: 1,
      kind: 'similarity' as const,
      lease_token: 't',
      lease_ms: 60_000,
      request_id: null,
      payload: {
        submissions: [
          { submission_id: 7, code: own },
          { submission_id: 8, code: other },
          { submission_id: 9, code: copy },
        ],
        excluded: [template, ''],
      },
    };
    const { result, attachment } = await runJob(job, new AbortController().signal);
    expect(attachment).toBeNull();
    expect(result).toMatchObject({ compared: 3, threshold: 0.5, more_pairs: 0, pairs: [{ a: 7, b: 9 }] });
  });

  it('run a claimed validation in the jail, and stop at once when the lease is lost', async () => {
    const job = { id: 1, kind: 'validate' as const, payload: { spec, code: WIRE }, lease_token: 't', lease_ms: 30_000, request_id: null };
    const { result, attachment } = await runJob(job, new AbortController().signal);
    expect(result).toMatchObject({ verdict: 'accepted', samples: expect.any(Number) as number });
    expect(attachment).toBeNull();

    // A design that spins in zero simulated time would run to its 5 s limit; the abort ends it now.
    const spin =
      'module TopModule(input in, output out);\n  integer i;\n  always @(in) for (i = 0; i >= 0; i = i + 0) ;\n  assign out = in;\nendmodule\n';
    const lost = new AbortController();
    const started = Date.now();
    setTimeout(() => lost.abort(), 500);
    await runJob({ ...job, payload: { spec, code: spin } }, lost.signal);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('run a counterexample job: a wrong design`s one differing input vector, against the reference of the payload`s spec', async () => {
    const inverted = 'module TopModule(input in, output out);\n  assign out = ~in;\nendmodule\n';
    const job = {
      id: 3,
      kind: 'counterexample' as const,
      payload: { submission_id: 5, spec, code: inverted },
      lease_token: 't',
      lease_ms: 30_000,
      request_id: null,
    };
    const { result, attachment } = await runJob(job, new AbortController().signal);
    expect(attachment).toBeNull();
    expect(result).toMatchObject({ status: 'found', sequential: false, cycles: 1, differing: ['out'] });
    const [step] = CounterexampleResult.parse(result).steps;
    expect(step!.expected.out).toBe(step!.inputs.in);
    expect(step!.yours.out).not.toBe(step!.inputs.in);
  });

  const project = {
    'rtl/count.v': "module count(input clk, output reg [1:0] n);\n  initial n = 0;\n  always @(posedge clk) n <= n + 3'd1;\nendmodule\n",
    'tb.v': 'module test_bench;\n  reg clk = 0;\n  wire [1:0] n;\n  count c(.clk(clk), .n(n));\n  always #1 clk = ~clk;\nendmodule\n',
  };
  const ideOutput = (kind: 'compile' | 'simulate', files: Record<string, string>) =>
    runJob(
      { id: 2, kind, payload: { files, top_module: 'test_bench' }, lease_token: 't', lease_ms: 30_000, request_id: null },
      new AbortController().signal,
    );
  const ide = async (kind: 'compile' | 'simulate', files: Record<string, string>) => (await ideOutput(kind, files)).result;

  it('compile a project: success, lint warnings on the learner`s file, the log under its headings', async () => {
    const { result: output, attachment } = await ideOutput('compile', project);
    const result = IdeRunResult.parse(output);
    expect(result).toMatchObject({ status: 'success', message: '编译成功', dump_inserted: false });
    expect(attachment).toBeNull();
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ file: 'rtl/count.v', line: 3, severity: 'warning' }));
    expect(result.log).toContain('== 代码检查 (Verilator --lint-only -Wall) ==');
    expect(result.log).not.toContain('/in/src');
    expect(result.log.split('\n')[0]).toBe('顶层模块 test_bench；文件：rtl/count.v、tb.v');

    const broken = IdeRunResult.parse(
      await ide('compile', { ...project, 'tb.v': project['tb.v'].replace('wire [1:0] n;', 'wire [1:0] n') }),
    );
    expect(broken).toMatchObject({ status: 'compile_error', message: '编译失败' });
    expect(broken.diagnostics[0]).toMatchObject({ file: 'tb.v', line: 4, severity: 'error' });
  });

  it('simulate a testbench without $finish: the dump block added and said, the VCD returned gzip-compressed beside the result', async () => {
    const { result: output, attachment } = await ideOutput('simulate', project);
    const result = IdeRunResult.parse(output);
    expect(result).toMatchObject({ status: 'success', message: '仿真完成', dump_inserted: true, waveform_truncated: false });
    expect(result.log).toContain('注意：测试平台中没有 $finish：已在 tb.v 第 6 行');
    expect(result.log).toContain('== 仿真 (vvp) ==');
    expect(output).not.toHaveProperty('waveform_gz');
    const vcd = gunzipSync(attachment!).toString('utf8');
    expect(vcd).toMatch(/\$var wire 2 \S+ n/);
  });

  it('simulate a chatty testbench: the log keeps its head within the row`s size, with a note', async () => {
    const chatty =
      'module test_bench;\n  integer i;\n  initial begin\n    for (i = 0; i < 20000; i = i + 1) $display("line %0d of a long log", i);\n    $finish;\n  end\nendmodule\n';
    const result = IdeRunResult.parse(await ide('simulate', { 'tb.v': chatty }));
    expect(result.status).toBe('success');
    expect(result.log.length).toBeLessThanOrEqual(IDE_LOG_CHARS);
    expect(result.log).toContain('line 0 of a long log');
    expect(result.log).not.toContain('line 19999 of a long log');
    expect(result.log.endsWith('……（日志超过 64 KiB，后面的部分已省略）')).toBe(true);
  });

  it('simulate: a lost lease ends the run at once', async () => {
    const endless = 'module test_bench;\n  reg c = 0;\n  always #1 c = ~c;\n  initial #2000000000 $finish;\nendmodule\n';
    const lost = new AbortController();
    const started = Date.now();
    setTimeout(() => lost.abort(), 500);
    const job = {
      id: 3,
      kind: 'simulate' as const,
      payload: { files: { 'tb.v': endless }, top_module: 'test_bench' },
      lease_token: 't',
      lease_ms: 30_000,
      request_id: null,
    };
    await runJob(job, lost.signal);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refuse a host file read before anything runs, with the file and line in the log', async () => {
    const reading = 'module test_bench;\n  reg [7:0] m[0:3];\n  initial $readmemh("/etc/passwd", m);\nendmodule\n';
    for (const kind of ['compile', 'simulate'] as const) {
      const { result: output, attachment } = await ideOutput(kind, { 'sim/tb.v': reading });
      const result = IdeRunResult.parse(output);
      expect(result).toMatchObject({ status: 'refused' });
      expect(attachment).toBeNull();
      expect(result.message).toContain('不允许的内容');
      expect(result.log.split('\n').at(-1)).toMatch(/^sim\/tb\.v:3: \$readmemh 只能读写项目中的文件：/);
    }
  });

  describe("the converter's jails under the job's limits (the registry's, runJob), not the jail's defaults", () => {
    // The reference simulation of the co-simulation spins: each input vector runs a loop that never
    // ends in time. The jail's defaults are 10 s of wall clock and 5 s of CPU per process.
    const spinning =
      "module spin(input [7:0] a, output reg [7:0] y);\n  integer i;\n  always @(*) begin\n    y = a;\n    for (i = 0; i < 1000000000; i = i + 1) y = y + 8'd1;\n  end\nendmodule\n";
    const convert = (limits: { wallMs: number; cpuSeconds: number }) =>
      RUNNERS.convert(
        { mode: 'convert', files: { 'spin.v': spinning }, seed: 1 },
        { limits: { ...limits, outputBytes: 256 * 1024 }, signal: new AbortController().signal, marks: {} },
      );

    it('the wall clock: each jail gets half the job`s, so a 2 s job ends as a time limit within seconds', { timeout: 60_000 }, async () => {
      const started = Date.now();
      const { result } = await convert({ wallMs: 2000, cpuSeconds: 30 });
      // With the default 10 s per jail it would stop by CPU (5 s, conversion_failed) or after 10 s.
      expect(result.status).toBe('time_limit');
      expect(result.message).toMatch(/^转换超时：/);
      expect(Date.now() - started).toBeLessThan(9500);
    });

    it('the CPU: 1 s of it stops the spinning simulation before a 4.9 s jail`s wall clock does', { timeout: 60_000 }, async () => {
      // With the default 5 s of CPU the simulation could not be stopped by CPU within 4.9 s of wall clock.
      const { result } = await convert({ wallMs: 9800, cpuSeconds: 1 });
      expect(result).toMatchObject({ status: 'conversion_failed' });
      expect(result.message).toMatch(/^Verilog 仿真在第 \d+ 步之前停止了/);
    });
  });

  describe('a check that throws', () => {
    // The judge's own test thread: the real checks, but the one named `fail` throws (a bug of ours).
    const TEST_THREAD = new URL('../../../packages/judge/src/checks/test-thread.ts', import.meta.url);
    type Host = NonNullable<ReturnType<typeof useCheckHost>>;
    let installed: Host | null = null;
    afterEach(async () => {
      useCheckHost(null);
      await installed?.close();
      installed = null;
    });
    const throwing = (check: string) => {
      const host: Host = new CheckHost(TEST_THREAD, { deadlineMs: 5000, memoryMb: 512 }, { fail: check });
      installed = host;
      useCheckHost(host);
    };

    it('yields a system_error report for its judgement, and the worker keeps serving', async () => {
      const job = {
        id: 4,
        kind: 'judge' as const,
        payload: { submission_id: 1, spec, code: WIRE },
        lease_token: 't',
        lease_ms: 30_000,
        request_id: null,
      };
      throwing('compiledDesign');
      const crashed = (await runJob(job, new AbortController().signal)).result;
      expect(crashed).toMatchObject({ verdict: 'system_error' });
      expect((crashed as { log: string }).log).toMatch(/^判题异常：判题程序在步骤 design 出错/);
      // The same worker (this process) judges the next job as usual.
      useCheckHost(null);
      expect((await runJob(job, new AbortController().signal)).result).toMatchObject({ verdict: 'accepted' });
    });

    it('fails an IDE job (which has no system_error status) with RunCrashed, and the next one succeeds', async () => {
      throwing('compiledDesign');
      await expect(ide('compile', project)).rejects.toBeInstanceOf(RunCrashed);
      useCheckHost(null);
      expect(IdeRunResult.parse(await ide('compile', project))).toMatchObject({ status: 'success' });
    });
  });
});
