// Coverage corpus (issue 27): Verilog-1995 header, output [3:0] q; then reg [3:0] q;
module counter(clk, reset, q);
  input clk;
  input reset;
  output [3:0] q;
  reg [3:0] q;
  always @(posedge clk)
    if (reset) q <= 0;
    else q <= q + 1;
endmodule
