module edge_det(input clk, input rst, input x, output y);
  reg prev;
  always @(posedge clk)
    if (rst) prev <= 1'b0;
    else prev <= x;
  assign y = x & ~prev;
endmodule
