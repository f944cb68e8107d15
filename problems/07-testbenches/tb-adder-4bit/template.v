// 为 4 位加法器 Adder4 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg [3:0] a = 0, b = 0;
  reg cin = 0;
  wire [3:0] sum;
  wire cout;

  Adder4 dut(.a(a), .b(b), .cin(cin), .sum(sum), .cout(cout));

  initial begin
    // 在这里用循环走遍所有输入组合，并检查 sum 和 cout

    $finish;
  end
endmodule
