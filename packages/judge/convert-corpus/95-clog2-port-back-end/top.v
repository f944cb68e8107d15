// Coverage corpus (issue 27): $clog2(DEPTH) in a port's range (the grammar cannot read it: ours falls back); the back end's VHDL proven
module TopModule #(parameter DEPTH = 16) (input clk, input reset, output reg [$clog2(DEPTH)-1:0] ptr);
  always @(posedge clk)
    if (reset) ptr <= 0;
    else ptr <= ptr + 1'b1;
endmodule
