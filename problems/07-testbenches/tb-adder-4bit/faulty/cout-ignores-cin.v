// category: 边界值
module TopModule(
  input  [3:0] a,
  input  [3:0] b,
  input        cin,
  output [3:0] sum,
  output       cout
);
  wire [4:0] ab = a + b;
  assign sum  = a + b + cin;
  assign cout = ab[4];
endmodule
