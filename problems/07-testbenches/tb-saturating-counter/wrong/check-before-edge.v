// 常见错误：把输入和检查放在同一个时刻——在上升沿之前就比较“加过以后”的值，正确的设计也被判错
module tb;
  reg clk = 0, reset = 1, up = 0, down = 0;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer i;
  SatCounter dut(.clk(clk), .reset(reset), .up(up), .down(down), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1 reset = 0;
    for (i = 0; i < 20; i = i + 1) begin
      @(negedge clk); up = 1; down = 0;
      if (expected != 15) expected = expected + 1;
      #1 if (q !== expected) $error("q = %0d, expected %0d", q, expected);
    end
    $finish;
  end
endmodule
