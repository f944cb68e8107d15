// 常见错误：计数器复位成 0，复位期间 tick 和输出一直为 1，放开复位后第一个周期也被拉长成了 2.5 个周期
module TopModule(input clk, input reset, output reg [1:0] cnt, output tick, output clk_div3);
    always @(posedge clk) begin
        if (reset) cnt <= 2'd0;
        else cnt <= (cnt == 2'd2) ? 2'd0 : cnt + 2'd1;
    end
    assign tick = (cnt == 2'd0);
    reg late;
    always @(negedge clk) late <= (cnt == 2'd0);
    assign clk_div3 = tick | late;
endmodule
