// category: 复位
// mutant reset@4:29: 第 4 行：去掉复位
// 4 位计数器：同步复位（高有效），计数使能，从 15 回绕到 0。
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk) begin
    if (1'b0) q <= 4'd0;
    else if (en) q <= q + 4'd1;
  end
endmodule
