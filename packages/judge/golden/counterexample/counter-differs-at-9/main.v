// 计数器从 5 直接跳到 7：复位 2 个周期后再计 6 个周期才第一次与参考答案不同（第 9 个周期）
module TopModule(input clk, input reset, input en, output reg [3:0] q);
  always @(posedge clk)
    if (reset) q <= 4'd0;
    else if (en) q <= (q == 4'd5) ? 4'd7 : q + 4'd1;
endmodule
