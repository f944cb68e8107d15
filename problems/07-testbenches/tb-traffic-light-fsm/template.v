// 为定时红绿灯 TrafficLight 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1;
  wire red, yellow, green;

  TrafficLight dut(.clk(clk), .reset(reset), .red(red), .yellow(yellow), .green(green));

  always #5 clk = ~clk;

  initial begin
    // 在这里复位、让它跑几个周期，并检查三盏灯

    $finish;
  end
endmodule
