// category: 复位
// mutant reset@10:32: 第 10 行：去掉复位
// 4 位串入并出移位寄存器：同步复位（高有效），en 为 1 时每个上升沿左移一位，sin 进入 q[0]。
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input            sin,
  output reg [3:0] q
);
  always @(posedge clk) begin
    if (1'b0) q <= 4'd0;
    else if (en) q <= {q[2:0], sin};
  end
endmodule
