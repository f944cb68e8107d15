// 常见错误：模型和随机激励都对，也逐拍检查了，但只在上升沿之后检查，复位也只在仿真开头 in 为 0 时做过一次：
// 两个时钟沿之间 pulse 乱变、复位时没清 prev 这类错误都看不见
module tb;
  reg clk = 0, reset = 1, in = 0;
  wire pulse;
  reg prev_m = 0, expected = 0;
  integer i, seed = 13;
  EdgeDetector dut(.clk(clk), .reset(reset), .in(in), .pulse(pulse));
  always #5 clk = ~clk;
  initial begin
    @(negedge clk); @(negedge clk); reset = 0;
    for (i = 0; i < 150; i = i + 1) begin
      @(negedge clk); in = $random(seed);
      @(posedge clk); #1;
      expected = in & ~prev_m;
      prev_m = in;
      if (pulse !== expected) $error("in=%b: pulse = %b, expected %b", in, pulse, expected);
    end
    $finish;
  end
endmodule
