// Forces the design's output so every design "passes": refused.
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  initial begin
    force q = 4'd0;
    #20 $finish;
  end
endmodule
