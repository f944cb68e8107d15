// 常见错误：以为 in 一变成 1，pulse 就在同一个周期里变成 1（当成组合逻辑），
// 在下降沿拉高 in 之后马上检查 pulse，正确的设计（pulse 在下一个上升沿之后才为 1）也被判错
module tb;
  reg clk = 0, reset = 1, in = 0;
  wire pulse;
  reg prev_m = 0;
  integer i, seed = 6;
  EdgeDetector dut(.clk(clk), .reset(reset), .in(in), .pulse(pulse));
  always #5 clk = ~clk;
  initial begin
    @(negedge clk); reset = 0;
    for (i = 0; i < 40; i = i + 1) begin
      @(negedge clk); in = $random(seed);
      #1 if (pulse !== (in & ~prev_m)) $error("in=%b: pulse = %b", in, pulse);
      @(posedge clk) prev_m = in;
    end
    $finish;
  end
endmodule
