// 常见错误：使能一直为 1，只检查了计数和回绕，没有检查使能为 0 时计数保持不变
module tb;
  reg clk = 0, reset = 1, en = 1;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer cycle;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (cycle = 0; cycle < 20; cycle = cycle + 1) begin
      @(posedge clk); #1;
      expected = expected + 1;
      if (q !== expected) $error("cycle %0d: q = %0d, expected %0d", cycle, q, expected);
    end
    $finish;
  end
endmodule
