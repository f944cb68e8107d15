// 为 8 位优先编码器 PriorityEncoder8 编写测试平台。
// 检查出错时用 $error("...") 报告；测试结束时调用 $finish。
module tb;
  reg [7:0] in = 0;
  wire [2:0] idx;
  wire valid;
  integer seed = 1;

  PriorityEncoder8 dut(.in(in), .idx(idx), .valid(valid));

  initial begin
    // 在这里给 in 赋值（定向的和随机的），等一会儿，再检查 idx 和 valid

    $finish;
  end
endmodule
