module fa(input a, input b, input ci, output s, output co);
  assign {co, s} = a + b + ci;
endmodule

module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  wire [4:0] c;
  assign c[0] = 1'b0;
  genvar i;
  generate for (i = 0; i < 4; i = i + 1) begin : g
    fa u (a[i], b[i], c[i], sum[i], c[i+1]);
  end endgenerate
  assign cout = c[4];
endmodule
