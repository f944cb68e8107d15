// The preprocessor pastes a directive together; the compile preprocesses its output again.
`define M(x) x
`M(`)include "/in/reference.v"
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = a + b;
endmodule
