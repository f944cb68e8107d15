// 常见错误：模型数错了——把“第 4 次不同”写成了“计数到 4 以后再来一次”，期望的翻转晚了一拍，正确的设计也被判错
module tb;
  reg clk = 0, reset = 1, btn = 0;
  wire level, press;
  reg exp_level = 0;
  integer exp_cnt = 0, i;
  Debouncer dut(.clk(clk), .reset(reset), .btn(btn), .level(level), .press(press));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1;
    @(negedge clk); reset = 0;
    for (i = 0; i < 40; i = i + 1) begin
      @(negedge clk); btn = (i / 10) % 2;
      @(posedge clk); #1;
      if (btn == exp_level) exp_cnt = 0;
      else if (exp_cnt == 4) begin exp_level = btn; exp_cnt = 0; end
      else exp_cnt = exp_cnt + 1;
      if (level !== exp_level) $error("level=%b, expected %b", level, exp_level);
    end
    $finish;
  end
endmodule
