// category: 顺序
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input            sin,
  output reg [3:0] q
);
  always @(posedge clk) begin
    if (reset) q = 4'd0;
    else if (en) begin
      q[0] = sin;
      q[1] = q[0];
      q[2] = q[1];
      q[3] = q[2];
    end
  end
endmodule
