// 为按键消抖电路 Debouncer 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, btn = 0;
  wire level, press;

  Debouncer dut(.clk(clk), .reset(reset), .btn(btn), .level(level), .press(press));

  always #5 clk = ~clk;

  initial begin
    // 在这里产生激励并检查 level 和 press

    $finish;
  end
endmodule
