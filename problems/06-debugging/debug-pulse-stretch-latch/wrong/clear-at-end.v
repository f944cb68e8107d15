// 改错了：没有在事件到来时清零，而是在亮满时清零；第一次、第二次都对了，可亮着时再来事件不会重新计时
module TopModule(input clk, input reset, input evt, input bypass, output reg led);
    reg on;
    reg [2:0] cnt;
    always @(posedge clk) begin
        if (reset) begin
            on <= 1'b0; cnt <= 3'd0;
        end else if (evt) begin
            on <= 1'b1;
        end else if (on) begin
            if (cnt == 3'd5) begin on <= 1'b0; cnt <= 3'd0; end
            else cnt <= cnt + 3'd1;
        end
    end
    always @(*) begin
        if (bypass)  led = evt;
        else if (on) led = 1'b1;
        else         led = 1'b0;
    end
endmodule
