module top(input clk, input rst, input [5:0] d, output [5:0] q);
  dreg #(.W(6)) r(.clk(clk), .rst(rst), .d(d), .q(q));
endmodule
