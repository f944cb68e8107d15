// 改错了：为了去掉锁存器把 led 改成了寄存器输出，结果整体晚了一个周期，旁路时也不再直接跟随 evt
module TopModule(input clk, input reset, input evt, input bypass, output reg led);
    reg on;
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset) begin
            on <= 1'b0; cnt <= 3'd0;
        end else if (evt) begin
            on <= 1'b1; cnt <= 3'd0;
        end else if (on) begin
            if (cnt == 3'd5) on <= 1'b0;
            cnt <= cnt + 3'd1;
        end
    end
    always @(posedge clk) begin
        if (reset)       led <= 1'b0;
        else if (bypass) led <= evt;
        else             led <= on;
    end
endmodule
