// VerilogEval style: ports named in and out (VHDL reserved words: our translator names them in_sig and
// out_sig, as the back end does) and an output read back inside the module (a VHDL-2008 out port).
module TopModule(input clk, input reset, input [7:0] in, output [7:0] out, output reg [3:0] count);
  assign out = {in[3:0], in[7:4]} ^ {4'd0, count};
  always @(posedge clk)
    if (reset) count <= 4'd0;
    else if (out[0]) count <= count + 4'd1;
endmodule
