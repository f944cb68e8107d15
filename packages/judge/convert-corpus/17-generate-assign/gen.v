module gen(input [3:0] a, output [3:0] y);
  wire [3:0] g;
  genvar i;
  generate for (i = 0; i < 4; i = i + 1) begin : inv
    assign g[i] = ~a[i];
  end endgenerate
  assign y = g;
endmodule
