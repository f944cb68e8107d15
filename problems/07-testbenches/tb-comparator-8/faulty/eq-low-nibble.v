// category: 位宽
module TopModule(
  input  [7:0] a,
  input  [7:0] b,
  output       lt,
  output       eq,
  output       gt
);
  assign lt = (a < b);
  assign eq = (a[3:0] == b[3:0]);
  assign gt = (a > b);
endmodule
