/**
 * Verilator's lint output as diagnostics: warnings on the project's files become diagnostics on
 * the learner's path, line and column with the Chinese explanation of their code (or family);
 * continuation lines, errors and warnings on other paths stay in the log.
 */
import { describe, expect, it } from 'vitest';
import { explainLintCode, LINT_EXPLANATIONS, lintDiagnostics } from './lint.ts';

const LOG = `%Warning-WIDTHTRUNC: /in/src/f0.v:4:30: Operator ASSIGN expects 4 bits on the Assign RHS, but Assign RHS's VARREF 'wide' generates 8 bits.
                                : ... In instance tb.c
    4 |   always @* begin if (rst) q = wide; end
      |                              ^
%Warning-UNUSEDSIGNAL: /in/src/f1.v:3:14: Signal is not used: 'q'
%Warning-SYNCASYNCNET: /in/src/f0.v:9:2: Signal flopped as both synchronous and async: 'rst'
%Warning-WIDTH: /usr/share/verilator/include/x.v:1:1: not ours
%Error: /in/src/f1.v:7:3: syntax error, unexpected endmodule
%Error: Exiting due to 1 error(s), 4 warning(s)
`;

describe('lint diagnostics', () => {
  it('maps warnings on the project`s files to the learner`s names with Chinese explanations', () => {
    const files = { '/in/src/f0.v': 'rtl/counter.v', '/in/src/f1.v': 'tb.v' };
    expect(lintDiagnostics(LOG, files)).toEqual([
      {
        file: 'rtl/counter.v',
        line: 4,
        column: 30,
        severity: 'warning',
        text: `WIDTHTRUNC：${LINT_EXPLANATIONS.WIDTH!.text}（Operator ASSIGN expects 4 bits on the Assign RHS, but Assign RHS's VARREF 'wide' generates 8 bits.）`,
      },
      {
        file: 'tb.v',
        line: 3,
        column: 14,
        severity: 'warning',
        text: `UNUSEDSIGNAL：${LINT_EXPLANATIONS.UNUSED!.text}（Signal is not used: 'q'）`,
      },
      {
        file: 'rtl/counter.v',
        line: 9,
        column: 2,
        severity: 'warning',
        text: "SYNCASYNCNET：Signal flopped as both synchronous and async: 'rst'",
      },
    ]);
  });

  it('explains the common codes the brief names, each with a reason', () => {
    for (const code of ['WIDTH', 'MULTIDRIVEN', 'LATCH', 'UNDRIVEN', 'UNUSED', 'BLKSEQ', 'CASEINCOMPLETE']) {
      expect(explainLintCode(code)?.text, code).toMatch(/[\u4e00-\u9fff]/);
      expect(explainLintCode(code)?.why.length, code).toBeGreaterThan(20);
    }
    expect(explainLintCode('WIDTHEXPAND')).toBe(LINT_EXPLANATIONS.WIDTH);
    expect(explainLintCode('DECLFILENAME')).toBeUndefined();
  });
});
