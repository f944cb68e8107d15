// category: 功能
module TopModule(
  input      clk,
  input      reset,
  input      in,
  output reg pulse
);
  always @(posedge clk) begin
    if (reset) pulse <= 1'b0;
    else pulse <= in & ~pulse;
  end
endmodule
