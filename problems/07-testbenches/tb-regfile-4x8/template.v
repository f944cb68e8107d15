// 为 4×8 寄存器堆 RegFile 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, we = 0;
  reg [1:0] waddr = 0, raddr = 0;
  reg [7:0] wdata = 0;
  wire [7:0] rdata;

  RegFile dut(.clk(clk), .reset(reset), .we(we), .waddr(waddr), .wdata(wdata), .raddr(raddr), .rdata(rdata));

  always #5 clk = ~clk;

  initial begin
    // 在这里写入、读出并检查 rdata

    $finish;
  end
endmodule
