// category: 复位
// mutant reset@10:40: 第 10 行：去掉复位
// 8 位寄存器：异步复位（高有效）优先，en 为 1 时在上升沿装入 d。
module TopModule(
  input            clk,
  input            reset,
  input            en,
  input      [7:0] d,
  output reg [7:0] q
);
  always @(posedge clk or posedge reset) begin
    if (1'b0) q <= 8'd0;
    else if (en) q <= d;
  end
endmodule
