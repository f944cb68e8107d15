// category: 复位
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input      [7:0] d,
  output reg [7:0] q
);
  always @(posedge clk) begin
    if (reset) q <= 8'd0;
    else if (en) q <= d;
  end
endmodule
