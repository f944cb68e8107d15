// A 32-bit Galois LFSR (taps 32, 22, 2, 1), synchronous active-high reset to 1.
module TopModule (input clk, input reset, output reg [31:0] q);
  always @(posedge clk)
    if (reset) q <= 32'h1;
    else q <= {q[0], q[31:23], q[22] ^ q[0], q[21:3], q[2] ^ q[0], q[1] ^ q[0]};
endmodule
