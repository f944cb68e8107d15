// 自检测试平台：在测试平台里用一个计数器模型算期望值；前 20 拍使能为 1（走过回绕），之后使能随机（固定种子）；
// 每个上升沿之后检查；最后在两个时钟沿之间拉高复位，同步复位要等到下一个上升沿才生效。
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer seed = 7, cycle;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  task check;
    if (q !== expected) $error("cycle %0d: q = %0d, expected %0d", cycle, q, expected);
  endtask
  initial begin
    @(posedge clk); #1 reset = 1; @(posedge clk); #1;
    expected = 0; check;
    reset = 0;
    for (cycle = 0; cycle < 60; cycle = cycle + 1) begin
      en = (cycle < 20) ? 1 : $random(seed);
      @(posedge clk); #1;
      if (en) expected = expected + 1;
      check;
    end
    // 在两个时钟沿之间拉高复位：下一个上升沿之前输出不能变
    @(negedge clk); reset = 1; #1; check;
    @(posedge clk); #1; expected = 0; check;
    $display("PASS");
    $finish;
  end
endmodule
