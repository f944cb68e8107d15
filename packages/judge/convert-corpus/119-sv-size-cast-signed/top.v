// Coverage corpus (issue 27): 8'(a) of a signed input sign-extends; 3'(a + b)
module TopModule(input logic signed [3:0] a, input logic [3:0] b, output logic [7:0] sx, output logic [7:0] zx, output logic [2:0] low);
  assign sx = 8'(a);
  assign zx = 8'(b);
  assign low = 3'(a + b);
endmodule
