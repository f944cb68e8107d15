// category: 位宽
module TopModule(
  input            clk,
  input            reset,
  input            en,
  output     [3:0] q,
  output           tc
);
  reg [2:0] cnt;
  always @(posedge clk) begin
    if (reset) cnt <= 3'd0;
    else if (en) cnt <= (cnt == 4'd9) ? 3'd0 : cnt + 3'd1;
  end
  assign q  = {1'b0, cnt};
  assign tc = en && (q == 4'd9);
endmodule
