// A register on the falling edge with an asynchronous active-high preset.
module neg_flop(input clk, input set, input [3:0] d, output reg [3:0] q);
  always @(negedge clk or posedge set)
    if (set) q <= 4'hF;
    else q <= d;
endmodule
