// category: 时序
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input      [7:0] d,
  output reg [7:0] q
);
  always @(negedge clk or posedge reset) begin
    if (reset) q <= 8'd0;
    else if (en) q <= d;
  end
endmodule
