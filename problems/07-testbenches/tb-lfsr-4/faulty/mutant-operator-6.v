// category: 功能
// mutant operator@6:58: 第 6 行：运算符 ^ 改为 &
// 4 位 Fibonacci LFSR，特征多项式 x^4 + x^3 + 1：左移，新的最低位 = q[3] ^ q[2]。
// 同步复位（高有效）到种子 4'b0001；en 为 1 时每个上升沿走一步，为 0 时保持。周期 15。
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk) begin
    if (reset) q <= 4'b0001;
    else if (en) q <= {q[2:0], q[3] & q[2]};
  end
endmodule
