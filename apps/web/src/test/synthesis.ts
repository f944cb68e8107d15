// Synthesis answers for component tests: a report as the worker's `synth` job makes it (the
// contract's shape, checked by the fetch mock), and Yosys-shaped netlists of a given size.
import { emptySynthReport, type SynthReport } from '@veridojo/contracts';

/** A counter with an inferred latch: 12 cells, 4 flip-flops, 1 latch (figures as Yosys reports them). */
export const aSynthReport = (over: Partial<SynthReport> = {}): SynthReport => ({
  ...emptySynthReport('counter', 'refused'),
  status: 'success',
  message: '12 个单元、4 个触发器、1 个锁存器',
  cells: 12,
  cell_counts: { $_SDFFE_PP0P_: 4, $_DLATCH_P_: 1, $_XOR_: 2, $_NOT_: 1, $_NAND_: 1, $_XNOR_: 1, $_ANDNOT_: 2 },
  flip_flops: 4,
  latches: 1,
  latch_warnings: [
    {
      file: 'main.v',
      line: 5,
      signal: 'hold',
      text: '信号 hold 被推断为锁存器：always @(*) 块没有在每个分支中都给它赋值。请补全 else/default 分支，或在块的开头给它一个默认值。',
    },
  ],
  longest_path: 3,
  ...over,
});

/** Yosys's JSON netlist of one module `name` with `cells` AND gates (the top module). */
export function aNetlist(cells: number, name = 'counter'): string {
  const gates = Object.fromEntries(
    Array.from({ length: cells }, (_, i) => [
      `$abc$${i}`,
      {
        type: '$_AND_',
        port_directions: { A: 'input', B: 'input', Y: 'output' },
        connections: { A: [2], B: [3], Y: [4 + i] },
        attributes: {},
      },
    ]),
  );
  return JSON.stringify({
    creator: 'Yosys 0.23',
    modules: { [name]: { attributes: { top: '00000000000000000000000000000001' }, ports: {}, cells: gates, netnames: {} } },
  });
}
