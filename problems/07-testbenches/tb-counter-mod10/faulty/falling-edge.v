// category: 时序
module TopModule(
  input            clk,
  input            reset,
  input            en,
  output reg [3:0] q,
  output           tc
);
  always @(negedge clk) begin
    if (reset) q <= 4'd0;
    else if (en) q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
  end
  assign tc = en && (q == 4'd9);
endmodule
