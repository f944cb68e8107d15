// category: 功能
module TopModule(
  input  [3:0] a,
  input  [3:0] b,
  input        cin,
  output [3:0] sum,
  output       cout
);
  assign sum  = a + b + cin;
  assign cout = a[3] & b[3];
endmodule
