// 常见错误：只检查了复位以后 match 为 0，然后送一个 101 却忘了检查，几乎什么都没测
module tb;
  reg clk = 0, reset = 1, din = 0;
  wire match;
  Detect101 dut(.clk(clk), .reset(reset), .din(din), .match(match));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #2 reset = 0;
    #4 if (match !== 1'b0) $error("match after reset = %b", match);
    @(posedge clk); #2 din = 1;
    @(posedge clk); #2 din = 0;
    @(posedge clk); #2 din = 1;
    @(posedge clk);
    $finish;
  end
endmodule
