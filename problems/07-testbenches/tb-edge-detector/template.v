// 为上升沿检测器 EdgeDetector 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, in = 0;
  wire pulse;

  EdgeDetector dut(.clk(clk), .reset(reset), .in(in), .pulse(pulse));

  always #5 clk = ~clk;

  initial begin
    // 在这里产生 in 的各种波形，逐拍检查 pulse

    $finish;
  end
endmodule
