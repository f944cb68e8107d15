// 常见错误：只在中间的数值上加加减减，从没碰到 0 和 15 两个边界，饱和有没有做对完全没测到
module tb;
  reg clk = 0, reset = 1, up = 0, down = 0;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer i;
  SatCounter dut(.clk(clk), .reset(reset), .up(up), .down(down), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 40; i = i + 1) begin
      @(negedge clk);
      // 加 5 次、减 3 次、交替进行，计数值始终在 1 到 10 之间
      if (i % 8 < 5) begin up = 1; down = 0; end else begin up = 0; down = 1; end
      if (i < 2) begin up = 1; down = 0; end
      @(posedge clk); #1;
      if (up) expected = expected + 1; else expected = expected - 1;
      if (q !== expected) $error("q = %0d, expected %0d", q, expected);
    end
    $finish;
  end
endmodule
