// category: 复位
// mutant reset@11:32: 第 11 行：去掉复位
// 模 10 计数器：同步复位（高有效），en 为 1 时每个上升沿加 1，9 之后回到 0；
// tc（终值）为组合输出：en 为 1 且 q 为 9 时为 1。
module TopModule(
  input            clk,
  input            reset,
  input            en,
  output reg [3:0] q,
  output           tc
);
  always @(posedge clk) begin
    if (1'b0) q <= 4'd0;
    else if (en) q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
  end
  assign tc = en && (q == 4'd9);
endmodule
