// category: 边界值
module TopModule(
  input  [3:0] a,
  input  [3:0] b,
  input        cin,
  output [3:0] sum,
  output       cout
);
  wire [4:0] total = a + b + cin;
  assign cout = total[4];
  assign sum  = total[4] ? 4'hF : total[3:0];
endmodule
