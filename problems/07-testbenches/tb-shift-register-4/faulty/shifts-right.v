// category: 顺序
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input            sin,
  output reg [3:0] q
);
  always @(posedge clk) begin
    if (reset) q <= 4'd0;
    else if (en) q <= {sin, q[3:1]};
  end
endmodule
