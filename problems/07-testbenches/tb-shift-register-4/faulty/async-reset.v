// category: 复位
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input            sin,
  output reg [3:0] q
);
  always @(posedge clk or posedge reset) begin
    if (reset) q <= 4'd0;
    else if (en) q <= {q[2:0], sin};
  end
endmodule
