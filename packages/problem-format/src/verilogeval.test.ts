/**
 * Reading the VerilogEval layouts (v2 dataset folders, v1 JSONL with descriptions) from the
 * fixtures we wrote in tests/fixtures/verilogeval: what becomes a problem, with which slug,
 * statement, template, reference and testbench names, and what is refused with which reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ProblemMeta } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { judgeSpecOf } from './problems.ts';
import { moduleHeader, readVerilogEval } from './verilogeval.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/verilogeval');

function filesOf(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else files.set(name, fs.readFileSync(path.join(root, name)));
    }
  };
  walk('');
  return files;
}

describe('reading the VerilogEval layouts', () => {
  const pack = readVerilogEval(filesOf(FIXTURES));
  const bySlug = new Map(pack.problems.map((p) => [p.meta.slug, p]));

  it('turns each readable benchmark problem into a problem with its own testbench', () => {
    expect([...bySlug.keys()].sort()).toEqual([
      've1-fixture-gray3',
      've1-fixture-mux2-byte',
      've2-prob001-parity-nibble',
      've2-prob002-count-mod6',
      've2-prob003-guarded-and',
      've2-prob004-broken-reference',
      've2cc-prob001-parity-nibble',
    ]);
    for (const problem of pack.problems) expect(ProblemMeta.safeParse(problem.meta).success, problem.meta.slug).toBe(true);
  });

  it('keeps v2 names, renames the reference to the learner`s module and builds the template from the header', () => {
    const p = bySlug.get('ve2-prob002-count-mod6')!;
    expect(p.meta).toMatchObject({
      difficulty: '中等',
      tags: ['VerilogEval', '时序逻辑'],
      position: 20,
      testbench: { module: 'tb', dut: 'TopModule', reference: 'RefModule' },
    });
    expect(p.meta.testbench!.samples).toBeUndefined();
    expect(p.chapter).toMatchObject({ number: 901, title: 'VerilogEval（导入）：规格转 RTL' });
    expect(p.reference).toMatch(/module TopModule \(/);
    expect(p.reference).not.toContain('RefModule');
    expect(p.template).toBe(
      'module TopModule (\n  input clk,\n  input reset,\n  output logic [2:0] q\n);\n\n  // 在这里编写你的代码\n\nendmodule\n',
    );
    expect(p.statement).toMatch(/^# count_mod6（VerilogEval 规格转 RTL 002）\n/);
    expect(p.statement).toContain('```text\n');
    expect(p.statement).toContain('The module is a counter that goes 0, 1, 2, 3, 4, 5');
    expect(p.testbench).toContain('module tb ();');
    expect(p.wrong).toEqual([]);
    expect(judgeSpecOf(p)).toMatchObject({ testbench: { module: 'tb', dut: 'TopModule', reference: 'RefModule' }, time_limit_ms: 5000 });
  });

  it('takes the code-complete template from the _ifc.txt header', () => {
    const p = bySlug.get('ve2cc-prob001-parity-nibble')!;
    expect(p.chapter.number).toBe(902);
    expect(p.meta.tags).toEqual(['VerilogEval', '组合逻辑']);
    expect(p.template.startsWith('module TopModule (\n  input [3:0] data,\n  output even,\n  output all_ones\n);')).toBe(true);
  });

  it('maps v1 to top_module / reference_module, drops the reference from the test, and prefers the description', () => {
    const mux = bySlug.get('ve1-fixture-mux2-byte')!;
    expect(mux.meta.testbench).toMatchObject({ dut: 'top_module', reference: 'reference_module' });
    expect(mux.testbench).not.toMatch(/module\s+reference_module/);
    expect(mux.testbench).toMatch(/reference_module good1/);
    expect(mux.reference).toMatch(/^module top_module \(/);
    expect(mux.reference).toContain('assign out = sel ? b : a;');
    expect(mux.statement).toContain('Build an 8-bit wide 2-to-1 multiplexer');
    const gray = bySlug.get('ve1-fixture-gray3')!;
    expect(gray.statement).toContain('module top_module (');
    expect(gray.chapter.number).toBe(904);
  });

  it('refuses what cannot be read, one line each, with the reason', () => {
    const reasons = Object.fromEntries(pack.rejected.map((r) => [r.folder, r.reason]));
    expect(reasons).toEqual({
      'dataset_spec-to-rtl/Prob005_missing_test': '缺少 Prob005_missing_test_test.sv（测试平台）',
      'dataset_code-complete-iccad2023/Prob006_misnamed_modules':
        '测试平台没有实例化 RefModule、TopModule（VerilogEval 的约定：tb 实例化 RefModule 与 TopModule）',
      'data/VerilogEval_Fixture.jsonl:3': expect.stringMatching(/^第 3 行：JSON 无法解析/),
      'data/VerilogEval_Fixture.jsonl:4': '第 4 行：缺少字段 test',
    });
    expect(pack.rejected.find((r) => r.folder.endsWith(':4'))?.slug).toBe('ve1-fixture-no-test');
  });

  it('refuses text that is not UTF-8 and ignores JSONL that is not a benchmark', () => {
    const files = filesOf(path.join(FIXTURES, 'dataset_spec-to-rtl'));
    files.set('Prob001_parity_nibble_prompt.txt', Buffer.from([0x49, 0x6d, 0xff, 0xfe, 0x0a]));
    files.set('samples.jsonl', Buffer.from('{"task_id": "x", "completion": "endmodule"}\n'));
    const result = readVerilogEval(files);
    expect(result.rejected).toContainEqual({
      folder: 'Prob001_parity_nibble',
      slug: 've2-root-prob001-parity-nibble',
      reason: 'Prob001_parity_nibble_prompt.txt 不是 UTF-8 编码的文本',
    });
    expect(result.rejected.some((r) => r.folder.startsWith('samples.jsonl'))).toBe(false);
  });

  it('finds a module header past comments and parameter lists', () => {
    expect(
      moduleHeader(
        '// module x;\nmodule TopModule #(parameter W = 4) (input [W-1:0] a, output y);\n assign y = ^a;\nendmodule',
        'TopModule',
      ),
    ).toBe('module TopModule #(parameter W = 4) (input [W-1:0] a, output y);');
    expect(moduleHeader('module Other(); endmodule', 'TopModule')).toBeNull();
  });
});
