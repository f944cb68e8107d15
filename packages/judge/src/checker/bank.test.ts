import { describe, expect, it } from 'vitest';
import type { ProblemFolder } from '@veridojo/problem-format';
import { checkBank } from './bank.ts';

const chapter = { number: 1, slug: 'basics', title: '第一章', description: '', folder: '01-basics' };
function problem(
  slug: string,
  extra: Partial<ProblemFolder['meta']> = {},
  statement = `# ${slug}\n独一无二的题面：${slug.repeat(5)}`,
  reference = `module TopModule(input a, output y); assign y = ${slug.length % 2 ? '~a' : 'a & a'}; endmodule`,
): ProblemFolder {
  return {
    meta: {
      slug,
      position: slug.length * 10 + slug.charCodeAt(0),
      title: slug,
      difficulty: '简单',
      tags: ['入门'],
      prerequisites: [],
      next: [],
      time_limit_ms: 5000,
      interface: { top: 'TopModule', inputs: [{ name: 'a', width: 1 }], outputs: [{ name: 'y', width: 1 }] },
      stimulus: { random: 20 },
      reviewed_equivalent_mutants: [],
      ...extra,
    },
    chapter,
    folder: `01-basics/${slug}`,
    statement,
    template: '',
    testbench: null,
    reference,
    wrong: [],
  };
}
const vocabulary = { 入门: '…', 向量: '…' };

describe('checkBank', () => {
  it('accepts a clean bank and summarises the path and chapters', () => {
    const report = checkBank([problem('a', { next: ['bb'] }), problem('bb', { prerequisites: ['a'] })], vocabulary);
    expect(report.errors).toEqual([]);
    expect(report.summary[0]).toBe('学习路径：2 道题，2 条边，1 个起点，无环');
    expect(report.summary[1]).toBe('第一章：2 道（简单 2，中等 0，困难 0）');
  });

  it('rejects unknown tags, dangling links, duplicate slugs and positions', () => {
    const report = checkBank(
      [
        problem('a', { tags: ['入门', '魔法'], next: ['ghost'] }),
        problem('a', { position: 999 }),
        problem('c', { position: 999, prerequisites: ['nobody'] }),
      ],
      vocabulary,
    );
    expect(report.errors).toEqual(
      expect.arrayContaining([
        'a：标签「魔法」不在 problems/tags.json 中',
        'a：后续题 ghost 不存在',
        'c：先修题 nobody 不存在',
        expect.stringMatching(/^slug a 重复/),
        '01-basics：位置 999 被 a 和 c 同时使用',
      ]),
    );
  });

  it('rejects a cycle in the learning path, naming it', () => {
    const report = checkBank(
      [problem('a', { next: ['bb'] }), problem('bb', { next: ['ccc'] }), problem('ccc', { next: ['a'] })],
      vocabulary,
    );
    expect(report.errors).toContain('学习路径有环：a → bb → ccc → a');
  });

  it('reports near-duplicate statements and references', () => {
    const text = '# 题\n设计一个模块，把输入 a 取反后输出到 y，端口如下表所示，并给出示例与波形。'.repeat(3);
    const report = checkBank(
      [
        problem('a', {}, text, 'module TopModule(input a, output y); assign y = ~a; endmodule'),
        problem('bb', {}, `${text}！`, 'module TopModule(input b, output z); assign z = ~b; endmodule'),
      ],
      vocabulary,
    );
    expect(report.nearDuplicates).toEqual([expect.stringMatching(/^题面相似 \d+%：a 与 bb$/), '参考答案相似 100%：a 与 bb']);
  });
});
