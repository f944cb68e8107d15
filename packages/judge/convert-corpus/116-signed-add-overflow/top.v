// Coverage corpus (issue 27): signed addition with overflow from a signed wire
module TopModule(input signed [7:0] a, input signed [7:0] b, output signed [8:0] sum, output overflow);
  wire signed [7:0] s8 = a + b;
  assign sum = a + b;
  assign overflow = (a[7] == b[7]) && (s8[7] != a[7]);
endmodule
