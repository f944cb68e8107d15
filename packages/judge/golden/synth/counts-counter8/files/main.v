module TopModule(input clk, input reset, output reg [7:0] q);
  always @(posedge clk)
    if (reset) q <= 8'd0;
    else q <= q + 8'd1;
endmodule
