module rf(input clk, input we, input [1:0] wa, input [7:0] wd, input [1:0] ra, output [7:0] rd);
  reg [7:0] regs [0:3];
  always @(posedge clk)
    if (we) regs[wa] <= wd;
  assign rd = regs[ra];
endmodule
