// category: 功能
module TopModule(
  input      clk,
  input      reset,
  input      in,
  output reg pulse
);
  reg prev;
  always @(posedge clk) begin
    if (reset) begin
      prev  <= 1'b0;
      pulse <= 1'b0;
    end else begin
      prev  <= in;
      pulse <= in;
    end
  end
endmodule
