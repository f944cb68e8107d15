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

  it('refuses file I/O under the IDE policy, with the file and line, and runs nothing', async () => {
    const reading = TESTBENCH.replace('$display("never printed");', 'begin : r integer f; f = $fopen("/job/project.vvp", "r"); end');
    const run = await runProject({ files: { 'adder.v': ADDER, 'tb.v': reading }, top: 'tb' });
    expect(run.status).toBe('refused');
    expect(run.diagnostics).toEqual([{ file: 'tb.v', line: 12, column: null, severity: 'error', text: '不允许使用系统任务或函数 $fopen' }]);
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

  it('refuses a file name with shell metacharacters and a top module that is not a name, before any jail starts', async () => {
    const evil = "x'; touch /job/pwned; echo '.v";
    const run = await runProject({ files: { [evil]: ADDER, 'tb.v': TESTBENCH }, top: 'tb; id' });
    expect(run.status).toBe('refused');
    expect(run.diagnostics.map((d) => d.text)).toEqual([
      `文件名“${evil}”不合法：只能使用字母、数字、_、-、.，并以 .v 或 .sv 结尾`,
      '顶层模块名“tb; id”不合法：应为一个 Verilog 标识符',
    ]);
    expect(run.compileLog).toBe('');
    for (const name of ['../tb.v', 'sub/tb.v', 'tb.v\n', '-o.v', 'tb.vcd'])
      expect((await runProject({ files: { [name]: TESTBENCH }, top: 'tb' })).status, name).toBe('refused');
  });

  it('ends a simulation that never finishes at its CPU limit', async () => {
    const endless = 'module tb; reg x = 0; always #1 x = ~x; endmodule\n';
    const run = await runProject({ files: { 'tb.v': endless }, top: 'tb', cpuSeconds: 1 });
    expect(run.status).toBe('time_limit');
    expect(run.simulation?.exitCode).toBe(152);
  });
});
