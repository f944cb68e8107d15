// category: 功能
// mutant constant+1@5:48: 第 5 行：常数 4'd1 改为 4'd2
// 4 位计数器：同步复位（高有效），计数使能，从 15 回绕到 0。
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk) begin
    if (reset) q <= 4'd0;
    else if (en) q <= q + 4'd2;
  end
endmodule
