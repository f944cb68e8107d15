// Asks the command line which design it drives: refused.
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  initial begin
    if ($test$plusargs("reference")) $display("reference");
    #20 $finish;
  end
endmodule
