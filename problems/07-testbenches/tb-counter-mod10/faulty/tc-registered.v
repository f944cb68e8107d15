// category: 时序
module TopModule(
  input            clk,
  input            reset,
  input            en,
  output reg [3:0] q,
  output reg       tc
);
  always @(posedge clk) begin
    if (reset) begin
      q  <= 4'd0;
      tc <= 1'b0;
    end else begin
      tc <= en && (q == 4'd9);
      if (en) q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
    end
  end
endmodule
