// 常见错误：只造了一个上升沿，看到 pulse 变成 1 就结束了。
// 没检查 pulse 是否只持续一拍，没试第二个上升沿，也没试下降沿时 pulse 要保持 0
module tb;
  reg clk = 0, reset = 1, in = 0;
  wire pulse;
  EdgeDetector dut(.clk(clk), .reset(reset), .in(in), .pulse(pulse));
  always #5 clk = ~clk;
  initial begin
    @(negedge clk); reset = 0;
    @(negedge clk); in = 1;
    @(posedge clk); #1;
    if (pulse !== 1'b1) $error("no pulse after the rising edge of in");
    $finish;
  end
endmodule
