// 自检测试平台：测试平台里有一份同样的 LFSR 模型，每个上升沿之后 #1 与 q 比较。
// 先让 en 连续为 1 走 15 步，检查 15 个状态互不相同、没有全 0、第 15 步回到种子；
// 再走第二圈和一段随机 en（固定种子）；最后检查复位优先、以及同步复位要等上升沿。
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  reg [3:0] expected = 4'b0001;
  reg [15:0] seen;
  integer seed = 5, i;
  Lfsr4 dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  task check;
    if (q !== expected) $error("t=%0t en=%b: q = %b, expected %b", $time, en, q, expected);
  endtask
  task step(input e);
    begin
      @(negedge clk); en = e;
      @(posedge clk); #1;
      if (reset) expected = 4'b0001;
      else if (e) expected = {expected[2:0], expected[3] ^ expected[2]};
      check;
    end
  endtask
  initial begin
    @(posedge clk); #1 check;
    @(negedge clk); reset = 0;
    // 第一圈：记录见过的状态
    seen = 16'b0;
    seen[q] = 1'b1;
    for (i = 1; i <= 15; i = i + 1) begin
      step(1);
      if (q === 4'b0000) $error("step %0d: LFSR reached the all-zero state", i);
      if (i < 15 && seen[q]) $error("step %0d: state %b repeated before 15 steps", i, q);
      if (i < 15) seen[q] = 1'b1;
    end
    if (q !== 4'b0001) $error("after 15 steps q = %b, expected to be back at 0001", q);
    for (i = 0; i < 16; i = i + 1) step(1);            // 第二圈
    for (i = 0; i < 60; i = i + 1) step($random(seed)); // 随机使能
    step(0); step(0); step(0);                          // 连续停几拍
    // 复位优先于使能
    @(negedge clk); reset = 1; en = 1;
    @(posedge clk); #1 expected = 4'b0001; check;
    @(negedge clk); reset = 0; en = 0;
    step(1); step(1); step(1);
    // 在两个上升沿之间拉高复位：同步复位要等到下一个上升沿
    @(negedge clk); en = 0; reset = 1; #1 check;
    @(posedge clk); #1 expected = 4'b0001; check;
    $display("PASS");
    $finish;
  end
endmodule
