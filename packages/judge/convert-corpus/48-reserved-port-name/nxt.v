// A port named `next`, a VHDL reserved word: our translator keeps names and refuses it; the back end makes it a buffer port.
module stepper(input clk, input rst, output reg [2:0] cur, output [2:0] next);
  assign next = cur + 3'd1;
  always @(posedge clk)
    if (rst) cur <= 3'd0;
    else cur <= next;
endmodule
