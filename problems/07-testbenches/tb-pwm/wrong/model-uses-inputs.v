// 常见错误：模型直接拿输入端口的 period、duty 来算，没有模拟“只在周期交界处装入”。
// 周期中途一改设定，期望值就立刻变了，正确的设计反而被判错
module tb;
  reg clk = 0, reset = 1;
  reg [7:0] period = 0, duty = 0;
  wire pwm;
  reg [7:0] cnt_m = 0;
  integer i, seed = 5;
  Pwm dut(.clk(clk), .reset(reset), .period(period), .duty(duty), .pwm(pwm));
  always #5 clk = ~clk;
  initial begin
    period = 8; duty = 3;
    @(negedge clk); @(negedge clk); reset = 0;
    @(posedge clk); #1 cnt_m = 0;
    for (i = 0; i < 300; i = i + 1) begin
      @(negedge clk);
      if (i % 13 == 0) duty = $random(seed) % 10;
      @(posedge clk); #1;
      cnt_m = (cnt_m + 1 >= period) ? 0 : cnt_m + 1;
      if (pwm !== (cnt_m < duty)) $error("t=%0t: pwm = %b, expected %b", $time, pwm, cnt_m < duty);
    end
    $finish;
  end
endmodule
