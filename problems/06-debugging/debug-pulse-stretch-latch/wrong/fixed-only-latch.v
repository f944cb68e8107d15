// 只改对了一处：led 不再锁住了，但新的事件没有把计数清零：第二次起从上次剩下的值接着数，亮的时间变长，亮着时再来事件也不会重新计时
module TopModule(input clk, input reset, input evt, input bypass, output reg led);
    reg on;
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset) begin
            on <= 1'b0; cnt <= 3'd0;
        end else if (evt) begin
            on <= 1'b1;
        end else if (on) begin
            if (cnt == 3'd5) on <= 1'b0;
            cnt <= cnt + 3'd1;
        end
    end
    always @(*) begin
        if (bypass)  led = evt;
        else if (on) led = 1'b1;
        else         led = 1'b0;
    end
endmodule
