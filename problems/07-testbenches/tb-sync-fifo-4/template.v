// 为深度 4 的同步 FIFO Fifo4 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, wr_en = 0, rd_en = 0;
  reg [7:0] din = 0;
  wire [7:0] dout;
  wire full, empty;

  Fifo4 dut(.clk(clk), .reset(reset), .wr_en(wr_en), .din(din), .rd_en(rd_en), .dout(dout), .full(full), .empty(empty));

  always #5 clk = ~clk;

  initial begin
    // 在这里写入、读出并检查 dout、full、empty

    $finish;
  end
endmodule
