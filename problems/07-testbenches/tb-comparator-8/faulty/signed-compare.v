// category: 功能
module TopModule(
  input  [7:0] a,
  input  [7:0] b,
  output       lt,
  output       eq,
  output       gt
);
  assign lt = ($signed(a) < $signed(b));
  assign eq = (a == b);
  assign gt = ($signed(a) > $signed(b));
endmodule
