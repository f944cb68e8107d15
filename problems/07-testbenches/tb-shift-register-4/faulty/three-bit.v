// category: 位宽
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input            sin,
  output     [3:0] q
);
  reg [2:0] r;
  always @(posedge clk) begin
    if (reset) r <= 3'd0;
    else if (en) r <= {r[1:0], sin};
  end
  assign q = {1'b0, r};
endmodule
