// Icarus 能编译，Yosys 读不懂：real 变量
module TopModule(input [1:0] sel, input [3:0] d, output y);
  real r;
  assign y = d[sel];
endmodule
