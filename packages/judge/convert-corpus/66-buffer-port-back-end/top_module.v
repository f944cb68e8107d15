// Design 65 with a wire named t__x (two underscores in a row, which VHDL forbids), so Icarus's back
// end converts it: the output read back inside the module becomes a `buffer` port, which the proof
// reads as the output it is (it once refused it as a two-way port).
module TopModule(input clk, input reset, input [7:0] in, output [7:0] out, output reg [3:0] count);
  wire [7:0] t__x;
  assign t__x = {in[3:0], in[7:4]} ^ {4'd0, count};
  assign out = t__x;
  always @(posedge clk)
    if (reset) count <= 4'd0;
    else if (out[0]) count <= count + 4'd1;
endmodule
