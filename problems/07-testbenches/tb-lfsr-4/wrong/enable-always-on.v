// 常见错误：模型对得很仔细，可 en 从头到尾都是 1，复位也只在开头给了一次；
// 使能为 0 时会不会停、复位是不是同步的，都没有测到
module tb;
  reg clk = 0, reset = 1, en = 1;
  wire [3:0] q;
  reg [3:0] expected = 4'b0001;
  integer i;
  Lfsr4 dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1;
    if (q !== expected) $error("reset: q = %b", q);
    @(negedge clk); reset = 0;
    for (i = 0; i < 40; i = i + 1) begin
      @(posedge clk); #1;
      expected = {expected[2:0], expected[3] ^ expected[2]};
      if (q !== expected) $error("q = %b, expected %b", q, expected);
    end
    $finish;
  end
endmodule
