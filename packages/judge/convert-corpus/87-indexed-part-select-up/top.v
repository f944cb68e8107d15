// Coverage corpus (issue 27): in[sel*4 +: 4] (VerilogEval mux256to1v): a shift of the vector, never an out-of-range slice
module TopModule(input [1023:0] in, input [7:0] sel, output [3:0] out);
  assign out = in[sel*4 +: 4];
endmodule
