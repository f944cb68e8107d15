// 常见错误：q 和 tc 都检查了，但 en 一直为 1：计数器停不停、tc 看不看 en，都没有试过
module tb;
  reg clk = 0, reset = 1, en = 1;
  wire [3:0] q;
  wire tc;
  reg [3:0] expected = 0;
  integer i;
  CounterMod10 dut(.clk(clk), .reset(reset), .en(en), .q(q), .tc(tc));
  always #5 clk = ~clk;
  initial begin
    for (i = 0; i < 40; i = i + 1) begin
      @(negedge clk);
      reset = (i < 2) || (i == 25);
      #1 if (q !== expected || tc !== (expected == 9))
        $error("between edges: q = %0d tc = %b, expected %0d", q, tc, expected);
      @(posedge clk); #1;
      expected = reset ? 0 : (expected == 9) ? 0 : expected + 1;
      if (q !== expected) $error("q = %0d, expected %0d", q, expected);
    end
    $finish;
  end
endmodule
