// category: 时序
module TopModule(
  input      clk,
  input      reset,
  input      in,
  output     pulse
);
  reg prev;
  always @(posedge clk) begin
    if (reset) prev <= 1'b0;
    else prev <= in;
  end
  assign pulse = in & ~prev;
endmodule
