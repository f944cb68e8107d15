module pow(input [3:0] a, output [7:0] y);
  assign y = a ** 2;
endmodule
