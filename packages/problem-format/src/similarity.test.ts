import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalHashes, fingerprint, similarity, similarPairs, SIMILARITY_THRESHOLD, unionOf, withoutHashes } from './similarity.ts';

const bank = (file: string) => readFileSync(new URL(`../../../problems/01-basics/mux-4to1/${file}`, import.meta.url), 'utf8');
const reference = bank('reference.v'); // a case statement
const template = bank('template.v');

const HEADER = `module TopModule(
    input      [7:0] a,
    input      [7:0] b,
    input      [7:0] c,
    input      [7:0] d,
    input      [1:0] sel,
    output     [7:0] out
);`;

/** A student's own solution: two 2:1 stages of ?: with named intermediate wires. */
const twoStages = `${HEADER}
    // first pick within each pair, then between the pairs
    wire [7:0] low_pair;
    wire [7:0] high_pair;
    assign low_pair  = sel[0] ? b : a;
    assign high_pair = sel[0] ? d : c;
    assign out = sel[1] ? high_pair : low_pair;
endmodule
`;

/** The same, renamed, re-commented, reformatted and its independent items reordered. */
const disguised = `module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d,
  input [1:0] sel, output [7:0] out);
/* stage 2 */ assign out = sel[1]
    ? upper
    : lower;
wire [7:0] upper;   // the c/d half
assign upper = sel[ 0 ] ? d : c;
wire [7:0] lower; assign lower = sel[0]?b:a;
endmodule`;

/** An independent solution in a third style: one chained ?: comparing sel with constants. */
const chained = `${HEADER}
    assign out = (sel == 2'd0) ? a :
                 (sel == 2'd1) ? b :
                 (sel == 2'd2) ? c : d;
endmodule
`;

const excluded = (...sources: string[]) => unionOf(sources.map(fingerprint));
const score = (x: string, y: string, without = excluded(template)) =>
  similarity(withoutHashes(fingerprint(x), without), withoutHashes(fingerprint(y), without));

describe('similarity fingerprints', () => {
  it('sees through names, comments, layout and the order of module items', () => {
    expect(canonicalHashes(disguised)).toEqual(canonicalHashes(twoStages));
    expect(score(twoStages, disguised)).toBe(1);
    expect(score(twoStages, disguised, excluded(template, reference))).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
  });

  it('keeps numbers by value: the same constant in hex or binary is the same token', () => {
    const hex = canonicalHashes("module m(output [7:0] y); assign y = 8'hF0; endmodule");
    expect(canonicalHashes("module m(output [7:0] y); assign y = 8'b1111_0000; endmodule")).toEqual(hex);
    expect(canonicalHashes("module m(output [7:0] y); assign y = 8'hF1; endmodule")).not.toEqual(hex);
  });

  it('scores independent correct solutions of a problem low', () => {
    // The bank's reference (a case statement), and two students' own styles.
    for (const [x, y] of [
      [reference, twoStages],
      [reference, chained],
      [twoStages, chained],
    ] as const)
      expect(score(x, y)).toBeLessThan(SIMILARITY_THRESHOLD / 2);
  });

  it('takes out what the template gives: two students alike only in the header they were given are not flagged', () => {
    const ifElse = template.replace('// 在这里写你的代码', 'always @(*) if (sel[1]) out = sel[0] ? d : c; else out = sel[0] ? b : a;');
    const defaults = template.replace(
      '// 在这里写你的代码',
      "always @(*) begin out = a; if (sel == 2'd1) out = b; if (sel == 2'd2) out = c; if (sel == 2'd3) out = d; end",
    );
    // Compared whole, a third of their fingerprints are shared — all of them the template's header.
    expect(similarity(fingerprint(ifElse), fingerprint(defaults))).toBeGreaterThan(0.3);
    expect(score(ifElse, defaults)).toBeLessThan(SIMILARITY_THRESHOLD / 4);
  });

  it('reports the copied pair alone, best first, the reference and template excluded', () => {
    const pairs = similarPairs([chained, twoStages, reference, disguised], [template, reference]);
    expect(pairs).toEqual([{ a: 1, b: 3, score: 1 }]);
  });

  it('is linear: a source at the cap fingerprints in well under a second', () => {
    const big = `module m(input a, output y);\n${"assign y = a & a | a ^ 1'b1;\n".repeat(2200)}endmodule`.slice(0, 65_536);
    const started = performance.now();
    expect(fingerprint(big).hashes.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('declared roles', () => {
  it('name a port by its direction, whatever type follows, and tell inputs from outputs', () => {
    // Swapping which port is read and which is written is another design, not a renaming.
    const forward = canonicalHashes('module m(input [3:0] a, output reg [3:0] y); always @(*) y = a; endmodule');
    const renamed = canonicalHashes('module m(input [3:0] p, output reg [3:0] q); always @(*) q = p; endmodule');
    const backward = canonicalHashes('module m(input [3:0] a, output reg [3:0] y); always @(*) a = y; endmodule');
    expect(renamed).toEqual(forward);
    expect(backward).not.toEqual(forward);
  });
});
