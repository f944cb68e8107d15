// category: 复位
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input            sin,
  output reg [3:0] q
);
  always @(posedge clk) begin
    if (reset) q[1:0] <= 2'd0;
    else if (en) q <= {q[2:0], sin};
  end
endmodule
