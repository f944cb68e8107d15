// Coverage corpus (issue 27): a 7-bit index into 100 bits (Verilog reads x beyond; a VHDL index there would stop the simulation): a shift instead
module TopModule(input [99:0] in, input [6:0] sel, input [7:0] narrow, input [2:0] k, output out, output bit3);
  assign out = in[sel];
  assign bit3 = narrow[k];
endmodule
