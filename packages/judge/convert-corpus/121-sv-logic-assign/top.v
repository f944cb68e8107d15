// Coverage corpus (issue 27): a logic driven by assign, compared with '0
module TopModule(input logic [3:0] a, input logic [3:0] b, output logic [4:0] s, output logic zero);
  logic [4:0] sum;
  assign sum = a + b;
  assign s = sum;
  assign zero = (sum == '0);
endmodule
