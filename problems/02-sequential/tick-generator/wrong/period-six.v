// 常见错误：终值差一，计数 0～5 共 6 个状态，节拍每 6 个周期才出现一次
module TopModule(input clk, input reset, output tick, output reg led);
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset) cnt <= 3'd0;
        else if (cnt == 3'd5) cnt <= 3'd0;
        else cnt <= cnt + 3'd1;
    end
    assign tick = (cnt == 3'd5);
    always @(posedge clk) begin
        if (reset) led <= 1'b0;
        else if (tick) led <= ~led;
    end
endmodule
