/**
 * The proof's co-simulation on its own (cosim.ts): the plan's phases from power-up, the comparison
 * rule for unknowns, and hand-written VHDL that differs from its Verilog only where the old proof did
 * not look — before the first clock edge (a lost initial value), between a reset and the next edge
 * (an asynchronous reset written as synchronous), and at the edge itself (a latch posing as a
 * flip-flop). Icarus and GHDL run here directly on the two testbenches, outside the jail; the jailed
 * composition is the corpus test's (corpus.test.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareRuns,
  planCosim,
  POWER_UP_CYCLES,
  RESET_CYCLES,
  vectorsFile,
  verilogTestbench,
  vhdlTestbench,
  type CosimPlan,
} from './cosim.ts';
import type { VhdlPort } from './ports.ts';

function port(name: string, direction: 'in' | 'out', width = 1): VhdlPort {
  const vector = width > 1;
  return {
    name,
    vhdlName: name,
    direction,
    type: vector ? 'std_logic_vector' : 'std_logic',
    width,
    typeText: vector ? `std_logic_vector(${width - 1} downto 0)` : 'std_logic',
  };
}

const COUNTER_PORTS = [port('clk', 'in'), port('rst', 'in'), port('en', 'in'), port('q', 'out', 8)];

/** Both testbenches on the same plan, both simulators, the comparison. */
function cosimulate(verilog: string, vhdl: string, ports: VhdlPort[], top: string) {
  const plan = planCosim(ports, [verilog], 20_261_127) as CosimPlan;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-cosim-'));
  try {
    const vectors = path.join(dir, 'vectors.txt');
    fs.writeFileSync(vectors, vectorsFile(plan));
    fs.writeFileSync(path.join(dir, 'tb.v'), verilogTestbench(plan, top, vectors));
    fs.writeFileSync(path.join(dir, 'dut.v'), verilog);
    fs.writeFileSync(path.join(dir, 'tb.vhd'), vhdlTestbench(plan, top, vectors));
    fs.writeFileSync(path.join(dir, 'dut.vhd'), vhdl);
    const run = (argv: string[]) => execFileSync(argv[0]!, argv.slice(1), { cwd: dir, stdio: 'pipe' }).toString('utf8');
    run(['iverilog', '-g2012', '-o', 'sim.vvp', 'tb.v', 'dut.v']);
    const verilogLog = run(['vvp', '-n', 'sim.vvp']);
    run(['ghdl', '-a', '--std=08', `--workdir=${dir}`, 'dut.vhd', 'tb.vhd']);
    const vhdlLog = run(['ghdl', '--elab-run', '--std=08', `--workdir=${dir}`, 'vd_cosim']);
    return { plan, ...compareRuns(plan, verilogLog, vhdlLog) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const VHDL_HEAD = 'library ieee;\nuse ieee.std_logic_1164.all;\nuse ieee.numeric_std.all;\n';

/** An 8-bit counter with a synchronous reset, its register's initial value given as `init` (or none). */
function counterVhdl(init: string): string {
  return `${VHDL_HEAD}
entity cnt is
  port (clk : in std_logic; rst : in std_logic; en : in std_logic; q : out std_logic_vector(7 downto 0)${init});
end entity;
architecture rtl of cnt is
begin
  process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' then q <= (others => '0');
      elsif en = '1' then q <= std_logic_vector(unsigned(q) + 1);
      end if;
    end if;
  end process;
end architecture;
`;
}

const COUNTER_WITH_INITIAL = `module cnt(clk, rst, en, q);
  input clk, rst, en;
  output [7:0] q;
  reg [7:0] q;
  initial q = 8'h0;
  always @(posedge clk)
    if (rst) q <= 8'h00;
    else if (en) q <= q + 8'h01;
endmodule
`;

describe('the co-simulation proof', () => {
  it('plans power-up cycles, a reset released on an edge and one released between edges', () => {
    const plan = planCosim(COUNTER_PORTS, ['always @(posedge clk)'], 1) as CosimPlan;
    expect(plan.method).toBe('clocked');
    const resetBit = (k: number) => plan.vectors[k]![0];
    // Power-up: the reset inactive, so initial values are seen before anyone resets the registers.
    for (let k = 0; k < POWER_UP_CYCLES; k++) expect(resetBit(k)).toBe('0');
    for (let k = POWER_UP_CYCLES; k < POWER_UP_CYCLES + RESET_CYCLES; k++) expect(resetBit(k)).toBe('1');
    const released = POWER_UP_CYCLES + RESET_CYCLES;
    expect(plan.atEdge[released]).toBe(true);
    const betweenEdges = plan.vectors.findIndex(
      (v, k) => k > released && plan.vectors[k - 1]![0] === '1' && v[0] === '0' && !plan.atEdge[k],
    );
    expect(betweenEdges).toBeGreaterThan(released);
    expect(plan.atEdge.filter(Boolean).length).toBeGreaterThan(100);
  });

  it('refutes a VHDL that lost a register initial value, at the first sample, before any clock edge', () => {
    const lost = cosimulate(COUNTER_WITH_INITIAL, counterVhdl(''), COUNTER_PORTS, 'cnt');
    expect(lost.incomplete).toBeNull();
    expect(lost.mismatch).toMatchObject({ step: 0, time: 4, output: 'q', expected: '00000000', got: 'UUUUUUUU' });
    const kept = cosimulate(COUNTER_WITH_INITIAL, counterVhdl(" := (others => '0')"), COUNTER_PORTS, 'cnt');
    expect(kept.mismatch).toBeNull();
    expect(kept.compared).toBe(kept.plan.vectors.length);
  });

  it('compares an unknown on both sides as unknown, and a VHDL initial value the Verilog lacks as a refinement', () => {
    const noInitial = COUNTER_WITH_INITIAL.replace("  initial q = 8'h0;\n", '');
    expect(cosimulate(noInitial, counterVhdl(''), COUNTER_PORTS, 'cnt').mismatch).toBeNull();
    // A Verilog x matches anything (the existing rule): the VHDL may resolve an unknown.
    expect(cosimulate(noInitial, counterVhdl(" := (others => '0')"), COUNTER_PORTS, 'cnt').mismatch).toBeNull();
  });

  it('refutes an asynchronous reset written as a synchronous one, before the edge that follows the reset', () => {
    const verilog = `module cnt(input clk, input rst, input en, output reg [7:0] q);
  always @(posedge clk or posedge rst)
    if (rst) q <= 8'h00;
    else if (en) q <= q + 8'h01;
endmodule
`;
    const result = cosimulate(verilog, counterVhdl(''), COUNTER_PORTS, 'cnt');
    expect(result.mismatch?.output).toBe('q');
    expect(result.mismatch!.time % 10).toBe(4);
  });

  it('refutes a latch posing as a flip-flop, where inputs change at the clock edge', () => {
    const ports = [port('clk', 'in'), port('d', 'in', 4), port('q', 'out', 4)];
    const verilog = 'module dff(input clk, input [3:0] d, output reg [3:0] q);\n  always @(posedge clk) q <= d;\nendmodule\n';
    const latch = `${VHDL_HEAD}
entity dff is
  port (clk : in std_logic; d : in std_logic_vector(3 downto 0); q : out std_logic_vector(3 downto 0));
end entity;
architecture rtl of dff is
begin
  process (clk, d)
  begin
    if clk = '1' then q <= d; end if;
  end process;
end architecture;
`;
    const result = cosimulate(verilog, latch, ports, 'dff');
    expect(result.mismatch).not.toBeNull();
    expect(result.plan.atEdge[result.mismatch!.step]).toBe(true);
  });

  it('holds a VHDL unknown against a Verilog 0 or 1 as a mismatch, and a Verilog x against anything as agreement', () => {
    const plan = planCosim([port('a', 'in'), port('y', 'out', 2)], [''], 1) as CosimPlan;
    const verilog = (y: string) => `0 ${y}\n1 ${y}\n`;
    expect(compareRuns(plan, verilog('x1'), verilog('U1')).mismatch).toBeNull();
    expect(compareRuns(plan, verilog('01'), verilog('U1')).mismatch).toMatchObject({ expected: '01', got: 'U1' });
    expect(compareRuns(plan, verilog('01'), verilog('X1')).mismatch).not.toBeNull();
    expect(compareRuns(plan, verilog('01'), verilog('L1')).mismatch).toBeNull();
  });
});
