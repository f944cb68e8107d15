// category: 复位
module TopModule(
  input      clk,
  input      reset,
  input      in,
  output reg pulse
);
  reg prev;
  always @(posedge clk) begin
    prev <= in;
    if (reset) pulse <= 1'b0;
    else pulse <= in & ~prev;
  end
endmodule
