// category: 位宽
module TopModule(
  input  [7:0] a,
  input  [7:0] b,
  output       lt,
  output       eq,
  output       gt
);
  wire [7:0] diff = a - b;
  assign lt = diff[7];
  assign eq = (diff == 8'd0);
  assign gt = ~diff[7] & (diff != 8'd0);
endmodule
