// Reports a failure and then claims success on every design: any failure reported on the
// correct design fails the testbench, whatever else it prints.
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    $error("pretending something is wrong");
    $display("PASS: all checks passed");
    $finish;
  end
endmodule
