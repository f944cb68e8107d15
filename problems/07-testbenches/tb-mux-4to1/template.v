// 为 8 位四选一多路选择器 Mux4 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg [7:0] a = 0, b = 0, c = 0, d = 0;
  reg [1:0] sel = 0;
  wire [7:0] out;

  Mux4 dut(.a(a), .b(b), .c(c), .d(d), .sel(sel), .out(out));

  initial begin
    // 在这里给数据和 sel 赋值，等一会儿，再检查 out

    $finish;
  end
endmodule
