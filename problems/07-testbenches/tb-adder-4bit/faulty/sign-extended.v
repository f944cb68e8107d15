// category: 位宽
module TopModule(
  input  [3:0] a,
  input  [3:0] b,
  input        cin,
  output [3:0] sum,
  output       cout
);
  assign {cout, sum} = $signed(a) + $signed(b) + $signed({1'b0, cin});
endmodule
