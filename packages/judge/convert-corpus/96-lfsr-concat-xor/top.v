// Coverage corpus (issue 27): Galois LFSR {q[0], q[4], q[3] ^ q[0], …}: a concatenation of expressions (once written without parentheses around xor, refuted by the proof; now parenthesised)
module TopModule(input clk, input reset, output reg [4:0] q);
  always @(posedge clk)
    if (reset) q <= 5'h1;
    else q <= {q[0], q[4], q[3] ^ q[0], q[2], q[1]};
endmodule
