// category: 使能
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input            sin,
  output reg [3:0] q
);
  always @(posedge clk) begin
    if (reset) q <= 4'd0;
    else q <= {q[2:0], sin};
  end
endmodule
