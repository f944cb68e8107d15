// Coverage corpus (issue 27): Verilog-1995 functions with for loops (the grammar cannot read them: ours falls back, named in the log); the back end's VHDL proven
module TopModule(input [7:0] a, output [7:0] rev, output [3:0] ones);
  function [7:0] reverse;
    input [7:0] x;
    integer i;
    begin
      for (i = 0; i < 8; i = i + 1) reverse[i] = x[7 - i];
    end
  endfunction
  function [3:0] popcount;
    input [7:0] x;
    integer i;
    begin
      popcount = 0;
      for (i = 0; i < 8; i = i + 1) popcount = popcount + x[i];
    end
  endfunction
  assign rev = reverse(a);
  assign ones = popcount(a);
endmodule
