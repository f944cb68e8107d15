// A self-checking testbench: a model of the counter in the testbench, random enable with a seed,
// checks after every rising edge, a reset asserted between edges (it must wait for the edge),
// and enough cycles to wrap around.
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer seed = 7, cycle;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  task check;
    if (q !== expected) $error("cycle %0d: q = %0d, expected %0d", cycle, q, expected);
  endtask
  initial begin
    @(posedge clk); #1 reset = 1; @(posedge clk); #1;
    expected = 0; check;
    reset = 0;
    for (cycle = 0; cycle < 60; cycle = cycle + 1) begin
      en = (cycle < 20) ? 1 : $random(seed);
      @(posedge clk); #1;
      if (en) expected = expected + 1;
      check;
    end
    // Reset between edges: nothing may change before the next rising edge.
    @(negedge clk); reset = 1; #1; check;
    @(posedge clk); #1; expected = 0; check;
    $display("PASS");
    $finish;
  end
endmodule
