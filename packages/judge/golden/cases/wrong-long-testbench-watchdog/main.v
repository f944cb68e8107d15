// One tap missing (bit 22): the sequences part after a few cycles out of reset.
module TopModule (input clk, input reset, output reg [31:0] q);
  always @(posedge clk)
    if (reset) q <= 32'h1;
    else q <= {q[0], q[31:3], q[2] ^ q[0], q[1] ^ q[0]};
endmodule
