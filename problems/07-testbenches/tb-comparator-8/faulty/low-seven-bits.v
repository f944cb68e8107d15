// category: 位宽
module TopModule(
  input  [7:0] a,
  input  [7:0] b,
  output       lt,
  output       eq,
  output       gt
);
  assign lt = (a[6:0] < b[6:0]);
  assign eq = (a == b);
  assign gt = (a[6:0] > b[6:0]);
endmodule
