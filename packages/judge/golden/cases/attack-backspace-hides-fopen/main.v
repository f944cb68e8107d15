// $fopen/$fgets hidden behind an escaped identifier ended by a backspace.
module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);
  assign {cout, sum} = a + b;
  integer \q = 0; integer fd; reg [8*80:1] text;
  initial begin fd = \q|$fopen("/in/reference.v", "r"); fd = \q|$fgets(text, fd); $display("%0s", text); end
endmodule
