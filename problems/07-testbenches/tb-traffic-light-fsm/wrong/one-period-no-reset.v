// 常见错误：只核对了复位以后的第一个周期（11 拍），既没有跑第二圈，也没有在中途复位
module tb;
  reg clk = 0, reset = 1;
  wire red, yellow, green;
  reg [32:0] want = 33'b001_001_001_001_001_010_010_100_100_100_100;
  integer i;
  TrafficLight dut(.clk(clk), .reset(reset), .red(red), .yellow(yellow), .green(green));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 10; i >= 0; i = i - 1) begin
      if ({red, yellow, green} !== want[3 * i +: 3]) $error("cycle %0d: lights = %b", 10 - i, {red, yellow, green});
      @(posedge clk); #1;
    end
    $finish;
  end
endmodule
