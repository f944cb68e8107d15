// Coverage corpus (issue 27): in[31 - sel*4 -: 4] and in[sel[1:0]*8 +: 8]: unknown inputs at power-up give index 0, which a VHDL slice could not take
module TopModule(input [31:0] in, input [2:0] sel, output [3:0] hi, output [7:0] byte_out);
  assign hi = in[31 - sel*4 -: 4];
  assign byte_out = in[sel[1:0]*8 +: 8];
endmodule
