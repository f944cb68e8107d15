// category: 时序
module TopModule(
  input      clk,
  input      reset,
  input      in,
  output reg pulse
);
  reg prev, prev2;
  always @(posedge clk) begin
    if (reset) begin
      prev  <= 1'b0;
      prev2 <= 1'b0;
      pulse <= 1'b0;
    end else begin
      prev  <= in;
      prev2 <= prev;
      pulse <= prev & ~prev2;
    end
  end
endmodule
