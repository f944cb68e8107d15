// category: 位宽
module TopModule(
  input  [3:0] a,
  input  [3:0] b,
  input        cin,
  output [3:0] sum,
  output       cout
);
  wire [3:0] total = a + b + cin;
  assign {cout, sum} = total;
endmodule
