// Coverage corpus (issue 27): wire [7:0] x = a ^ b; declarations with a value
module TopModule(input [7:0] a, input [7:0] b, output [7:0] y, output z);
  wire [7:0] x = a ^ b;
  wire any = |x;
  assign y = ~x;
  assign z = any;
endmodule
