// category: 复位
// mutant edge@9:36: 第 9 行：posedge 改为 negedge
// 8 位寄存器：异步复位（高有效）优先，en 为 1 时在上升沿装入 d。
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input      [7:0] d,
  output reg [7:0] q
);
  always @(posedge clk or negedge reset) begin
    if (reset) q <= 8'd0;
    else if (en) q <= d;
  end
endmodule
