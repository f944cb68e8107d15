// 自检测试平台：在测试平台里用 prev_m 记住上一个上升沿采到的 in，期望值 expected = in & ~prev_m，每个上升沿更新一次。
// 输入在下降沿改变，下降沿之后 1 个时间单位检查（两沿之间 pulse 不能变），上升沿之后 1 个时间单位再检查。
// 覆盖：in 为 1 时撤销复位（复位后的第一拍算作上升沿）；宽度为一拍的高电平、背靠背的 1010、持续很久的高电平；
// 随机 in（固定种子）；在 pulse 为 1 时、在两个时钟沿之间拉高复位。
module tb;
  reg clk = 0, reset = 1, in = 0;
  wire pulse;
  reg prev_m = 0, expected = 0;
  integer i, seed = 99;
  EdgeDetector dut(.clk(clk), .reset(reset), .in(in), .pulse(pulse));
  always #5 clk = ~clk;
  task check;
    if (pulse !== expected) $error("t=%0t in=%b: pulse = %b, expected %b", $time, in, pulse, expected);
  endtask
  task step(input r, input v);
    begin
      @(negedge clk); reset = r; in = v;
      #1 check;
      @(posedge clk); #1;
      if (r) begin
        expected = 0;
        prev_m = 0;
      end else begin
        expected = v & ~prev_m;
        prev_m = v;
      end
      check;
    end
  endtask
  initial begin
    step(1, 0);
    step(1, 1);
    step(1, 1);                 // 复位期间 in 一直为 1
    step(0, 1);                 // 撤销复位：这一拍算上升沿
    step(0, 1); step(0, 1);
    step(0, 0); step(0, 0);
    step(0, 1); step(0, 0);     // 一拍宽的高电平
    step(0, 1); step(0, 0); step(0, 1); step(0, 0); step(0, 1);   // 背靠背
    for (i = 0; i < 6; i = i + 1) step(0, 1);                     // 持续的高电平
    step(0, 0);
    for (i = 0; i < 120; i = i + 1) step(0, $random(seed));
    step(0, 0);
    step(0, 1);                 // 这一拍之后 pulse 为 1
    #2 reset = 1;               // 两沿之间拉高复位：同步复位，下一个上升沿之前 pulse 不变
    #1 check;
    step(1, 1);
    step(0, 1);
    step(0, 0);
    $display("PASS");
    $finish;
  end
endmodule
