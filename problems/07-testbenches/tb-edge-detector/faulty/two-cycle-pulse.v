// category: 时序
module TopModule(
  input      clk,
  input      reset,
  input      in,
  output reg pulse
);
  reg prev, first;
  always @(posedge clk) begin
    if (reset) begin
      prev  <= 1'b0;
      first <= 1'b0;
      pulse <= 1'b0;
    end else begin
      prev  <= in;
      first <= in & ~prev;
      pulse <= (in & ~prev) | first;
    end
  end
endmodule
