// category: 功能
// mutant operator@9:44: 第 9 行：运算符 + 改为 -
// 4 位加法器：{cout, sum} = a + b + cin。
module TopModule(
  input  [3:0] a,
  input  [3:0] b,
  input        cin,
  output [3:0] sum,
  output       cout
);
  assign {cout, sum} = a + b - cin;
endmodule
