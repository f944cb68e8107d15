// category: 复位
// mutant reset@5:29: 第 5 行：去掉复位
// 4 位 Fibonacci LFSR，特征多项式 x^4 + x^3 + 1：左移，新的最低位 = q[3] ^ q[2]。
// 同步复位（高有效）到种子 4'b0001；en 为 1 时每个上升沿走一步，为 0 时保持。周期 15。
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk) begin
    if (1'b0) q <= 4'b0001;
    else if (en) q <= {q[2:0], q[3] ^ q[2]};
  end
endmodule
