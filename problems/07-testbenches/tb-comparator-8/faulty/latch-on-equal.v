// category: 边界值
module TopModule(
  input      [7:0] a,
  input      [7:0] b,
  output reg       lt,
  output reg       eq,
  output reg       gt
);
  always @(*) begin
    eq = (a == b);
    if (a < b) begin
      lt = 1'b1;
      gt = 1'b0;
    end else if (a > b) begin
      lt = 1'b0;
      gt = 1'b1;
    end
  end
endmodule
