// 常见错误：复位只在下降沿改变、只在上升沿之后检查，从没在两个时钟沿之间看过 q。
// 这样的测试平台分不出同步复位和异步复位；d 也只在下降沿变化，锁存器和触发器看起来一样
module tb;
  reg clk = 0, reset = 0, en = 0;
  reg [7:0] d = 0;
  wire [7:0] q;
  reg [7:0] expected = 0;
  integer i, seed = 8;
  DffAsyncReset dut(.clk(clk), .reset(reset), .en(en), .d(d), .q(q));
  always #5 clk = ~clk;
  initial begin
    reset = 1;
    for (i = 0; i < 40; i = i + 1) begin
      @(negedge clk);
      reset = (i == 0 || i == 20);
      en = $random(seed);
      d = $random(seed);
      @(posedge clk); #1;
      if (reset) expected = 0;
      else if (en) expected = d;
      if (q !== expected) $error("cycle %0d: q = %h, expected %h", i, q, expected);
    end
    $finish;
  end
endmodule
