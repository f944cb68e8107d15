// 常见错误：模型把周期算成 period + 1 拍（cnt 数到 period 才回 0），和题目规定差一拍，正确的设计也被判错
module tb;
  reg clk = 0, reset = 1;
  reg [7:0] period = 0, duty = 0;
  wire pwm;
  reg [7:0] cnt_m = 0, per_m = 0, duty_m = 0;
  integer i;
  Pwm dut(.clk(clk), .reset(reset), .period(period), .duty(duty), .pwm(pwm));
  always #5 clk = ~clk;
  initial begin
    period = 6; duty = 2;
    @(negedge clk); @(negedge clk); reset = 0;
    for (i = 0; i < 60; i = i + 1) begin
      @(posedge clk); #1;
      if (cnt_m >= per_m) begin
        cnt_m = 0; per_m = period; duty_m = duty;
      end else cnt_m = cnt_m + 1;
      if (pwm !== (cnt_m < duty_m)) $error("t=%0t: pwm = %b, expected %b", $time, pwm, cnt_m < duty_m);
    end
    $finish;
  end
endmodule
