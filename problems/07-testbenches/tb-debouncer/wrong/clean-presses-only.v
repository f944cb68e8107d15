// 常见错误：按键信号干干净净，一次抖动都没有，复位也只在开头给了一次；
// 消抖电路最要紧的部分——毛刺不被承认、计数要“连续”——完全没测到
module tb;
  reg clk = 0, reset = 1, btn = 0;
  wire level, press;
  reg exp_level = 0, exp_press = 0;
  integer exp_cnt = 0, i;
  Debouncer dut(.clk(clk), .reset(reset), .btn(btn), .level(level), .press(press));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1;
    @(negedge clk); reset = 0;
    for (i = 0; i < 80; i = i + 1) begin
      @(negedge clk); btn = (i / 10) % 2;
      @(posedge clk); #1;
      exp_press = 0;
      if (btn == exp_level) exp_cnt = 0;
      else if (exp_cnt == 3) begin exp_level = btn; exp_press = btn; exp_cnt = 0; end
      else exp_cnt = exp_cnt + 1;
      if (level !== exp_level || press !== exp_press) $error("level=%b press=%b", level, press);
    end
    $finish;
  end
endmodule
