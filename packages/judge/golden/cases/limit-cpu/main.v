// Burns CPU inside one time step; the CPU limit ends it before the wall clock does.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  reg [31:0] r;
  always @(a) begin : spin integer i; for (i = 0; i < 2000000000; i = i + 1) r = r + 1; end
  assign {cout, sum} = a + b;
endmodule
