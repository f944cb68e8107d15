// 为 SPI 发送器 SpiTx（模式 0，高位先发）编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, start = 0;
  reg [7:0] din = 0;
  wire sclk, mosi, cs_n, busy;

  SpiTx dut(.clk(clk), .reset(reset), .start(start), .din(din), .sclk(sclk), .mosi(mosi), .cs_n(cs_n), .busy(busy));

  always #5 clk = ~clk;

  initial begin
    // 在这里发送几个字节，像从机一样接收并检查

    $finish;
  end
endmodule
