// Brings its own design under the tested name, so every run would test it instead: refused.
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  initial #20 $finish;
endmodule
module Counter(input clk, input reset, input en, output [3:0] q);
  assign q = 4'd0;
endmodule
