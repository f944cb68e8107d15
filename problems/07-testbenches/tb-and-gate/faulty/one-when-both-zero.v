// category: 边界值
module TopModule(input a, input b, output y);
  assign y = (a & b) | (~a & ~b);
endmodule
