// 为 4 位 LFSR Lfsr4 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, en = 0;
  wire [3:0] q;

  Lfsr4 dut(.clk(clk), .reset(reset), .en(en), .q(q));

  always #5 clk = ~clk;

  initial begin
    // 在这里产生激励并检查 q

    $finish;
  end
endmodule
