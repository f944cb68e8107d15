// Spins in zero simulated time: the testbench never reaches its end.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  integer i;
  always @(a) for (i = 0; i >= 0; i = i + 0) ;
  assign {cout, sum} = a + b;
endmodule
