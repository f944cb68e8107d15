// 为异步复位的 8 位寄存器 DffAsyncReset 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 0, en = 0;
  reg [7:0] d = 0;
  wire [7:0] q;

  DffAsyncReset dut(.clk(clk), .reset(reset), .en(en), .d(d), .q(q));

  always #5 clk = ~clk;

  initial begin
    // 在这里产生激励并检查 q：别忘了在两个时钟沿之间改变复位

    $finish;
  end
endmodule
