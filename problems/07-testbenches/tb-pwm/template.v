// 为可设周期和占空比的 PWM 发生器 Pwm 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1;
  reg [7:0] period = 0, duty = 0;
  wire pwm;

  Pwm dut(.clk(clk), .reset(reset), .period(period), .duty(duty), .pwm(pwm));

  always #5 clk = ~clk;

  initial begin
    // 在这里设定 period、duty，逐拍检查 pwm

    $finish;
  end
endmodule
