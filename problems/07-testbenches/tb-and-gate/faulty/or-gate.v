// category: 功能
module TopModule(input a, input b, output y);
  assign y = a | b;
endmodule
