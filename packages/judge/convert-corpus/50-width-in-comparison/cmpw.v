// Width rules in comparisons: a + b wraps at 8 bits inside the first comparison, not in the second.
module width_cmp(input [7:0] a, input [7:0] b, output wraps_small, output sum_big);
  assign wraps_small = (a + b) < 8'd16;
  assign sum_big = ({1'b0, a} + b) > 9'd300;
endmodule
