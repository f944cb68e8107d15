module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  reg r = 0;
  always r = ~r;
  assign {cout, sum} = a + b;
endmodule
