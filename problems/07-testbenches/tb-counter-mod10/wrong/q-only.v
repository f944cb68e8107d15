// 常见错误：q 的序列查得很完整，却从来没有检查 tc
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  wire tc;
  reg [3:0] expected = 0;
  integer i, seed = 4;
  CounterMod10 dut(.clk(clk), .reset(reset), .en(en), .q(q), .tc(tc));
  always #5 clk = ~clk;
  initial begin
    for (i = 0; i < 100; i = i + 1) begin
      @(negedge clk);
      reset = (i < 2) || (i == 60);
      en = (i < 30) ? 1 : $random(seed);
      #1 if (q !== expected) $error("between edges: q = %0d, expected %0d", q, expected);
      @(posedge clk); #1;
      if (reset) expected = 0;
      else if (en) expected = (expected == 9) ? 0 : expected + 1;
      if (q !== expected) $error("q = %0d, expected %0d", q, expected);
    end
    $finish;
  end
endmodule
