// 自检测试平台：按下和松开时各抖动若干次，检查 level 只在稳定后翻转、每次按下只有一个 pressed 脉冲。
module test_bench;
  reg clk = 1'b0;
  reg rst = 1'b1;
  reg button = 1'b0;
  wire level, pressed;
  integer errors = 0;
  integer pulses = 0, flips = 0;
  integer i, k;
  reg last_level = 1'b0;

  debouncer #(.STABLE(16)) dut (.clk(clk), .rst(rst), .button(button), .level(level), .pressed(pressed));

  initial forever #5 clk = ~clk;

  always @(posedge clk) begin
    if (pressed) pulses <= pulses + 1;
    if (!rst && level !== last_level) flips <= flips + 1;
    last_level <= rst ? 1'b0 : level;
  end

  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    @(negedge clk) rst = 1'b0;
    for (i = 0; i < 3; i = i + 1) begin
      for (k = 0; k < 6; k = k + 1) begin  // 抖动：每次只保持几拍
        button = ~button;
        repeat (2 + k) @(negedge clk);
      end
      button = 1'b1;
      repeat (40) @(negedge clk);
      if (level !== 1'b1) begin
        errors = errors + 1;
        $display("FAIL: 第 %0d 次按下后 level=%b", i, level);
      end
      for (k = 0; k < 5; k = k + 1) begin
        button = ~button;
        repeat (3) @(negedge clk);
      end
      button = 1'b0;
      repeat (40) @(negedge clk);
    end
    if (pulses != 3 || flips != 6 || level !== 1'b0) begin
      errors = errors + 1;
      $display("FAIL: pressed 脉冲 %0d 次（应为 3），level 翻转 %0d 次（应为 6）", pulses, flips);
    end
    if (errors == 0) $display("PASS: debouncer 3 次抖动按键全部正确");
    $finish;
  end
endmodule
