// category: 位宽
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input      [7:0] d,
  output     [7:0] q
);
  reg [3:0] r;
  always @(posedge clk or posedge reset) begin
    if (reset) r <= 4'd0;
    else if (en) r <= d[3:0];
  end
  assign q = {4'd0, r};
endmodule
