// 只改对了一处：计数每次从头开始了，但组合输出仍缺一个分支，灯第一次亮起后就再也灭不掉（形成了锁存器）
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
    always @(*) begin
        if (bypass)  led = evt;
        else if (on) led = 1'b1;
    end
endmodule
