// 常见错误：只用上升沿，输出只能在整数个周期处翻转：高 2 个周期、低 1 个周期，占空比 2/3 而不是 50%
module TopModule(input clk, input reset, output reg [1:0] cnt, output tick, output clk_div3);
    always @(posedge clk) begin
        if (reset) cnt <= 2'd2;
        else cnt <= (cnt == 2'd2) ? 2'd0 : cnt + 2'd1;
    end
    assign tick = (cnt == 2'd0);
    assign clk_div3 = (cnt != 2'd2);
endmodule
