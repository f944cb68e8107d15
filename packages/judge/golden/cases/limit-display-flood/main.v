module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  always @(a) repeat (100000) $display("spam spam spam spam spam spam spam spam");
  assign {cout, sum} = a + b;
endmodule
