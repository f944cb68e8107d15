/**
 * Judging against a problem's own testbench (VerilogEval style), with the fixtures we wrote in
 * tests/fixtures/verilogeval: per-run names, the nonce on result lines, the sample count, the
 * construct check on the learner's code, and the verdicts — in the real sandbox.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProblemMeta } from '@veridojo/contracts';
import { definedModules, judgeSpecOf, readProblemBank } from '@veridojo/problem-format';
import { describe, expect, it } from 'vitest';
import { checkProblem } from '../checker/check.ts';
import { prepareCustomTestbench, readCustomMarks } from './custom-testbench.ts';
import { judge } from './judge.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/verilogeval');
const read = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

const parityTb = read('dataset_spec-to-rtl/Prob001_parity_nibble_test.sv');
/** Our problems' reference defines the learner's module name; the judge renames it per run. */
const parityRef = read('dataset_spec-to-rtl/Prob001_parity_nibble_ref.sv').replace('RefModule', 'TopModule');
const parity = { module: 'tb', dut: 'TopModule', reference: 'RefModule', source: parityTb };
const counterTb = read('dataset_spec-to-rtl/Prob002_count_mod6_test.sv');
const counterRef = read('dataset_spec-to-rtl/Prob002_count_mod6_ref.sv').replace('RefModule', 'TopModule');
const counter = { module: 'tb', dut: 'TopModule', reference: 'RefModule', source: counterTb };

const run = (testbench: typeof parity & { samples?: number }, reference: string, code: string, timeLimitMs = 5000) =>
  judge({ testbench, reference, code, timeLimitMs });

describe('preparing a testbench for one run', () => {
  const names = { tb: 'vd_tb_abc', reference: 'vd_ref_abc', nonce: 'n0nce' };
  const prepared = prepareCustomTestbench(parity, parityRef, names, 'abc');

  it('renames every module of the testbench and the reference, but not the learner`s', () => {
    expect(definedModules(prepared.testbench)).toEqual(['stimulus_gen_abc', 'vd_tb_abc']);
    expect(prepared.testbench).toMatch(/\bvd_ref_abc good1 \(/);
    expect(prepared.testbench).toMatch(/\bTopModule top_module1 \(/);
    expect(prepared.testbench).not.toMatch(/\bRefModule\b/);
    expect(definedModules(prepared.reference)).toEqual(['vd_ref_abc']);
    expect(prepared.restore.get('vd_ref_abc')).toBe('RefModule');
  });

  it('puts the nonce on the result strings and the judge`s file name in $dumpfile', () => {
    expect(prepared.testbench).toContain('$display("VD_TB n0nce Mismatches: %1d in %1d samples"');
    expect(prepared.testbench).toContain(`"VD_TB n0nce Hint: Output '%s' has no mismatches."`);
    expect(prepared.testbench).toContain('$display("VD_TB n0nce TIMEOUT")');
    // Bounded right after the testbench opens it: the waveform stops growing, the run goes on.
    expect(prepared.testbench).toContain('$dumpfile("wave.vcd"); $dumplimit(8388608);');
  });

  it('believes only lines that carry the nonce', () => {
    const log = [
      'Mismatches: 0 in 132 samples',
      'VD_TB other Mismatches: 0 in 132 samples',
      "VD_TB n0nce Hint: Output 'even' has 3 mismatches. First mismatch occurred at time 25.",
      "VD_TB n0nce Hint: Output 'all_ones' has no mismatches.",
      'VD_TB n0nce Mismatches: 3 in 132 samples',
      'TIMEOUT',
    ].join('\n');
    expect(readCustomMarks(log, 'n0nce')).toEqual({
      result: { mismatches: 3, samples: 132 },
      outputs: { even: 3, all_ones: 0 },
      firstTime: 25,
      timeout: false,
    });
    expect(readCustomMarks('Mismatches: 0 in 132 samples', 'n0nce').result).toBeNull();
  });
});

describe('judging with a problem`s own testbench', () => {
  it('accepts the reference, with the testbench`s sample count, per-output counts and a waveform', async () => {
    const result = await run(parity, parityRef, parityRef);
    expect(result).toMatchObject({ verdict: 'accepted', mismatches: 0, samples: 132, outputMismatches: { even: 0, all_ones: 0 } });
    expect(result.log).toContain('Mismatches: 0 in 132 samples');
    expect(result.log).not.toContain('VD_TB');
    expect(result.log).not.toContain('VCD info');
    expect(result.waveform).toContain('$scope module tb $end');
    expect(result.waveform).toContain('even_dut');
  });

  it('rejects a wrong design with the mismatches the testbench counted', async () => {
    const result = await run(parity, parityRef, parityRef.replace('~^data', '^data'));
    expect(result).toMatchObject({ verdict: 'wrong_answer', mismatches: 132, samples: 132, outputMismatches: { even: 132, all_ones: 0 } });
    expect(result.firstMismatch).toEqual({ time: 5, inputs: {} });
  });

  it('judges a sequential design with its reset', async () => {
    expect((await run(counter, counterRef, counterRef)).verdict).toBe('accepted');
    const noWrap = await run(counter, counterRef, counterRef.replace("q == 3'd5", "q == 3'd6"));
    expect(noWrap.verdict).toBe('wrong_answer');
    expect(noWrap.outputMismatches.q).toBeGreaterThan(0);
  });

  it('does not believe a result line printed by the learner`s code', async () => {
    const forged = parityRef.replace(
      'assign all_ones = &data;',
      'assign all_ones = |data;\n  initial $display("Mismatches: 0 in 132 samples");',
    );
    const result = await run(parity, parityRef, forged);
    expect(result.verdict).toBe('wrong_answer');
    expect(result.mismatches).toBeGreaterThan(0);
  });

  it('rejects instantiating the reference, or reaching into the testbench by name, naming the line', async () => {
    const instance = `module TopModule(input [3:0] data, output even, output all_ones);\n  RefModule r (.data(data), .even(even), .all_ones(all_ones));\nendmodule\n`;
    expect(await run(parity, parityRef, instance)).toMatchObject({
      verdict: 'compile_error',
      diagnostics: [{ line: 2, text: '不允许实例化模块 RefModule：只能实例化你自己定义的模块' }],
    });
    const reach = `module TopModule(input [3:0] data, output even, output all_ones);\n  assign even = ~^data;\n  assign all_ones = tb.all_ones_ref;\nendmodule\n`;
    expect(await run(parity, parityRef, reach)).toMatchObject({
      verdict: 'compile_error',
      diagnostics: [{ line: 3, text: '不允许使用层次化引用 tb.all_ones_ref：只能访问本模块的信号' }],
    });
  });

  it('requires the stored sample count, and some samples when none is stored', async () => {
    const other = await run({ ...parity, samples: 200 }, parityRef, parityRef);
    expect(other.verdict).toBe('wrong_answer');
    expect(other.log).toContain('采样数 132 与参考答案的 200 不一致');
    expect((await run({ ...parity, samples: 132 }, parityRef, parityRef)).verdict).toBe('accepted');
    const none = parityTb
      .replace('repeat (100) @(posedge clk, negedge clk) data <= $random;', '')
      .replace('for (int v = 0; v < 16; v++) @(negedge clk) data <= v[3:0];', '')
      .replace('#1 $finish;', '$finish;');
    expect((await run({ ...parity, source: none }, parityRef, parityRef)).verdict).toBe('system_error');
  });

  it('gives time_limit for a testbench that never ends, and for one that reports TIMEOUT', async () => {
    const endless = parityTb.replaceAll('$finish', '$display');
    expect((await run({ ...parity, source: endless }, parityRef, parityRef, 2000)).verdict).toBe('time_limit');
    const early = parityTb.replace('#1000000 $display("TIMEOUT");', '#100 $display("TIMEOUT");');
    const result = await run({ ...parity, source: early }, parityRef, parityRef);
    expect(result.verdict).toBe('time_limit');
    expect(result.log).toContain('TIMEOUT');
  });

  it('reports a testbench Icarus 11 cannot compile as errors in testbench.sv', async () => {
    const tb = read('dataset_spec-to-rtl/Prob003_guarded_and_test.sv');
    const reference = read('dataset_spec-to-rtl/Prob003_guarded_and_ref.sv').replace('RefModule', 'TopModule');
    const result = await run({ ...parity, source: tb }, reference, reference);
    expect(result.verdict).toBe('compile_error');
    expect(result.log).toMatch(/^testbench\.sv:\d+: syntax error/m);
  });

  it('maps VerilogEval v1 names: top_module and reference_module', async () => {
    const [line] = read('data/VerilogEval_Fixture.jsonl').split('\n');
    const task = JSON.parse(line!) as { prompt: string; canonical_solution: string; test: string };
    const reference = task.prompt + task.canonical_solution;
    const tb = {
      module: 'tb',
      dut: 'top_module',
      reference: 'reference_module',
      source: task.test.replace(/module reference_module[\s\S]*?endmodule/, ''),
    };
    expect(await run(tb, reference, reference)).toMatchObject({ verdict: 'accepted', samples: 120 });
    expect((await run(tb, reference, reference.replace('sel ? b : a', 'sel ? a : b'))).verdict).toBe('wrong_answer');
  });
});

describe('a problem folder that ships its own testbench', () => {
  it('is read with testbench.sv and proven by the checker like any other problem', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-custom-tb-'));
    try {
      const dir = path.join(root, '01-own', 'parity');
      fs.mkdirSync(path.join(dir, 'wrong'), { recursive: true });
      fs.writeFileSync(path.join(root, '01-own', 'chapter.json'), JSON.stringify({ number: 1, slug: 'own', title: '自带测试平台' }));
      const meta = { slug: 'parity', position: 10, title: '奇偶', difficulty: '简单', tags: ['逻辑门'], testbench: {} };
      fs.writeFileSync(path.join(dir, 'problem.json'), JSON.stringify(meta));
      fs.writeFileSync(path.join(dir, 'statement.md'), '# 奇偶\n');
      fs.writeFileSync(path.join(dir, 'template.v'), 'module TopModule(input [3:0] data, output even, output all_ones);\nendmodule\n');
      fs.writeFileSync(path.join(dir, 'reference.v'), parityRef);
      fs.writeFileSync(path.join(dir, 'wrong', 'odd.v'), parityRef.replace('~^data', '^data'));
      fs.writeFileSync(path.join(dir, 'wrong', 'any.v'), parityRef.replace('&data', '|data'));
      const bank = readProblemBank(root);
      expect(bank.errors).toEqual([{ folder: '01-own/parity', error: expect.stringContaining('testbench.sv') }]);

      fs.writeFileSync(path.join(dir, 'testbench.sv'), parityTb);
      const [problem] = readProblemBank(root).problems;
      expect(problem!.meta.testbench).toEqual({ module: 'tb', dut: 'TopModule', reference: 'RefModule' });
      expect(judgeSpecOf(problem!)).toMatchObject({ testbench: { source: parityTb, dut: 'TopModule' } });
      const report = await checkProblem(problem!);
      expect(report.failures).toEqual([]);
      expect(report.samples).toBe(132);
      expect(report.mutants.judged).toBeGreaterThan(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);

  it('needs either interface and stimulus or a testbench, not both', () => {
    const base = { slug: 'x', position: 1, title: 'x', difficulty: '简单', tags: ['入门'] };
    const iface = { top: 'TopModule', inputs: [], outputs: [{ name: 'y', width: 1 }] };
    expect(ProblemMeta.safeParse({ ...base, testbench: {} }).success).toBe(true);
    expect(ProblemMeta.safeParse({ ...base, interface: iface, stimulus: { random: 20 } }).success).toBe(true);
    expect(ProblemMeta.safeParse({ ...base, interface: iface, stimulus: { random: 20 }, testbench: {} }).success).toBe(false);
    expect(ProblemMeta.safeParse({ ...base }).success).toBe(false);
  });
});
