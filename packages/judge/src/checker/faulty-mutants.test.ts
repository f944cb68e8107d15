/**
 * Faulty designs drawn from mutants: a stored mutant must still be one change of today's design,
 * say where it came from, and a problem needs at least one fault that came from its design.
 */
import { describe, expect, it } from 'vitest';
import { checkMutantDesigns, faultCategoryOf, mutantHeader } from './faulty-mutants.ts';
import { generateMutants } from './mutants.ts';

const DESIGN = `module TopModule(input clk, input reset, output reg [3:0] q);
  always @(posedge clk)
    if (reset) q <= 4'd0;
    else q <= q + 4'd1;
endmodule
`;
const WRITTEN = { name: 'reset-to-five.v', code: '// category: 复位\n' + DESIGN.replace("q <= 4'd0", "q <= 4'd5") };
const edge = generateMutants(DESIGN, { reset: 'reset' }).find((m) => m.id.startsWith('edge@'))!;
const stored = { name: 'mutant-edge-2.v', code: mutantHeader(edge, faultCategoryOf(edge.id)) + edge.code };

describe('faulty designs drawn from mutants', () => {
  it('accepts a stored mutant of the design as it is', () => {
    expect(stored.code.split('\n').slice(0, 2)).toEqual(['// category: 时序', `// mutant ${edge.id}: ${edge.description}`]);
    expect(checkMutantDesigns(DESIGN, [WRITTEN, stored])).toEqual([]);
  });

  it('reports a mutant left behind by an edited design, and one without its origin', () => {
    const edited = DESIGN.replace("q + 4'd1", "q + 4'd1 + 4'd0");
    expect(checkMutantDesigns(edited, [WRITTEN, stored])).toEqual([expect.stringContaining('不再是 design.v 的变异体')]);
    const anonymous = { name: 'mutant-x.v', code: '// category: 时序\n// changed by hand\n' + edge.code };
    expect(checkMutantDesigns(DESIGN, [WRITTEN, anonymous])).toEqual([expect.stringContaining('第二行应写明来源')]);
  });

  it('needs one fault from the design, and counts a written one that is the same change', () => {
    expect(checkMutantDesigns(DESIGN, [WRITTEN])).toEqual([expect.stringContaining('至少需要 1 个由 design.v 变异而来')]);
    const writtenEdge = { name: 'falling-edge.v', code: '// category: 时序\n// counts on the wrong edge\n' + edge.code };
    expect(checkMutantDesigns(DESIGN, [WRITTEN, writtenEdge])).toEqual([]);
  });

  it('names the category a learner sees for each kind of mutant', () => {
    expect(['reset@1:1', 'edge@1:1', 'blocking@1:1', 'constant+1@1:1', 'bitflip@1:1', 'operator@1:1'].map(faultCategoryOf)).toEqual([
      '复位',
      '时序',
      '时序',
      '边界值',
      '边界值',
      '功能',
    ]);
  });
});
