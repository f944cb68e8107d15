module TopModule(input clk, input reset, input en, output reg [3:0] q);
  initial q = 0;
  always @(posedge clk) if (en) q <= q + 4'd1;
endmodule
