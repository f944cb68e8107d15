// 为二输入与门 AndGate 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg a = 0, b = 0;
  wire y;

  AndGate dut(.a(a), .b(b), .y(y));

  initial begin
    // 在这里给 a、b 赋值，等一会儿，再检查 y

    $finish;
  end
endmodule
