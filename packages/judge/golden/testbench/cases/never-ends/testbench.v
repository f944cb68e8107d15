// Forgets $finish: the clock runs for ever.
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
endmodule
