// 常见错误：以为 tc 是“回绕之后”的那一拍（q 回到 0 时）才为 1，期望值晚了一拍，正确的设计也被判错
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  wire tc;
  integer i;
  CounterMod10 dut(.clk(clk), .reset(reset), .en(en), .q(q), .tc(tc));
  always #5 clk = ~clk;
  initial begin
    @(negedge clk); reset = 1;
    @(negedge clk); reset = 0; en = 1;
    for (i = 0; i < 25; i = i + 1) begin
      @(posedge clk); #1;
      if (tc !== (q == 0)) $error("q = %0d: tc = %b", q, tc);
    end
    $finish;
  end
endmodule
