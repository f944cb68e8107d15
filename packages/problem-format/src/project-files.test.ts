import { describe, expect, it } from 'vitest';
import { selectProjectFiles } from './project-files.ts';

const counter = 'module counter(input clk, output reg [3:0] n);\nendmodule\n';
const tb = 'module test_bench;\n  reg clk;\n  wire [3:0] n;\n  counter c(.clk(clk), .n(n));\nendmodule\n';
const alu = 'module alu(input [3:0] a, output [3:0] y);\n  assign y = a; // counter is only mentioned here\nendmodule\n';
const aluTb = "module test_bench;\n  wire [3:0] y;\n  alu u(.a(4'd1), .y(y));\nendmodule\n";

describe('selectProjectFiles', () => {
  it('takes the top file and, transitively, the files defining the modules it uses', () => {
    const top = 'module top(input clk);\n  wire [3:0] n;\n  counter c(.clk(clk), .n(n));\nendmodule\n';
    const files = {
      'sim/tb.v': tb.replace('counter c', 'top t(.clk(clk)); counter c'),
      'rtl/top.v': top,
      'rtl/counter.v': counter,
      'notes.v': alu,
    };
    expect(selectProjectFiles(files, { module: 'test_bench', file: 'sim/tb.v' })).toEqual({
      files: ['sim/tb.v', 'rtl/top.v', 'rtl/counter.v'],
    });
  });

  it('keeps two loaded templates apart: each testbench takes the design in its own folder', () => {
    const files = {
      'counter/tb.v': tb,
      'counter/counter.v': counter,
      'counter_2/tb.v': tb,
      'counter_2/counter.v': counter,
      'alu/tb.v': aluTb,
      'alu/alu.v': alu,
    };
    expect(selectProjectFiles(files, { module: 'test_bench', file: 'counter_2/tb.v' })).toEqual({
      files: ['counter_2/tb.v', 'counter_2/counter.v'],
    });
    // A comment that names another module takes nothing: comments are not identifiers.
    expect(selectProjectFiles(files, { module: 'test_bench', file: 'alu/tb.v' })).toEqual({ files: ['alu/tb.v', 'alu/alu.v'] });
  });

  it('finds the top file by its module when no file is given, and refuses an ambiguous one', () => {
    expect(selectProjectFiles({ 'a.v': tb, 'b.v': counter }, { module: 'test_bench' })).toEqual({ files: ['a.v', 'b.v'] });
    expect(selectProjectFiles({ 'a.v': tb, 'b/tb.v': tb, 'b.v': counter }, { module: 'test_bench' })).toEqual({
      problem: '多个文件都定义了模块“test_bench”：“a.v”、“b/tb.v”。请在文件树中右键设置顶层文件或测试平台文件',
    });
    expect(selectProjectFiles({ 'b.v': counter }, { module: 'test_bench' })).toEqual({
      problem: '找不到顶层模块“test_bench”：项目中没有文件定义它',
    });
  });

  it('refuses a top file that is missing or does not define the top module, and a module defined twice elsewhere', () => {
    expect(selectProjectFiles({ 'a.v': tb }, { module: 'test_bench', file: 'x.v' })).toEqual({
      problem: '顶层文件“x.v”不存在或不是 .v/.sv 文件',
    });
    expect(selectProjectFiles({ 'a.v': tb }, { module: 'counter', file: 'a.v' })).toEqual({ problem: '文件“a.v”中没有定义模块“counter”' });
    expect(
      selectProjectFiles({ 'sim/tb.v': tb, 'a/counter.v': counter, 'b/counter.v': counter }, { module: 'test_bench', file: 'sim/tb.v' }),
    ).toEqual({
      problem: '模块“counter”在多个文件中都有定义：“a/counter.v”、“b/counter.v”，无法确定“sim/tb.v”用的是哪一个。请删除或重命名多余的定义',
    });
  });

  it('takes a module instantiating itself once, and a file defining several modules once', () => {
    const recursive = 'module loop(input a);\n  loop inner(.a(a));\nendmodule\n';
    const both = 'module test_bench;\n  reg a;\n  loop l(.a(a));\nendmodule\n';
    expect(selectProjectFiles({ 'tb.v': both, 'loop.v': recursive }, { module: 'test_bench', file: 'tb.v' })).toEqual({
      files: ['tb.v', 'loop.v'],
    });
    expect(selectProjectFiles({ 'all.v': both + recursive }, { module: 'test_bench' })).toEqual({ files: ['all.v'] });
  });
});
