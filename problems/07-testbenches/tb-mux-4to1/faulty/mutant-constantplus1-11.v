// category: 功能
// mutant constant+1@11:68: 第 11 行：常数 2'd1 改为 2'd2
// 8 位四选一：sel = 0/1/2/3 分别选 a/b/c/d。
module TopModule(
  input  [7:0] a,
  input  [7:0] b,
  input  [7:0] c,
  input  [7:0] d,
  input  [1:0] sel,
  output [7:0] out
);
  assign out = (sel == 2'd0) ? a :
               (sel == 2'd2) ? b :
               (sel == 2'd2) ? c : d;
endmodule
