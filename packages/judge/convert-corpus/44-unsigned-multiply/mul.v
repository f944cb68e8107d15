// An 8 x 8 unsigned multiplier with a 16-bit product.
module mul8(input [7:0] a, input [7:0] b, output [15:0] p);
  assign p = a * b;
endmodule
