// category: 时序
module TopModule(input a, input b, output reg y);
  always @(a) y = a & b;
endmodule
