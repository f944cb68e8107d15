// 常见错误：模型写对了，也逐拍检查了，可从头到尾只用了一组设定（周期 10、高 3 拍），复位也只在开头做了一次。
// duty 为 0 或大于周期、period 为 0 或 1、长周期、大占空比、周期中途改设定……这些情况一个都没碰到
module tb;
  reg clk = 0, reset = 1;
  reg [7:0] period = 10, duty = 3;
  wire pwm;
  reg [7:0] cnt_m = 0, per_m = 0, duty_m = 0;
  integer i;
  Pwm dut(.clk(clk), .reset(reset), .period(period), .duty(duty), .pwm(pwm));
  always #5 clk = ~clk;
  initial begin
    @(negedge clk); @(negedge clk); reset = 0;
    for (i = 0; i < 100; i = i + 1) begin
      @(posedge clk); #1;
      if (cnt_m + 1 >= per_m) begin
        cnt_m = 0; per_m = period; duty_m = duty;
      end else cnt_m = cnt_m + 1;
      if (pwm !== (cnt_m < duty_m)) $error("t=%0t: pwm = %b, expected %b", $time, pwm, cnt_m < duty_m);
    end
    $finish;
  end
endmodule
