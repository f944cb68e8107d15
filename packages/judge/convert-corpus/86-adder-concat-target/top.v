// Coverage corpus (issue 27): assign {cout, sum} = a + b + cin;
module TopModule(input [7:0] a, input [7:0] b, input cin, output [7:0] sum, output cout);
  assign {cout, sum} = a + b + cin;
endmodule
