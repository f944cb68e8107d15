module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(negedge clk) if (reset) q <= 0; else if (en) q <= q + 1;
endmodule
