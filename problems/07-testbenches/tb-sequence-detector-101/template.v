// 为 101 序列检测器 Detect101（Mealy 型，可重叠）编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, din = 0;
  wire match;

  Detect101 dut(.clk(clk), .reset(reset), .din(din), .match(match));

  always #5 clk = ~clk;

  initial begin
    // 在这里送入比特流并检查 match

    $finish;
  end
endmodule
