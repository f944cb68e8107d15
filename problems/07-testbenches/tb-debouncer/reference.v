// 自检测试平台：测试平台里有一份消抖模型（level、press 和“连续不同”的次数），每个上升沿之后 #1 比较。
// 激励：干净的按下与松开、各种长度的抖动（1～3 拍的毛刺不能被承认）、
// 随机长度的电平段（固定种子），以及计数到一半时复位、在两个上升沿之间拉高复位。
module tb;
  reg clk = 0, reset = 1, btn = 0;
  wire level, press;
  reg exp_level = 0, exp_press = 0;
  integer exp_cnt = 0;
  integer seed = 3, i, len;
  Debouncer dut(.clk(clk), .reset(reset), .btn(btn), .level(level), .press(press));
  always #5 clk = ~clk;
  task check;
    if (level !== exp_level || press !== exp_press)
      $error("t=%0t btn=%b: level=%b press=%b, expected level=%b press=%b", $time, btn, level, press, exp_level, exp_press);
  endtask
  // 在下降沿给出 btn，走一个上升沿，更新模型并检查
  task step(input b);
    begin
      @(negedge clk); btn = b;
      @(posedge clk); #1;
      exp_press = 0;
      if (reset) begin exp_level = 0; exp_cnt = 0; end
      else if (b == exp_level) exp_cnt = 0;
      else if (exp_cnt == 3) begin exp_level = b; exp_press = b; exp_cnt = 0; end
      else exp_cnt = exp_cnt + 1;
      check;
    end
  endtask
  // 把 btn 保持 n 拍
  task hold(input b, input integer n);
    integer k;
    for (k = 0; k < n; k = k + 1) step(b);
  endtask
  initial begin
    @(posedge clk); #1 check;
    @(negedge clk); reset = 0;
    hold(0, 3);
    hold(1, 6); hold(0, 6);                   // 干净的按下、松开
    hold(1, 1); hold(0, 1); hold(1, 2); hold(0, 1); hold(1, 3); hold(0, 2); // 抖动，都不够 4 拍
    hold(1, 4); hold(0, 2);                   // 正好 4 拍：按下
    hold(0, 3); hold(1, 1); hold(0, 4);       // 松开时夹着一个毛刺
    hold(1, 5); hold(0, 1); hold(1, 3);       // 按下后抖一下，level 不应该受影响
    hold(0, 3); hold(1, 1); hold(0, 1);       // 按住时连续出现不足 4 拍的 0
    hold(0, 4);
    for (i = 0; i < 40; i = i + 1) begin      // 随机长度的电平段
      len = 1 + ($random(seed) & 7);
      hold(i % 2, len);
    end
    // 计数到一半时复位：复位之后要重新数满 4 拍（step 里的模型在 reset 为 1 时清零）
    hold(0, 6); hold(1, 2);
    reset = 1; step(1); reset = 0;
    hold(1, 6);
    // level 为 1 时在两个上升沿之间拉高复位：同步复位要等到下一个上升沿
    @(negedge clk); reset = 1; #1 check;
    @(posedge clk); #1 exp_level = 0; exp_press = 0; exp_cnt = 0; check;
    reset = 0;
    hold(0, 3);
    $display("PASS");
    $finish;
  end
endmodule
