// category: 顺序
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input      [7:0] d,
  output reg [7:0] q
);
  always @(posedge clk or posedge reset) begin
    if (en) q <= d;
    else if (reset) q <= 8'd0;
  end
endmodule
