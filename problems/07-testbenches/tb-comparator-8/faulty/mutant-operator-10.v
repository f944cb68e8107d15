// category: 功能
// mutant operator@10:43: 第 10 行：运算符 == 改为 !=
// 8 位无符号比较器：lt、eq、gt 恰有一个为 1。
module TopModule(
  input  [7:0] a,
  input  [7:0] b,
  output       lt,
  output       eq,
  output       gt
);
  assign lt = (a < b);
  assign eq = (a != b);
  assign gt = (a > b);
endmodule
