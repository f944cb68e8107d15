// Coverage corpus (issue 27): 256-to-1 multiplexer by a variable index
module TopModule(input [255:0] in, input [7:0] sel, output out);
  assign out = in[sel];
endmodule
