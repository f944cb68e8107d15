/**
 * The IDE's composition of the steps, run for real in the jail: a project of several files with
 * its own testbench compiles, runs and yields its VCD; what the IDE policy refuses is refused with
 * the file and line; names a user chose never reach the driver unchecked.
 */
import { describe, expect, it } from 'vitest';
import { runProject } from './project.ts';

const ADDER = `module adder(input [3:0] a, input [3:0] b, output [4:0] sum);
  wire [4:0] partial = a + b;
  assign sum = partial;
endmodule
`;
const TESTBENCH = `module tb;
  reg [3:0] a, b;
  wire [4:0] sum;
  adder dut(.a(a), .b(b), .sum(sum));
  initial begin
    $dumpfile("adder.vcd");
    $dumpvars(0, tb);
    a = 2; b = 3; #1;
    $display("sum=%0d partial=%0d", sum, dut.partial);
    a = $random; #1;
    $finish;
    $display("never printed");
  end
endmodule
`;

describe('a project run (the IDE)', () => {
  it('refuses data files whose names would leave the run directory, before anything runs', async () => {
    const tb = 'module tb;\n  initial $finish;\nendmodule\n';
    for (const name of ['../escape.txt', '/etc/passwd.txt', 'a/./b.txt', 'a/../../b.txt', 'notes.v', '.hidden.txt/x.txt/..']) {
      const run = await runProject({ files: { 'tb.v': tb }, dataFiles: { [name]: 'x' }, top: 'tb' });
      expect(run.status, name).toBe('refused');
      expect(run.diagnostics[0]!.text, name).toMatch(/^数据文件名“.*”不合法/);
    }
  });

  it('runs the simulation beside the data files of the testbench`s folder, and gives back what it wrote; a compile writes nothing', async () => {
    const tb = `module tb;
  reg [7:0] m [0:1];
  integer f;
  initial begin
    $readmemh("vectors/in.txt", m);
    f = $fopen("log.txt", "w");
    $fdisplay(f, "m0=%h m1=%h", m[0], m[1]);
    $fclose(f);
    $display("m1=%h", m[1]);
    $finish;
  end
endmodule
`;
    const dataFiles = { 'vectors/in.txt': '3c\n5a\n' };
    const run = await runProject({ files: { 'tb.v': tb }, dataFiles, top: 'tb' });
    expect(run.status).toBe('finished');
    expect(run.simulation?.log).toContain('m1=5a');
    expect(run.outputs).toEqual([{ path: 'log.txt', size: 12, content: 'm0=3c m1=5a\n', truncated: false }]);
    const compiled = await runProject({ files: { 'tb.v': tb }, dataFiles, top: 'tb', compileOnly: true });
    expect(compiled).toMatchObject({ status: 'finished', outputs: [] });
  });

  it('compiles several files, runs the testbench to its $finish and yields the VCD it dumped', async () => {
    const run = await runProject({ files: { 'adder.v': ADDER, 'tb.v': TESTBENCH }, top: 'tb' });
    expect(run.status).toBe('finished');
    expect(run.diagnostics).toEqual([]);
    expect(run.simulation?.exitCode).toBe(0);
    // The hierarchical name into the project's own module is allowed under the IDE policy.
    expect(run.simulation?.log).toContain('sum=5 partial=5');
    expect(run.simulation?.log).not.toContain('never printed');
    expect(run.waveform).toContain('$enddefinitions');
    expect(run.waveform).toMatch(/\$var wire 5 \S+ sum/);
  });

  it('puts compile errors on the file and line they are in', async () => {
    const broken = ADDER.replace('assign sum = partial;', 'assign sum = partial');
    const run = await runProject({ files: { 'tb.v': TESTBENCH, 'adder.v': broken }, top: 'tb' });
    expect(run.status).toBe('compile_error');
    expect(run.simulation).toBeNull();
    expect(run.diagnostics.length).toBeGreaterThan(0);
    expect(run.diagnostics.every((d) => d.file === 'adder.v' && d.severity === 'error')).toBe(true);
    expect(run.diagnostics[0]!.line).toBe(4);
  });

  it('refuses file I/O outside the run directory under the IDE policy, with the file and line, and runs nothing', async () => {
    const reading = TESTBENCH.replace('$display("never printed");', 'begin : r integer f; f = $fopen("/job/project.vvp", "r"); end');
    const run = await runProject({ files: { 'adder.v': ADDER, 'tb.v': reading }, top: 'tb' });
    expect(run.status).toBe('refused');
    expect(run.diagnostics).toEqual([
      {
        file: 'tb.v',
        line: 12,
        column: null,
        severity: 'error',
        text: '$fopen 只能读写项目中的文件：文件名须直接写成相对路径的字符串，如 "data.txt" 或 "vectors/in.txt"（不能以 / 开头，不能含 ..）',
      },
    ]);
    expect(run.simulation).toBeNull();
  });

  it('refuses plusargs and a $dumpfile outside the job directory', async () => {
    const run = await runProject({
      files: {
        'adder.v': ADDER,
        'tb.v': TESTBENCH.replace('"adder.vcd"', '"/tmp/x.vcd"').replace('#1;', '#1; if ($test$plusargs("x")) a = 0;'),
      },
      top: 'tb',
    });
    expect(run.status).toBe('refused');
    expect(run.diagnostics.map((d) => [d.file, d.line, d.text])).toEqual([
      ['tb.v', 6, '$dumpfile 只能写入作业目录中的波形文件：参数须是一个简单文件名，如 "wave.vcd"'],
      ['tb.v', 8, '不允许使用系统任务或函数 $test$plusargs'],
    ]);
  });

  it('takes any printable path as a name only: shell characters, folders and 汉字 never reach the driver, and messages carry them', async () => {
    const evil = "x'; touch pwned; echo '.v";
    const broken = ADDER.replace('assign sum = partial;', 'assign sum = partial');
    const other = ADDER.replace('module adder', 'module unused_adder');
    const run = await runProject({ files: { [evil]: other, 'rtl/加法器.v': broken, 'sim/tb.v': TESTBENCH }, top: 'tb' });
    expect(run.status).toBe('compile_error');
    expect(run.diagnostics[0]).toMatchObject({ file: 'rtl/加法器.v', line: 4, severity: 'error' });
    expect(run.compileLog).toContain('rtl/加法器.v:4:');
    expect(run.compileLog).not.toMatch(/\/(in|job)\//);
    const fine = await runProject({ files: { [evil]: ADDER, 'sim/tb.v': TESTBENCH }, top: 'tb' });
    expect(fine.status).toBe('finished');
    expect(fine.simulation?.log).toContain('sum=5');
  });

  it('refuses bad names and a top module that is not a name, before any jail starts', async () => {
    const run = await runProject({ files: { 'tb.v\n': ADDER, 'tb.vcd': TESTBENCH }, top: 'tb; id' });
    expect(run.status).toBe('refused');
    expect(run.diagnostics.map((d) => d.text)).toEqual([
      '文件名“tb.v\n”不合法：不能含控制字符，并须以 .v 或 .sv 结尾',
      '文件名“tb.vcd”不合法：不能含控制字符，并须以 .v 或 .sv 结尾',
      '顶层模块名“tb; id”不合法：应为一个 Verilog 标识符',
    ]);
    expect(run.compileLog).toBe('');
    expect((await runProject({ files: {}, top: 'tb' })).diagnostics[0]!.text).toBe('项目中没有 .v 或 .sv 文件');
  });

  it('takes a project within the configurable quotas` ceilings (an admin may raise the defaults), and refuses one past them', async () => {
    // 300 KiB: past the default quota of a file (256 KiB, system config ide_max_file_bytes), within its 1 MiB ceiling.
    const large = `${'// a generated memory image, say\n'.repeat(Math.ceil((300 * 1024) / 33))}${ADDER}`;
    const within = await runProject({ files: { 'adder.v': large }, top: 'adder', compileOnly: true });
    expect(within.status, JSON.stringify(within.diagnostics)).toBe('finished');
    const past = await runProject({ files: { 'adder.v': `${' '.repeat(1024 * 1024)}${ADDER}` }, top: 'adder', compileOnly: true });
    expect(past.status).toBe('refused');
    expect(past.diagnostics[0]!.text).toBe('文件 adder.v 超过 1024 KiB');
  });

  it('names a top module no file defines in one sentence', async () => {
    const run = await runProject({ files: { 'adder.v': ADDER, 'tb.v': TESTBENCH }, top: 'test_bench' });
    expect(run.status).toBe('refused');
    expect(run.diagnostics.map((d) => d.text)).toEqual(['找不到顶层模块“test_bench”：项目中没有文件定义它']);
  });

  it("compiles only, with Verilator lint warnings on the learner's file, line and column, explained in Chinese", async () => {
    const latch = `module pick(input en, input [7:0] d, output reg [3:0] q);
  always @* begin
    if (en) q = d;
  end
endmodule
`;
    const tb =
      'module tb; reg en = 1; reg [7:0] d = 3; wire [3:0] q; pick p(.en(en), .d(d), .q(q)); initial #1 $display("%0d", q); endmodule\n';
    const run = await runProject({ files: { 'rtl/pick.v': latch, 'tb.v': tb }, top: 'tb', compileOnly: true });
    expect(run.status).toBe('finished');
    expect(run.simulation).toBeNull();
    const codes = run.diagnostics.map((d) => [d.file, d.line, d.severity, d.text.split('：')[0]]);
    expect(codes).toContainEqual(['rtl/pick.v', 3, 'warning', 'WIDTH']);
    expect(codes).toContainEqual(['rtl/pick.v', 2, 'warning', 'LATCH']);
    const width = run.diagnostics.find((d) => d.text.startsWith('WIDTH'))!;
    expect(width.column).toBeGreaterThan(0);
    expect(width.text).toContain('位宽不一致');
    expect(run.lintLog).toContain('%Warning-WIDTH: rtl/pick.v:3:');
  });

  it('adds the dump block to a testbench without $finish, says so, and yields its VCD', async () => {
    const open = TESTBENCH.replace('$dumpfile("adder.vcd");', '').replace('$dumpvars(0, tb);', '').replace('$finish;', '');
    const run = await runProject({ files: { 'adder.v': ADDER, 'tb.v': open }, top: 'tb' });
    expect(run.status).toBe('finished');
    expect(run.dumpInserted).toBe(true);
    expect(run.notices[0]).toContain('tb.v 第 14 行');
    expect(run.simulation?.exitCode).toBe(0);
    expect(run.waveform?.trimEnd().endsWith('#1000')).toBe(true); // the added $finish ended it at 1000
    expect(run.waveform).toMatch(/\$var wire 5 \S+ sum/);
  });

  it('cuts a VCD at its cap at the last whole line, with a notice, keeping what came before', async () => {
    const flood =
      'module tb; reg [63:0] x = 0; initial begin $dumpfile("w.vcd"); $dumpvars(0, tb); forever #1 x = x + 1; end initial #2000000000 $finish; endmodule\n';
    // The cap is the jail's file-size limit (the VCD is the only file a design may write); lowered here to keep the test small.
    const run = await runProject({ files: { 'tb.v': flood }, top: 'tb', limits: { fileBytes: 256 * 1024 } });
    expect(run.status).toBe('finished');
    expect(run.waveformTruncated).toBe(true);
    expect(run.waveform!.length).toBeGreaterThan(200 * 1024);
    expect(run.waveform!.length).toBeLessThanOrEqual(256 * 1024);
    expect(run.waveform!.endsWith('\n')).toBe(true);
    expect(run.waveform).toContain('$enddefinitions');
    expect(run.notices.some((n) => n.includes('波形文件达到'))).toBe(true);
  });

  it('ends a simulation that never finishes at its CPU limit', async () => {
    // Its $finish is never reached (with none, the dump block would end it at 1000).
    const endless = 'module tb; reg x = 0; always #1 x = ~x; initial #2000000000 $finish; endmodule\n';
    const run = await runProject({ files: { 'tb.v': endless }, top: 'tb', cpuSeconds: 1 });
    expect(run.status).toBe('time_limit');
    expect(run.simulation?.exitCode).toBe(152);
  });
});
