// Coverage corpus (issue 27): size casts 8'(a) (widen) and 4'(sum) (truncate)
module TopModule(input logic [3:0] a, input logic [3:0] b, output logic [7:0] sum, output logic [3:0] low);
  assign sum = 8'(a) + 8'(b);
  assign low = 4'(sum);
endmodule
