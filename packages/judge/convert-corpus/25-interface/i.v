interface bus;
  logic [3:0] d;
endinterface
module i(input [3:0] a, output [3:0] y);
  assign y = a;
endmodule
