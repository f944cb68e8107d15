module Mux2(input a, input b, input s, output y);
  assign y = s ? b : a;
endmodule
module TopModule(input [3:0] d, input [1:0] s, output y);
  wire lo, hi;
  Mux2 m0(.a(d[0]), .b(d[1]), .s(s[0]), .y(lo));
  Mux2 m1(.a(d[2]), .b(d[3]), .s(s[0]), .y(hi));
  Mux2 m2(.a(lo), .b(hi), .s(s[1]), .y(y));
endmodule
