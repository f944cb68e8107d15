// 为串口发送器 UartTx（8N1，每位 4 个时钟）编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire tx, busy;

  UartTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .tx(tx), .busy(busy));

  always #5 clk = ~clk;

  // 提示：写一个 task，像接收端一样收一帧并与期望的字节比较

  initial begin
    // 在这里发送几个字节并检查

    $finish;
  end
endmodule
