// The large VCD of the waveform benchmarks, made in the same run by Icarus Verilog from a design of
// our own: 24 lanes of a 16-bit LFSR with a counter, a parity bit, a nibble select and a tap, all
// changing every clock, under nested scopes (bank.lane[k].u), plus a 32-bit accumulator.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Clock cycles simulated: about 50 MB of VCD with Icarus 11 (1.9 kB per cycle). */
export const BANK_CYCLES = Number(process.env.BENCH_VCD_CYCLES ?? 26_000);

const design = (cycles: number) => `
module lfsr_lane #(parameter [15:0] SEED = 16'hACE1, parameter integer SELECT = 0) (
  input clk, input rst,
  output reg [15:0] state, output reg [7:0] count, output tap, output reg odd, output reg [3:0] nib);
  assign tap = state[0] ^ state[2];
  always @(posedge clk) begin
    if (rst) begin state <= SEED; count <= 8'd0; odd <= 1'b0; nib <= 4'bx; end
    else begin
      state <= {state[0] ^ state[2] ^ state[3] ^ state[5], state[15:1]};
      count <= count + 8'd1;
      odd <= ^state;
      nib <= state[SELECT+3 -: 4];
    end
  end
endmodule

module bank;
  reg clk = 1'b0;
  reg rst = 1'b1;
  always #5 clk = ~clk;
  genvar g;
  generate for (g = 0; g < 24; g = g + 1) begin : lane
    wire [15:0] state; wire [7:0] count; wire tap; wire odd; wire [3:0] nib;
    lfsr_lane #(.SEED(16'hACE1 + g * 16'h1357), .SELECT(g % 12)) u (
      .clk(clk), .rst(rst), .state(state), .count(count), .tap(tap), .odd(odd), .nib(nib));
  end endgenerate
  reg [31:0] acc = 0;
  always @(posedge clk) if (!rst) acc <= acc + lane[0].state + lane[1].state;
  initial begin
    $dumpfile("bank.vcd");
    $dumpvars(0, bank);
    #20 rst = 1'b0;
    #(${cycles} * 10) $finish;
  end
endmodule
`;

/** Simulates the bank in a fresh temporary directory; returns the VCD's path and a clean-up. */
export function makeBankVcd(cycles = BANK_CYCLES): { file: string; bytes: number; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-wave-bench-'));
  fs.writeFileSync(path.join(dir, 'bank.v'), design(cycles));
  execFileSync('iverilog', ['-o', 'bank.vvp', 'bank.v'], { cwd: dir });
  execFileSync('vvp', ['-n', 'bank.vvp'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const file = path.join(dir, 'bank.vcd');
  return { file, bytes: fs.statSync(file).size, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
