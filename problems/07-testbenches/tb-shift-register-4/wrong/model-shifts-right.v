// 常见错误：把移位方向想反了，期望值写成 {sin, expected[3:1]}（新位进 q[3]），正确的设计也被判错
module tb;
  reg clk = 0, reset = 1, en = 0, sin = 0;
  wire [3:0] q;
  reg [3:0] expected = 0;
  integer i, seed = 2;
  ShiftReg4 dut(.clk(clk), .reset(reset), .en(en), .sin(sin), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(negedge clk); reset = 1;
    @(negedge clk); reset = 0;
    for (i = 0; i < 30; i = i + 1) begin
      @(negedge clk); en = $random(seed); sin = $random(seed);
      @(posedge clk); #1;
      if (en) expected = {sin, expected[3:1]};
      if (q !== expected) $error("q = %b, expected %b", q, expected);
    end
    $finish;
  end
endmodule
