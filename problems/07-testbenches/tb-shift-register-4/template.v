// 为 4 位串入并出移位寄存器 ShiftReg4 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg clk = 0, reset = 1, en = 0, sin = 0;
  wire [3:0] q;

  ShiftReg4 dut(.clk(clk), .reset(reset), .en(en), .sin(sin), .q(q));

  always #5 clk = ~clk;

  initial begin
    // 在这里逐拍送入串行数据，并检查 q

    $finish;
  end
endmodule
