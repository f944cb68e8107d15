// Reads a signal inside the design by a hierarchical name: refused.
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  initial begin
    #10 if (dut.count !== 3'd0) $error("peeked");
    $finish;
  end
endmodule
