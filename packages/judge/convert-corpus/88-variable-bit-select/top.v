// Coverage corpus (issue 27): in[sel] on a 256-bit vector
module TopModule(input [255:0] in, input [7:0] sel, output out);
  assign out = in[sel];
endmodule
