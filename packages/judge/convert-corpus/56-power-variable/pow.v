// A power with a variable exponent and base: neither we nor the back end write it; refused, named.
module powv(input [3:0] a, input [1:0] b, output [7:0] y);
  assign y = a ** b;
endmodule
