// category: 时序
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input            sin,
  output reg [3:0] q
);
  reg sin_r;
  always @(posedge clk) begin
    sin_r <= sin;
    if (reset) q <= 4'd0;
    else if (en) q <= {q[2:0], sin_r};
  end
endmodule
