module r(input [3:0] a, output [3:0] y);
  real k;
  assign y = a;
endmodule
