// 常见错误：把“绿 5 个周期”数成了 4 个（计数器从 1 数到 4），期望值自己错了，正确的设计也被判错
module tb;
  reg clk = 0, reset = 1;
  wire red, yellow, green;
  integer i;
  TrafficLight dut(.clk(clk), .reset(reset), .red(red), .yellow(yellow), .green(green));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 1; i <= 4; i = i + 1) @(posedge clk);
    #1 if (yellow !== 1'b1) $error("yellow expected after 4 green cycles");
    $finish;
  end
endmodule
