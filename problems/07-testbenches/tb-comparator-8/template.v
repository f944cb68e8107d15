// 为 8 位无符号比较器 Comparator8 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg [7:0] a = 0, b = 0;
  wire lt, eq, gt;

  Comparator8 dut(.a(a), .b(b), .lt(lt), .eq(eq), .gt(gt));

  initial begin
    // 在这里给 a、b 赋值（别忘了边界值），等一会儿，再检查 lt、eq、gt

    $finish;
  end
endmodule
