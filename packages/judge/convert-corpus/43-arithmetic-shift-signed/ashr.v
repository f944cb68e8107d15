// >>> on a signed value: the back end writes a logical shift here (DESIGN.md §4); ours is proven.
module ashr(input signed [7:0] a, input [2:0] s, output signed [7:0] y);
  assign y = a >>> s;
endmodule
