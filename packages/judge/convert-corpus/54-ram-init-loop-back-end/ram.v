// Design 18 with a memory named `buf__fer` (two underscores in a row, which VHDL forbids): the back
// end converts it, drops the
// initial loop (DESIGN.md §4), and the proof refutes its VHDL.
module ram2(input clk, input we, input [1:0] a, input [3:0] d, output [3:0] q);
  reg [3:0] buf__fer [0:3];
  integer i;
  initial for (i = 0; i < 4; i = i + 1) buf__fer[i] = 4'd0;
  always @(posedge clk) if (we) buf__fer[a] <= d;
  assign q = buf__fer[a];
endmodule
