// 自检测试平台：在测试平台里用 cnt_m、per_m、duty_m 模拟设计内部的计数器和生效设定，每个上升沿按规则更新一次，
// 期望的 pwm 随时由 cnt_m < duty_m 算出。输入在下降沿改变；下降沿之后 1 个时间单位检查一次（两沿之间 pwm 不能变），
// 上升沿之后 1 个时间单位再检查一次。
// 覆盖：复位期间输入不为 0；周期中途改 duty、改 period（要等到周期交界才生效）；duty = 0、duty = period、duty > period；
// period = 0 和 1；period 大于 16；duty 大于 127；pwm 为 1 时复位；最后是固定种子的随机设定，在随机时刻改变。
module tb;
  reg clk = 0, reset = 1;
  reg [7:0] period = 0, duty = 0;
  wire pwm;
  reg [7:0] cnt_m = 0, per_m = 0, duty_m = 0;
  integer i, seed = 2718, errors = 0;
  Pwm dut(.clk(clk), .reset(reset), .period(period), .duty(duty), .pwm(pwm));
  always #5 clk = ~clk;
  task check;
    if (pwm !== (cnt_m < duty_m)) begin
      errors = errors + 1;
      if (errors <= 5)
        $error("t=%0t period=%0d duty=%0d: pwm = %b, expected %b (第 %0d 拍，本周期 period=%0d duty=%0d)",
               $time, period, duty, pwm, cnt_m < duty_m, cnt_m, per_m, duty_m);
    end
  endtask
  // 一个时钟周期：下降沿给新输入并检查，上升沿按规则更新模型并检查
  task step(input r, input [7:0] p, input [7:0] d);
    begin
      @(negedge clk); reset = r; period = p; duty = d;
      #1 check;
      @(posedge clk); #1;
      if (r) begin
        cnt_m = 0; per_m = 0; duty_m = 0;
      end else if (cnt_m + 1 >= per_m) begin      // 周期最后一拍：回到 0，装入新设定
        cnt_m = 0; per_m = p; duty_m = d;
      end else begin
        cnt_m = cnt_m + 1;
      end
      check;
    end
  endtask
  // 用同一组设定跑 n 拍
  task run(input integer n, input [7:0] p, input [7:0] d);
    integer k;
    for (k = 0; k < n; k = k + 1) step(0, p, d);
  endtask
  initial begin
    step(1, 5, 2); step(1, 5, 2);           // 复位期间输入不为 0
    run(16, 5, 2);                           // 周期 5、高 2 拍
    run(2, 5, 4);                            // 周期中途改 duty：下一个周期才生效
    run(12, 5, 4);
    run(2, 3, 4);                            // 周期中途改 period
    run(10, 3, 1);
    run(12, 6, 0);                           // duty = 0：一直为 0
    run(12, 6, 6);                           // duty = period：一直为 1
    run(12, 6, 9);                           // duty > period
    run(6, 0, 1);                            // period = 0 与 1：每拍都是周期交界
    run(6, 1, 1);
    run(6, 1, 0);
    run(6, 0, 0);
    run(45, 20, 13);                         // 周期大于 16
    run(420, 200, 150);                      // duty 大于 127
    run(3, 9, 5);
    step(1, 9, 5);                           // pwm 为 1 时复位：复位期间 pwm 为 0
    step(1, 9, 5);
    run(20, 9, 5);
    for (i = 0; i < 1500; i = i + 1) begin
      if ($random(seed) % 25 == 0) begin      // 随机时刻换一组随机设定
        period = $random(seed) % 40;
        duty = $random(seed) % 45;
      end
      step(0, period, duty);
    end
    if (errors == 0) $display("PASS");
    $finish;
  end
endmodule
