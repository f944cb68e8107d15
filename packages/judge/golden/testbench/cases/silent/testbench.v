// A testbench that drives the counter and ends, but checks and prints nothing: it catches no
// faulty design, and its log says it printed nothing rather than a heading over an empty block.
module tb;
  reg clk = 0, reset = 1, en = 1;
  wire [3:0] q;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  initial begin
    #12 reset = 0;
    #100 $finish;
  end
endmodule
