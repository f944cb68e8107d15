// 常见错误：只检查了复位能否清零，大多数错误都漏掉了
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;
  Counter dut(.clk(clk), .reset(reset), .en(en), .q(q));
  always #5 clk = ~clk;
  initial begin
    @(posedge clk); #1;
    if (q !== 4'd0) $error("reset did not clear q");
    $finish;
  end
endmodule
