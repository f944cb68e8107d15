// 二输入与门：y = a & b。
module TopModule(input a, input b, output y);
  assign y = a & b;
endmodule
