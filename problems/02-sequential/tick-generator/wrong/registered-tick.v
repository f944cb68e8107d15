// 常见错误：把 tick 也写成寄存器（tick <= cnt == 4），节拍和 led 的翻转都晚了一个周期
module TopModule(input clk, input reset, output reg tick, output reg led);
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset) begin
            cnt <= 3'd0;
            tick <= 1'b0;
        end else begin
            cnt <= (cnt == 3'd4) ? 3'd0 : cnt + 3'd1;
            tick <= (cnt == 3'd4);
        end
    end
    always @(posedge clk) begin
        if (reset) led <= 1'b0;
        else if (tick) led <= ~led;
    end
endmodule
