import { describe, expect, it } from 'vitest';
import { generateMutants } from './mutants.ts';

const counter = `module TopModule(input clk, input reset, input en, output reg [3:0] q, output full);
  always @(posedge clk) begin
    if (reset) q <= 4'd0;
    else if (en && q != 4'b1111) q <= q + 1;
  end
  assign full = ~|q ^ 1'b1;
endmodule
`;

describe('generateMutants', () => {
  const mutants = generateMutants(counter, { reset: 'reset' });
  const kinds = new Set(mutants.map((m) => m.id.split('@')[0]));

  it('makes every kind of typical mistake', () => {
    for (const kind of ['operator', 'removal', 'constant+1', 'constant-1', 'bitflip', 'blocking', 'reset', 'edge'])
      expect(kinds).toContain(kind);
  });

  it('gives each mutant a unique id and a change to the code', () => {
    expect(new Set(mutants.map((m) => m.id)).size).toBe(mutants.length);
    for (const m of mutants) expect(m.code).not.toBe(counter);
  });

  it('removes the reset by disabling its condition, and swaps the clock edge', () => {
    expect(mutants.find((m) => m.id.startsWith('reset@'))?.code).toContain("if (1'b0) q <= 4'd0;");
    expect(mutants.find((m) => m.id.startsWith('edge@'))?.code).toContain('always @(negedge clk)');
  });

  it('turns a non-blocking assignment into a blocking one but leaves comparisons alone', () => {
    const blocking = mutants.filter((m) => m.id.startsWith('blocking@'));
    expect(blocking).toHaveLength(2);
    expect(blocking[0]?.code).toContain("if (reset) q = 4'd0;");
  });

  it('keeps to the limit with an even, repeatable spread', () => {
    const few = generateMutants(counter, { reset: 'reset', limit: 5 });
    expect(few).toHaveLength(5);
    expect(generateMutants(counter, { reset: 'reset', limit: 5 }).map((m) => m.id)).toEqual(few.map((m) => m.id));
  });
});
