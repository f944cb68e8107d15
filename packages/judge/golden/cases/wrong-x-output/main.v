// A register that is never assigned stays X.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  reg [3:0] r;
  assign sum = r;
  assign cout = ((a + b) > 15);
endmodule
