// 常见错误：把 tick 当成时钟用（always @(posedge tick)），led 在 tick 刚变为 1 时就翻转，比要求早了一个周期
module TopModule(input clk, input reset, output tick, output reg led);
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset) cnt <= 3'd0;
        else if (cnt == 3'd4) cnt <= 3'd0;
        else cnt <= cnt + 3'd1;
    end
    assign tick = (cnt == 3'd4);
    always @(posedge tick or posedge reset) begin
        if (reset) led <= 1'b0;
        else led <= ~led;
    end
endmodule
