// 自检测试平台：在测试平台里维护期望值 expected，每个上升沿按 {expected[2:0], sin} 更新（en 为 1 时）。
// 输入在下降沿改变；上升沿之后 1 个时间单位检查，下降沿之后也检查一次（两沿之间 q 不能变）。
// 先送一个孤立的 1，看它从 q[0] 一路走到 q[3] 再移出；然后 sin、en 都随机（固定种子）；
// 最后在 q 不为 0 时复位：复位在两沿之间拉高，下一个上升沿之前 q 不能变（同步复位），之后全部清零。
module tb;
  reg clk = 0, reset = 1, en = 0, sin = 0;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer i, seed = 77;
  ShiftReg4 dut(.clk(clk), .reset(reset), .en(en), .sin(sin), .q(q));
  always #5 clk = ~clk;
  task check;
    if (q !== expected) $error("t=%0t: q = %b, expected %b", $time, q, expected);
  endtask
  // 一个周期：下降沿给输入，检查两沿之间，上升沿之后更新期望值并检查
  task step(input r, input e, input s);
    begin
      @(negedge clk); reset = r; en = e; sin = s;
      #1 check;
      @(posedge clk); #1;
      if (r) expected = 4'd0;
      else if (e) expected = {expected[2:0], s};
      check;
    end
  endtask
  initial begin
    step(1, 0, 0);
    step(1, 1, 1);              // 复位优先于使能
    // 孤立的 1 走一遍
    step(0, 1, 1);
    for (i = 0; i < 4; i = i + 1) step(0, 1, 0);
    // 图样 1101，再停两拍（en = 0），再移出
    step(0, 1, 1); step(0, 1, 1); step(0, 1, 0); step(0, 1, 1);
    step(0, 0, 0); step(0, 0, 1);
    step(0, 1, 0); step(0, 1, 0);
    // 随机
    for (i = 0; i < 60; i = i + 1) step(0, ($random(seed) % 4) != 0, $random(seed));
    // 装满 1，然后在两沿之间拉高复位
    for (i = 0; i < 4; i = i + 1) step(0, 1, 1);
    #2 reset = 1;               // 上升沿之后 3 个时间单位
    #1 check;                   // 同步复位：还没到上升沿，q 不变
    @(negedge clk); #1 check;
    @(posedge clk); #1 expected = 4'd0; check;
    step(0, 1, 1);
    $display("PASS");
    $finish;
  end
endmodule
