// Forgot the carry out.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign sum = a + b;
  assign cout = 1'b0;
endmodule
