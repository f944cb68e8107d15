// 常见错误：只检查“15 步内不重复、不出现全 0、第 15 步回到种子”，没有逐个核对序列本身；
// 抽头接错但恰好也是最长周期的 LFSR 一样能通过这几条
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  reg [15:0] seen;
  integer i;
  Lfsr4 dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1;
    if (q !== 4'b0001) $error("reset: q = %b", q);
    @(negedge clk); reset = 0; en = 1;
    seen = 16'b0; seen[1] = 1'b1;
    for (i = 1; i <= 15; i = i + 1) begin
      @(posedge clk); #1;
      if (q === 4'b0000) $error("all-zero state");
      if (i < 15 && seen[q]) $error("repeated state %b", q);
      seen[q] = 1'b1;
    end
    if (q !== 4'b0001) $error("period is not 15");
    $finish;
  end
endmodule
