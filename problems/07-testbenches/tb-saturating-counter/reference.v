// 自检测试平台：在测试平台里用一个模型算期望值，每个上升沿之后 #1 比较。
// 定向激励先把计数器加到顶、多按几下 up 看它停在 15，再减到底、多按几下 down 看它停在 0；
// 然后试 up、down 同时为 1；再用固定种子的随机激励；最后检查复位的优先级和同步复位的时刻。
module tb;
  reg clk = 0, reset = 1, up = 0, down = 0;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer seed = 11, i;
  SatCounter dut(.clk(clk), .reset(reset), .up(up), .down(down), .q(q));
  always #5 clk = ~clk;
  task check;
    if (q !== expected) $error("t=%0t up=%b down=%b: q = %0d, expected %0d", $time, up, down, q, expected);
  endtask
  // 在下降沿给出输入，走一个上升沿，更新模型并检查
  task step(input u, input d);
    begin
      @(negedge clk); up = u; down = d;
      @(posedge clk); #1;
      if (reset) expected = 0;
      else if (u && !d && expected != 15) expected = expected + 1;
      else if (d && !u && expected != 0) expected = expected - 1;
      check;
    end
  endtask
  initial begin
    @(posedge clk); #1 check;
    reset = 0;
    for (i = 0; i < 18; i = i + 1) step(1, 0);   // 加到 15，并在 15 多停几拍
    step(1, 1); step(0, 0);                      // 同时按下、都不按：保持
    for (i = 0; i < 18; i = i + 1) step(0, 1);   // 减到 0，并在 0 多停几拍
    step(1, 1); step(1, 0); step(1, 1); step(0, 1); step(0, 1);
    for (i = 0; i < 80; i = i + 1) step($random(seed), $random(seed));
    // 复位优先于 up：先减到 0 再加到 3，然后同时给 reset 和 up
    for (i = 0; i < 16; i = i + 1) step(0, 1);
    step(1, 0); step(1, 0); step(1, 0);
    @(negedge clk); reset = 1; up = 1; down = 0;
    @(posedge clk); #1 expected = 0; check;
    @(negedge clk); reset = 0; up = 0;
    step(1, 0); step(1, 0);
    // 在两个上升沿之间拉高复位：同步复位要等到下一个上升沿
    @(negedge clk); up = 0; reset = 1; #1 check;
    @(posedge clk); #1 expected = 0; check;
    $display("PASS");
    $finish;
  end
endmodule
