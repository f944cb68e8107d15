// The model testbench with a second instance of the design, held in reset with the enable on:
// two instances are allowed, and the second one's output must stay 0.
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer seed = 7, cycle;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  wire [3:0] held;
  Counter second(.clk(clk), .reset(1'b1), .en(1'b1), .q(held));
  always #5 clk = ~clk;
  task check;
    if (q !== expected) $error("cycle %0d: q = %0d, expected %0d", cycle, q, expected);
    if (cycle > 0 && held !== 4'd0) $error("the instance held in reset counts: %0d", held);
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
