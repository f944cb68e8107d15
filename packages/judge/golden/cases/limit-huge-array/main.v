// 64 M words of 64 bits: far beyond the address-space limit.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  reg [63:0] mem [0:(1<<26)-1];
  integer i;
  initial for (i = 0; i < (1<<26); i = i + 1) mem[i] = i;
  assign {cout, sum} = a + b;
endmodule
